import {
  describeMove,
  type Engine,
  type GameOptions,
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
import {
  GameFailures,
  type InvariantFailure,
  type InvariantReport,
  MAX_FAILURES,
  outcomeKey,
} from "./report.js";
import { checkView, type ViewRules, viewRules } from "./views.js";

type Viewer = number | "spectator";

/** Legal moves tried (and discarded) per position besides the one played. */
const SAMPLED_OTHERS = 2;

export interface InvariantOptions {
  games: number;
  /** Player counts, used in turn (game g plays `players[g % players.length]`). */
  players: number[];
  /** Variants, each played with every player count in turn; default the base game only. */
  variants?: string[];
  /** Setup options of every game (`setup({ options })`, and the record's options for the replay). */
  options?: GameOptions;
  /**
   * Option sets, each played with every player count and variant in turn (game g plays set
   * ⌊g / (players × variants)⌋ mod sets), laid over `options`. Default: `options` alone.
   */
  optionSets?: GameOptions[];
  /** Game g is seeded `${seedPrefix}${g}` (default "inv-"), so a failure can be replayed. */
  seedPrefix?: string;
  /** A game still running after this many moves is a `termination` failure (default 2,000). */
  maxMoves?: number;
  /**
   * The share of positions (0–1, seeded per game) where every seat's view is checked for leaks
   * and conservation. At every other position the spectator's view and the views of the seats
   * with legal moves are checked; the final position and both sides of a committed hidden answer
   * always check every view. Default 1 (every view of every position).
   */
  viewSample?: number;
  /**
   * The share of moves (0–1, seeded) that may be an `anytime` move (`meta.actions[i].anytime`);
   * the other moves are a deciding seat's moves of its decision. A game where anytime moves end
   * it (conceding) would otherwise end within a few moves. Every position still has its anytime
   * moves listed and checked (legal ⇒ accepted on a sample of the moves not taken). Default 1.
   */
  anytimeShare?: number;
  onProgress?: (done: number, total: number) => void;
}

/** The setup of game g of a run: its players, variant, options and seed. */
export interface GamePlan {
  index: number;
  players: number;
  variant: string | undefined;
  options: GameOptions;
  seed: string;
}

/** What game g of a run plays (`checkInvariants` plays games 0 … games − 1). */
export function planGame(opts: InvariantOptions, g: number): GamePlan {
  const counts = opts.players.length > 0 ? opts.players : [];
  const variants = opts.variants && opts.variants.length > 0 ? opts.variants : [undefined];
  const sets = opts.optionSets && opts.optionSets.length > 0 ? opts.optionSets : [{}];
  const nCounts = Math.max(1, counts.length);
  return {
    index: g,
    players: counts[g % nCounts] ?? 0,
    variant: variants[Math.floor(g / nCounts) % variants.length],
    options: { ...opts.options, ...sets[Math.floor(g / (nCounts * variants.length)) % sets.length] },
    seed: `${opts.seedPrefix ?? "inv-"}${g}`,
  };
}

/** One game's findings, folded into an `InvariantReport` by `addGame`. */
export interface GameResult {
  index: number;
  moves: number;
  winners: number[] | null;
  /** Distinct (viewing seat, card) pairs where a seat saw another seat's owner-only card. */
  revealed: number;
  /** At most one per check. */
  failures: InvariantFailure[];
}

export function emptyReport(): InvariantReport {
  return { games: 0, moves: 0, failures: [], revealedToOthers: 0, outcomes: {} };
}

/** Adds one game's result to a report (call in game order for a deterministic report). */
export function addGame(report: InvariantReport, result: GameResult): void {
  report.games++;
  report.moves += result.moves;
  report.revealedToOthers += result.revealed;
  const key = outcomeKey(result.winners);
  report.outcomes[key] = (report.outcomes[key] ?? 0) + 1;
  for (const f of result.failures) if (report.failures.length < MAX_FAILURES) report.failures.push(f);
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
  const report = emptyReport();
  const checker = gameChecker(engine, opts);
  for (let g = 0; g < opts.games; g++) {
    addGame(report, checker(g));
    opts.onProgress?.(g + 1, opts.games);
  }
  return report;
}

/** Checks game g of a run (the same game `checkInvariants` plays as its game g). */
export function gameChecker<S, M extends Move>(
  engine: Engine<S, M>,
  opts: InvariantOptions,
): (g: number) => GameResult {
  const rules = viewRules(engine.meta);
  const cards = engine.meta.cards.map((c) => c.id);
  const run: InvariantOptions =
    opts.players.length > 0 ? opts : { ...opts, players: [engine.meta.players.min] };
  return (g) => {
    const plan = planGame(run, g);
    const failures = new GameFailures(g, plan.seed);
    const revealed = new Set<string>();
    const spec: GameSpec = {
      ...plan,
      maxMoves: opts.maxMoves ?? 2000,
      viewSample: opts.viewSample ?? 1,
      anytimeShare: opts.anytimeShare ?? 1,
      anytime: new Set(engine.meta.actions.filter((a) => a.anytime).map((a) => a.name)),
      rules,
      cards,
    };
    const result = playGame(engine, spec, failures, revealed);
    return { index: g, ...result, revealed: revealed.size, failures: failures.list };
  };
}

interface GameSpec extends GamePlan {
  maxMoves: number;
  viewSample: number;
  anytimeShare: number;
  anytime: ReadonlySet<string>;
  rules: ViewRules;
  cards: string[];
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/**
 * One state and what the checks ask of it — views, legal moves and their serialisations — each
 * computed once however many checks ask for it (a commitment check compares a state with the next
 * one, which is the next position's state).
 */
class Views<S, M extends Move> {
  private readonly views = new Map<Viewer, View>();
  private readonly scanned = new Set<Viewer>();
  private readonly legals = new Map<number, M[]>();
  private readonly texts = new Map<string, string>();

  constructor(
    private readonly engine: Engine<S, M>,
    readonly state: S,
  ) {}

  get(viewer: Viewer): View {
    let v = this.views.get(viewer);
    if (v === undefined) {
      v = this.engine.view(this.state, viewer);
      this.views.set(viewer, v);
    }
    return v;
  }

  legal(seat: number): M[] {
    let moves = this.legals.get(seat);
    if (moves === undefined) {
      moves = this.engine.legalMoves(this.state, seat);
      this.legals.set(seat, moves);
    }
    return moves;
  }

  /** A serialisation, made once per key. */
  text(key: string, make: () => unknown): string {
    let t = this.texts.get(key);
    if (t === undefined) {
      t = JSON.stringify(make());
      this.texts.set(key, t);
    }
    return t;
  }

  /** Checks the given viewers' views, and every view already computed, once each. */
  check(viewers: Iterable<Viewer>, rules: ViewRules, failures: GameFailures, revealed: Set<string>): void {
    for (const viewer of viewers) this.get(viewer);
    for (const [viewer, view] of this.views) {
      if (this.scanned.has(viewer)) continue;
      this.scanned.add(viewer);
      checkView(view, rules, failures, revealed);
    }
  }
}

function allViewers(players: number): Viewer[] {
  const viewers: Viewer[] = ["spectator"];
  for (let p = 0; p < players; p++) viewers.push(p);
  return viewers;
}

function playGame<S, M extends Move>(
  engine: Engine<S, M>,
  spec: GameSpec,
  failures: GameFailures,
  revealed: Set<string>,
): { moves: number; winners: number[] | null } {
  let s: S;
  try {
    s = engine.setup({
      players: spec.players,
      seed: spec.seed,
      variant: spec.variant,
      options: spec.options,
    });
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
    options: spec.options,
    moves: [],
  };
  const rng = seedRng(`${spec.seed}/harness`);
  const viewRng = seedRng(`${spec.seed}/views`);
  let finished = false;
  try {
    finished = playMoves(engine, spec, s, rng, viewRng, record, failures, revealed, (next) => {
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

/** A move to try on a position: a random illegal one, a legal one not taken, the one played. */
interface Try<M extends Move> {
  illegal?: string;
  move: M;
}

/** The move loop; returns whether the game reached an outcome. */
function playMoves<S, M extends Move>(
  engine: Engine<S, M>,
  spec: GameSpec,
  start: S,
  rng: RngState,
  viewRng: RngState,
  record: GameRecord,
  failures: GameFailures,
  revealed: Set<string>,
  advance: (s: S) => void,
): boolean {
  let s = start;
  let views = new Views(engine, s);
  const everyone = allViewers(spec.players);
  for (;;) {
    failures.moveIndex = record.moves.length;
    const outcome = engine.outcome(s);
    const decisions = engine.decisions(s);
    if (outcome) {
      views.check(everyone, spec.rules, failures, revealed);
      if (decisions.length > 0)
        failures.fail("liveness", `the game is over but seat ${decisions[0]?.seat} must decide`);
      return true;
    }
    if (decisions.length === 0) {
      views.check(everyone, spec.rules, failures, revealed);
      failures.fail("liveness", "the game is not over but no seat must decide");
      return false;
    }
    const legalBySeat = new Map<number, M[]>();
    const all: M[] = [];
    for (const d of decisions) {
      if (legalBySeat.has(d.seat)) continue;
      const legal = views.legal(d.seat);
      legalBySeat.set(d.seat, legal);
      all.push(...legal);
      if (legal.length === 0)
        failures.fail("liveness", `seat ${d.seat} must decide (${d.rule}) but has no legal move`);
      for (const m of legal) {
        if (m.seat !== d.seat)
          failures.fail("liveness", `legalMoves(s, ${d.seat}) offers a move of seat ${m.seat}`);
      }
      checkMoveIds(views, d.seat, legal, spec.rules.cards, failures);
    }
    // Seats that need not decide may still have moves (anytime moves): they are played too.
    for (let p = 0; p < spec.players; p++) {
      if (legalBySeat.has(p)) continue;
      const extra = views.legal(p);
      if (extra.length === 0) continue;
      legalBySeat.set(p, extra);
      all.push(...extra);
      checkMoveIds(views, p, extra, spec.rules.cards, failures);
    }
    // The spectator and the seats that may move every time; every seat on a sample of positions.
    const sampled = spec.viewSample >= 1 || randomInt(viewRng, 1_000_000) < spec.viewSample * 1_000_000;
    views.check(sampled ? everyone : ["spectator", ...legalBySeat.keys()], spec.rules, failures, revealed);
    if (all.length === 0) return false;
    if (record.moves.length >= spec.maxMoves) {
      failures.fail("termination", `no outcome after ${spec.maxMoves} moves`);
      return false;
    }
    const tries: Try<M>[] = [];
    const illegal = randomIllegalMove(rng, legalBySeat, spec.players, spec.cards);
    if (illegal) tries.push({ illegal: illegal.kind, move: illegal.move as M });
    // Several seats may be deciding at once (a simultaneous decision): play a random one of them.
    let movers = [...legalBySeat].filter(([, legal]) => legal.length > 0);
    if (spec.anytimeShare < 1 && randomInt(rng, 1_000_000) >= spec.anytimeShare * 1_000_000) {
      // This move is a decision's move: anytime moves left out, whenever a decision has others.
      const deciding = movers
        .map(([seat, legal]): [number, M[]] => [seat, legal.filter((m) => !spec.anytime.has(m.action))])
        .filter(([, legal]) => legal.length > 0);
      if (deciding.length > 0) movers = deciding;
    }
    const [mover, mine] = movers[randomInt(rng, movers.length)] as [number, M[]];
    const chosen = mine[randomInt(rng, mine.length)] as M;
    // A couple of the moves not taken must be accepted too (each costs one applyMove).
    for (let i = 0; i < SAMPLED_OTHERS && all.length > 1; i++) {
      const other = all[randomInt(rng, all.length)] as M;
      if (other !== chosen) tries.push({ move: other });
    }
    tries.push({ move: chosen });
    const next = tryMoves(engine, s, tries, failures, (intact) => {
      s = intact;
      advance(s);
    });
    if (next === null) return false;
    const after = new Views(engine, next);
    checkCommitment(views, after, mover, everyone, failures);
    // The views the commitment check added are checked too (those of `after` at the next position).
    views.check([], spec.rules, failures, revealed);
    record.moves.push(chosen);
    s = next;
    views = after;
    advance(s);
  }
}

/**
 * Applies each try to `s` (the last one is the move played) and returns the state after the
 * last, or null if it was refused. The input is serialised once before and once after all of
 * them; only when it changed are the tries run again one by one, each checked on its own, to say
 * which of them broke it (the state is restored from the copy after each).
 */
function tryMoves<S, M extends Move>(
  engine: Engine<S, M>,
  s: S,
  tries: Try<M>[],
  failures: GameFailures,
  restore: (intact: S) => void,
): S | null {
  const before = JSON.stringify(s);
  const found = new GameFailures(failures.game, failures.seed);
  found.moveIndex = failures.moveIndex;
  let next: S | null = null;
  for (const t of tries)
    next =
      t.illegal === undefined
        ? tryLegal(engine, s, t.move, found)
        : tryIllegal(engine, s, t.illegal, t.move, found);
  if (JSON.stringify(s) === before) {
    for (const f of found.list) failures.fail(f.check, f.detail);
    return next;
  }
  // Something changed the input: find out what, from an intact copy each time.
  let current = JSON.parse(before) as S;
  restore(current);
  let blamed = false;
  for (const t of tries) {
    next =
      t.illegal === undefined
        ? tryLegal(engine, current, t.move, failures)
        : tryIllegal(engine, current, t.illegal, t.move, failures);
    if (JSON.stringify(current) !== before) {
      failures.fail(
        "immutability",
        t.illegal === undefined
          ? `applyMove changed its input state on "${describeMove(t.move)}"`
          : `the state changed after the illegal move (${t.illegal}: "${describeMove(t.move)}")`,
      );
      blamed = true;
      current = JSON.parse(before) as S;
      restore(current);
    }
  }
  if (!blamed) failures.fail("immutability", "applyMove changed its input state (not again when retried)");
  return next;
}

/**
 * A legal move names only cards its seat can see: every card id among its arguments must be
 * visible in the seat's view (a hidden card is named by its place, as `display[1]@0`).
 */
function checkMoveIds<S, M extends Move>(
  views: Views<S, M>,
  seat: number,
  legal: M[],
  catalogue: Set<string>,
  failures: GameFailures,
): void {
  let seen: Set<string> | null = null;
  for (const m of legal) {
    for (const [name, value] of Object.entries(m.args)) {
      if (typeof value !== "string" || !catalogue.has(value)) continue;
      seen ??= visibleIds(views.get(seat));
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
  before: Views<S, M>,
  after: Views<S, M>,
  mover: number,
  everyone: Viewer[],
  failures: GameFailures,
): void {
  const answered = (views: Views<S, M>): boolean | null => {
    const c = (views.get("spectator").commitments ?? []).find((x) => x.seat === mover);
    return c ? c.answered : null;
  };
  if (answered(before) !== false || answered(after) !== true) return;
  for (const viewer of everyone) {
    if (viewer === mover) continue;
    const who = viewer === "spectator" ? "the spectator" : `seat ${viewer}`;
    if (JSON.stringify(unanswered(before.get(viewer))) !== JSON.stringify(unanswered(after.get(viewer)))) {
      failures.fail("leak", `${who}'s view changed when seat ${mover} committed a hidden answer`);
    }
    if (viewer === "spectator") continue;
    const moves = `legal ${viewer}`;
    if (before.text(moves, () => before.legal(viewer)) !== after.text(moves, () => after.legal(viewer))) {
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

/** Plays a legal move: it must be accepted. Returns the next state, or null if refused. */
function tryLegal<S, M extends Move>(engine: Engine<S, M>, s: S, move: M, failures: GameFailures): S | null {
  try {
    return engine.applyMove(s, move);
  } catch (e) {
    failures.fail("legal", `legal move "${describeMove(move)}" was refused: ${errorText(e)}`);
    return null;
  }
}

/** Plays a move no rule allows: it must be refused with an IllegalMoveError. Returns null. */
function tryIllegal<S, M extends Move>(
  engine: Engine<S, M>,
  s: S,
  kind: string,
  move: M,
  failures: GameFailures,
): null {
  const what = (): string => `${kind}: "${describeMove(move)}"`;
  // The refusal is expected and its stack never read: not capturing one halves its cost.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    engine.applyMove(s, move);
    failures.fail("illegal", `illegal move accepted (${what()})`);
  } catch (e) {
    if (!(e instanceof IllegalMoveError))
      failures.fail("illegal", `illegal move (${what()}) threw ${errorText(e)}, not IllegalMoveError`);
  } finally {
    Error.stackTraceLimit = limit;
  }
  return null;
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
  tryMoves(engine, s, [{ illegal: "after game over", move: last as M }], failures, () => {});
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
