import {
  describeMove,
  type Engine,
  type GameRecord,
  IllegalMoveError,
  type Move,
  type RngState,
  randomInt,
  seedRng,
  type View,
} from "@ludic/runtime";
import { cardId, eachCard } from "../view-cards.js";
import { randomIllegalMove } from "./illegal.js";
import { GameFailures, type InvariantReport, outcomeKey } from "./report.js";
import { checkViews, type ViewRules, viewRules } from "./views.js";

/** Legal moves tried (and discarded) per position besides the one played. */
const SAMPLED_OTHERS = 2;

export interface InvariantOptions {
  games: number;
  /** Player counts, used in turn (game g plays `players[g % players.length]`). */
  players: number[];
  /** Variants, each played with every player count in turn; default the base game only. */
  variants?: string[];
  /** Game g is seeded `${seedPrefix}${g}` (default "inv-"), so a failure can be replayed. */
  seedPrefix?: string;
  /** A game still running after this many moves is a `termination` failure (default 2,000). */
  maxMoves?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Plays seeded random games to the end and checks the engine contract after every move:
 * conservation (every catalogue card once across the views), liveness (someone can move
 * until there is an outcome, nobody after), legal ⇒ accepted, illegal ⇒ refused with
 * IllegalMoveError and the input untouched, applyMove never mutates its input, no hidden
 * card leaks into a view, and the game record replays to the same state. When several seats
 * decide at once (a simultaneous decision) it plays a random one of them, and checks that a
 * committed answer leaks neither into the other seats' views nor into their legal moves. A
 * legal move never names a card its seat cannot see (hidden cards are named by place). Seats
 * that need not decide but have legal moves (anytime moves) are played as well.
 */
export function checkInvariants<S, M extends Move>(
  engine: Engine<S, M>,
  opts: InvariantOptions,
): InvariantReport {
  const report: InvariantReport = { games: 0, moves: 0, failures: [], revealedToOthers: 0, outcomes: {} };
  const rules = viewRules(engine.meta);
  const cards = engine.meta.cards.map((c) => c.id);
  const counts = opts.players.length > 0 ? opts.players : [engine.meta.players.min];
  const variants = opts.variants && opts.variants.length > 0 ? opts.variants : [undefined];
  for (let g = 0; g < opts.games; g++) {
    const players = counts[g % counts.length] as number;
    const variant = variants[Math.floor(g / counts.length) % variants.length];
    const seed = `${opts.seedPrefix ?? "inv-"}${g}`;
    const failures = new GameFailures(report, g, seed);
    const revealed = new Set<string>();
    const result = playGame(
      engine,
      { players, variant, seed, maxMoves: opts.maxMoves ?? 2000, rules, cards },
      failures,
      revealed,
    );
    report.games++;
    report.moves += result.moves;
    report.revealedToOthers += revealed.size;
    const key = outcomeKey(result.winners);
    report.outcomes[key] = (report.outcomes[key] ?? 0) + 1;
    opts.onProgress?.(g + 1, opts.games);
  }
  return report;
}

interface GameSpec {
  players: number;
  variant: string | undefined;
  seed: string;
  maxMoves: number;
  rules: ViewRules;
  cards: string[];
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function playGame<S, M extends Move>(
  engine: Engine<S, M>,
  spec: GameSpec,
  failures: GameFailures,
  revealed: Set<string>,
): { moves: number; winners: number[] | null } {
  let s: S;
  try {
    s = engine.setup({ players: spec.players, seed: spec.seed, variant: spec.variant });
  } catch (e) {
    failures.fail("crash", `setup threw ${errorText(e)}`);
    return { moves: 0, winners: null };
  }
  const record: GameRecord = {
    game: engine.meta.id,
    rulesVersion: engine.meta.rulesVersion,
    seed: spec.seed,
    players: spec.players,
    variant: spec.variant ?? engine.view(s, "spectator").variant,
    options: {},
    moves: [],
  };
  const rng = seedRng(`${spec.seed}/harness`);
  let finished = false;
  try {
    finished = playMoves(engine, spec, s, rng, record, failures, revealed, (next) => {
      s = next;
    });
  } catch (e) {
    failures.fail("crash", `the engine threw ${errorText(e)}`);
  }
  const outcome = finished ? engine.outcome(s) : null;
  if (outcome) checkAfterGameOver(engine, s, record.moves, failures);
  checkReplay(engine, s, record, failures);
  return { moves: record.moves.length, winners: outcome ? outcome.winners : null };
}

/** The move loop; returns whether the game reached an outcome. */
function playMoves<S, M extends Move>(
  engine: Engine<S, M>,
  spec: GameSpec,
  start: S,
  rng: RngState,
  record: GameRecord,
  failures: GameFailures,
  revealed: Set<string>,
  advance: (s: S) => void,
): boolean {
  let s = start;
  for (;;) {
    failures.moveIndex = record.moves.length;
    checkViews(engine, spec.rules, s, spec.players, failures, revealed);
    const outcome = engine.outcome(s);
    const decisions = engine.decisions(s);
    if (outcome) {
      if (decisions.length > 0)
        failures.fail("liveness", `the game is over but seat ${decisions[0]?.seat} must decide`);
      return true;
    }
    if (decisions.length === 0) {
      failures.fail("liveness", "the game is not over but no seat must decide");
      return false;
    }
    const legalBySeat = new Map<number, M[]>();
    const all: M[] = [];
    for (const d of decisions) {
      if (legalBySeat.has(d.seat)) continue;
      const legal = engine.legalMoves(s, d.seat);
      legalBySeat.set(d.seat, legal);
      all.push(...legal);
      if (legal.length === 0)
        failures.fail("liveness", `seat ${d.seat} must decide (${d.rule}) but has no legal move`);
      for (const m of legal) {
        if (m.seat !== d.seat)
          failures.fail("liveness", `legalMoves(s, ${d.seat}) offers a move of seat ${m.seat}`);
      }
      checkMoveIds(engine, s, d.seat, legal, spec.rules.cards, failures);
    }
    // Seats that need not decide may still have moves (anytime moves): they are played too.
    for (let p = 0; p < spec.players; p++) {
      if (legalBySeat.has(p)) continue;
      const extra = engine.legalMoves(s, p);
      if (extra.length === 0) continue;
      legalBySeat.set(p, extra);
      all.push(...extra);
      checkMoveIds(engine, s, p, extra, spec.rules.cards, failures);
    }
    if (all.length === 0) return false;
    if (record.moves.length >= spec.maxMoves) {
      failures.fail("termination", `no outcome after ${spec.maxMoves} moves`);
      return false;
    }
    const before = JSON.stringify(s);
    // The engine may have broken its input; carry on from an intact copy so later checks stay meaningful.
    const restore = (): void => {
      s = JSON.parse(before) as S;
      advance(s);
    };
    tryIllegal(
      engine,
      s,
      before,
      randomIllegalMove(rng, legalBySeat, spec.players, spec.cards),
      failures,
      restore,
    );
    // Several seats may be deciding at once (a simultaneous decision): play a random one of them.
    const movers = [...legalBySeat].filter(([, legal]) => legal.length > 0);
    const [mover, mine] = movers[randomInt(rng, movers.length)] as [number, M[]];
    const chosen = mine[randomInt(rng, mine.length)] as M;
    // A couple of the moves not taken must be accepted too (each costs one applyMove).
    for (let i = 0; i < SAMPLED_OTHERS && all.length > 1; i++) {
      const other = all[randomInt(rng, all.length)] as M;
      if (other !== chosen) tryLegal(engine, s, before, other, failures, restore);
    }
    const next = tryLegal(engine, s, before, chosen, failures, restore);
    if (next === null) return false;
    checkCommitment(engine, s, next, mover, spec.players, failures);
    record.moves.push(chosen);
    s = next;
    advance(s);
  }
}

/**
 * A legal move names only cards its seat can see: every card id among its arguments must be
 * visible in the seat's view (a hidden card is named by its place, as `display[1]@0`).
 */
function checkMoveIds<S, M extends Move>(
  engine: Engine<S, M>,
  s: S,
  seat: number,
  legal: M[],
  catalogue: Set<string>,
  failures: GameFailures,
): void {
  let seen: Set<string> | null = null;
  for (const m of legal) {
    for (const [name, value] of Object.entries(m.args)) {
      if (typeof value !== "string" || !catalogue.has(value)) continue;
      seen ??= visibleIds(engine.view(s, seat));
      if (!seen.has(value)) {
        failures.fail(
          "leak",
          `legalMoves(s, ${seat}) names ${value} (${m.action} ${name}=…), a card seat ${seat} cannot see`,
        );
        return;
      }
    }
  }
}

function visibleIds(view: View): Set<string> {
  const ids = new Set<string>();
  for (const zone of Object.values(view.zones)) {
    eachCard(zone.cards, (card) => {
      const id = cardId(card);
      if (id !== null) ids.add(id);
    });
  }
  return ids;
}

/**
 * When `mover` has just committed an answer to a simultaneous decision still waiting for other
 * seats, no other viewer may learn anything from it: their views are unchanged but for the
 * decisions and who has answered, and the waiting seats' legal moves are the same.
 */
function checkCommitment<S, M extends Move>(
  engine: Engine<S, M>,
  before: S,
  after: S,
  mover: number,
  players: number,
  failures: GameFailures,
): void {
  const answered = (s: S): boolean | null => {
    const c = (engine.view(s, "spectator").commitments ?? []).find((x) => x.seat === mover);
    return c ? c.answered : null;
  };
  if (answered(before) !== false || answered(after) !== true) return;
  const viewers: (number | "spectator")[] = ["spectator"];
  for (let p = 0; p < players; p++) if (p !== mover) viewers.push(p);
  for (const viewer of viewers) {
    const who = viewer === "spectator" ? "the spectator" : `seat ${viewer}`;
    if (
      JSON.stringify(unanswered(engine.view(before, viewer))) !==
      JSON.stringify(unanswered(engine.view(after, viewer)))
    ) {
      failures.fail("leak", `${who}'s view changed when seat ${mover} committed a hidden answer`);
    }
    if (viewer === "spectator") continue;
    if (
      JSON.stringify(engine.legalMoves(before, viewer)) !== JSON.stringify(engine.legalMoves(after, viewer))
    ) {
      failures.fail("leak", `${who}'s legal moves changed when seat ${mover} committed a hidden answer`);
    }
  }
}

/** A view without what a commitment may change: other seats' decisions, who has answered. */
function unanswered(view: View): unknown {
  const { decisions, commitments, ...rest } = view;
  return {
    ...rest,
    decisions: decisions.filter((d) => d.seat === view.viewer),
    commitments: (commitments ?? []).map((c) => ({ seat: c.seat, move: c.move })),
  };
}

function tryLegal<S, M extends Move>(
  engine: Engine<S, M>,
  s: S,
  before: string,
  move: M,
  failures: GameFailures,
  restore: () => void,
): S | null {
  let next: S | null = null;
  try {
    next = engine.applyMove(s, move);
  } catch (e) {
    failures.fail("legal", `legal move "${describeMove(move)}" was refused: ${errorText(e)}`);
  }
  if (JSON.stringify(s) !== before) {
    failures.fail("immutability", `applyMove changed its input state on "${describeMove(move)}"`);
    restore();
  }
  return next;
}

function tryIllegal<S, M extends Move>(
  engine: Engine<S, M>,
  s: S,
  before: string,
  candidate: { kind: string; move: Move } | null,
  failures: GameFailures,
  restore: () => void,
): void {
  if (!candidate) return;
  const what = `${candidate.kind}: "${describeMove(candidate.move)}"`;
  try {
    engine.applyMove(s, candidate.move as M);
    failures.fail("illegal", `illegal move accepted (${what})`);
  } catch (e) {
    if (!(e instanceof IllegalMoveError))
      failures.fail("illegal", `illegal move (${what}) threw ${errorText(e)}, not IllegalMoveError`);
  }
  if (JSON.stringify(s) !== before) {
    failures.fail("immutability", `the state changed after the illegal move (${what})`);
    restore();
  }
}

function checkAfterGameOver<S, M extends Move>(
  engine: Engine<S, M>,
  s: S,
  moves: Move[],
  failures: GameFailures,
): void {
  const last = moves[moves.length - 1];
  if (!last) return;
  failures.moveIndex = moves.length;
  tryIllegal(engine, s, JSON.stringify(s), { kind: "after game over", move: last }, failures, () => {});
}

function checkReplay<S, M extends Move>(
  engine: Engine<S, M>,
  s: S,
  record: GameRecord,
  failures: GameFailures,
): void {
  failures.moveIndex = record.moves.length;
  try {
    // A JSON round trip, as a record saved to a file would be.
    const replayed = engine.replay(JSON.parse(JSON.stringify(record)) as GameRecord);
    if (JSON.stringify(replayed) !== JSON.stringify(s)) {
      failures.fail("replay", `replaying the ${record.moves.length} moves gives a different state`);
    }
  } catch (e) {
    failures.fail("replay", `replay threw ${errorText(e)}`);
  }
}
