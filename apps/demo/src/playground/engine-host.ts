/**
 * The engine worker's side: it holds the compiled engine and the game's state, and answers the
 * page with plain data (meta, a seat's view and legal moves, the outcome). The page never gets the
 * engine itself: an engine compiled from a share link is untrusted code, and runs only here.
 */
import { botContext, randomBot } from "@ludic/bots";
import type { Engine, GameMeta, Move, Outcome, Seat, View } from "@ludic/runtime";
import { parseScenarios, runScenario } from "@ludic/testing/harness";

export interface Snapshot {
  /** The person's view (seat 0). */
  view: View;
  /** The person's legal moves now (empty while another seat decides). */
  moves: Move[];
  /** The seats the game waits for. */
  waiting: Seat[];
  outcome: Outcome | null;
  /** Moves played since the start. */
  played: number;
}

export interface ScenarioOutcome {
  file: string;
  line: number;
  title: string;
  rules: string[];
  ok: boolean;
  failures: string[];
}

export interface SetupPlan {
  players: number;
  variant: string;
  seed: string;
}

/** The person sits at seat 0; every other seat is a random bot. */
export const PERSON: Seat = 0;

export class EngineHost {
  private state: unknown = null;
  private played = 0;
  private seed = "";

  constructor(private readonly engine: Engine) {}

  get meta(): GameMeta {
    return this.engine.meta;
  }

  start(plan: SetupPlan): Snapshot {
    this.state = this.engine.setup({ players: plan.players, seed: plan.seed, variant: plan.variant });
    this.played = 0;
    this.seed = plan.seed;
    return this.snapshot();
  }

  /** The person's move (the engine refuses an illegal one: its error reaches the page). */
  move(move: Move): Snapshot {
    this.state = this.engine.applyMove(this.requireState(), move);
    this.played++;
    return this.snapshot();
  }

  /** One move of the first bot seat the game waits for; null when it waits for no bot. */
  botMove(): Snapshot | null {
    const state = this.requireState();
    if (this.engine.outcome(state)) return null;
    const seat = this.engine
      .decisions(state)
      .map((d) => d.seat)
      .find((s) => s !== PERSON);
    if (seat === undefined) return null;
    const move = randomBot(`${this.seed}:${this.played}`).choose(botContext(this.engine, state, seat));
    this.state = this.engine.applyMove(state, move);
    this.played++;
    return this.snapshot();
  }

  snapshot(): Snapshot {
    const state = this.requireState();
    const waiting = this.engine.decisions(state).map((d) => d.seat);
    const outcome = this.engine.outcome(state);
    return {
      view: this.engine.view(state, PERSON),
      moves: outcome || !waiting.includes(PERSON) ? [] : this.engine.legalMoves(state, PERSON),
      waiting,
      outcome,
      played: this.played,
    };
  }

  /** Every scenario of the files, each with pass/fail; a file that does not parse fails as a whole. */
  scenarios(files: { path: string; text: string }[]): ScenarioOutcome[] {
    const out: ScenarioOutcome[] = [];
    for (const f of files) {
      const { scenarios, errors } = parseScenarios(f.text, f.path);
      if (errors.length > 0)
        out.push({
          file: f.path,
          line: errors[0]?.line ?? 1,
          title: `${f.path} does not parse`,
          rules: [],
          ok: false,
          failures: errors.map((e) => `${f.path}:${e.line}: ${e.message}`),
        });
      for (const s of scenarios) {
        let result: { ok: boolean; failures: string[] };
        try {
          result = runScenario(this.engine, s);
        } catch (e) {
          result = {
            ok: false,
            failures: [`${f.path}:${s.line}: ${e instanceof Error ? e.message : String(e)}`],
          };
        }
        out.push({ file: f.path, line: s.line, title: s.title, rules: s.rules, ...result });
      }
    }
    return out;
  }

  private requireState(): unknown {
    if (this.state === null) throw new Error("no game has started");
    return this.state;
  }
}
