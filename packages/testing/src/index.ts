export { checkInvariants, type InvariantOptions } from "./invariants/check.js";
export { randomPlayout, type PlayoutResult } from "./invariants/playout.js";
export type { InvariantCheck, InvariantFailure, InvariantReport } from "./invariants/report.js";
export { moveKey, sameMove } from "./moves.js";
