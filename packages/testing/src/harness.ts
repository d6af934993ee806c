/** Everything except the vitest glue: safe to import from benchmarks and tools without vitest. */

// A tiny hand-written engine (with switchable contract bugs), for testing generic code before a real engine exists.
export { type FakeBugs, type FakeMove, type FakeState, makeFakeGame } from "./fake/card-game.js";
export {
  addGame,
  checkInvariants,
  emptyReport,
  type GamePlan,
  type GameResult,
  gameChecker,
  type InvariantOptions,
  planGame,
} from "./invariants/check.js";
export { type PlayoutResult, randomPlayout } from "./invariants/playout.js";
export type { InvariantCheck, InvariantFailure, InvariantReport } from "./invariants/report.js";
export { checkRefusalSecrets, type SecretsOptions, type SecretsReport } from "./invariants/secrets.js";
export { moveKey, sameMove } from "./moves.js";
export { parseScenarios } from "./scenarios/parse.js";
export { runScenario } from "./scenarios/run.js";
export type {
  Expectation,
  ParseError,
  ParseResult,
  Scenario,
  ScenarioPosition,
  ScenarioResult,
  ScenarioStep,
  Viewer,
} from "./scenarios/types.js";
