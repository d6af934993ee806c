/** One malformed input against one engine, classified by what the engine did with it. */
import {
  type Engine,
  type GameRecord,
  type Move,
  randomInt,
  type SetupOptions,
  seedRng,
} from "@ludic/runtime";
import fc from "fast-check";
import { describeError, errorSite, isTypedError, type RunResult } from "../outcome.js";
import { ENGINES } from "./engines.js";
import { type Attack, attackArbitrary, type EngineCase, type GameShape, type StateEdit } from "./inputs.js";

/** The first variant and its fewest seats: a setup every engine accepts. */
export function firstSetup(engine: Engine, seed: string): SetupOptions {
  const v = engine.meta.variants[0];
  return { players: (v?.players ?? engine.meta.players).min, seed, ...(v ? { variant: v.id } : {}) };
}

function shapeOf(engine: Engine): GameShape {
  const m = engine.meta;
  const st = engine.setup(firstSetup(engine, "shape"));
  const vars = Object.keys(engine.view(st, "spectator").vars);
  return {
    actions: m.actions.map((a) => a.name),
    params: [...new Set(m.actions.flatMap((a) => a.params.map((p) => p.name)))],
    cards: m.cards.map((c) => c.id),
    variants: m.variants.map((v) => v.id),
    options: m.options.map((o) => o.name),
    zones: Object.keys(engine.view(st, "spectator").zones),
    vars,
  };
}

let shapes: GameShape[] | null = null;

/**
 * Few distinct positions (seeds × warm-up lengths per game), each played once per thread and
 * copied for every attack on it: the attacks vary, the positions need not.
 */
const POSITION_SEEDS = 4;
const MAX_WARMUP = 16;
const games = new Map<string, { states: { state: unknown; moves: number }[]; record: GameRecord }>();

export function engineCaseArbitrary(): fc.Arbitrary<EngineCase> {
  shapes ??= ENGINES.map(shapeOf);
  const all = shapes;
  return fc.nat({ max: ENGINES.length - 1 }).chain((game) =>
    fc.record({
      game: fc.constant(game),
      seed: fc.nat({ max: POSITION_SEEDS - 1 }),
      warmup: fc.nat({ max: MAX_WARMUP }),
      attack: attackArbitrary(all[game]!),
    }),
  );
}

interface Played<S> {
  state: S;
  record: GameRecord;
}

/**
 * The position after `warmup` random legal moves from a setup with the fewest seats (fewer
 * moves if the game ends first). Each game is played once per (game, seed) and thread, keeping
 * every position on the way: the attacks vary, the positions need not.
 */
function playSome(engine: Engine, c: EngineCase): Played<unknown> {
  const key = `${c.game}:${c.seed}`;
  let line = games.get(key);
  if (!line) {
    line = playLine(engine, c.seed);
    games.set(key, line);
  }
  const at = line.states[Math.min(c.warmup, line.states.length - 1)]!;
  return structuredClone({
    state: at.state,
    record: { ...line.record, moves: line.record.moves.slice(0, at.moves) },
  });
}

function playLine(
  engine: Engine,
  seedIndex: number,
): { states: { state: unknown; moves: number }[]; record: GameRecord } {
  const seed = `fuzz-${seedIndex}`;
  const options = firstSetup(engine, seed);
  let state = engine.setup(options);
  const states = [{ state, moves: 0 }];
  const moves: Move[] = [];
  const rng = seedRng(seed);
  for (let n = 0; n < MAX_WARMUP && engine.outcome(state) === null; n++) {
    const d = engine.decisions(state);
    if (d.length === 0) break;
    const legal = engine.legalMoves(state, d[randomInt(rng, d.length)]!.seat);
    if (legal.length === 0) break;
    const move = legal[randomInt(rng, legal.length)]!;
    state = engine.applyMove(state, move);
    moves.push(move);
    states.push({ state, moves: moves.length });
  }
  const record: GameRecord = {
    game: engine.meta.id,
    rulesVersion: engine.meta.rulesVersion,
    seed,
    players: options.players,
    variant: options.variant ?? "",
    options: {},
    moves,
  };
  return { states, record };
}

type Container = Record<string | number, unknown>;

/** Follows `path` (child indexes modulo each level's keys) to a parent and one of its keys. */
function locate(root: unknown, path: readonly number[]): { parent: Container; key: string | number } | null {
  let parent: unknown = root;
  let found: { parent: Container; key: string | number } | null = null;
  for (const step of path) {
    if (parent === null || typeof parent !== "object") break;
    const keys = Array.isArray(parent) ? parent.map((_, i) => i) : Object.keys(parent);
    if (keys.length === 0) break;
    const key = keys[step % keys.length]!;
    found = { parent: parent as Container, key };
    parent = (parent as Container)[key];
  }
  return found;
}

export function tamper(state: unknown, edits: readonly StateEdit[]): unknown {
  const copy = JSON.parse(JSON.stringify(state)) as unknown;
  for (const e of edits) {
    const at = locate(copy, e.path);
    if (!at) continue;
    const { parent, key } = at;
    const value = parent[key];
    if (e.op === "set") parent[key] = e.value;
    else if (e.op === "delete") {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (Array.isArray(value) && value.length > 0) {
      if (e.op === "duplicate") value.push(structuredClone(value[0]));
      else value.pop();
    } else if (e.op === "duplicate" && Array.isArray(parent)) parent.push(structuredClone(value));
  }
  return copy;
}

function bend(value: unknown, field: string, replacement: unknown, which: number): unknown {
  const copy = structuredClone(value) as Container;
  if (field === "arg") {
    const args = copy.args as Container | undefined;
    const keys = args ? Object.keys(args) : [];
    if (args && keys.length > 0) args[keys[which % keys.length]!] = replacement;
    else copy.args = { card: replacement };
  } else copy[field] = replacement;
  return copy;
}

function bentRecord(record: GameRecord, a: Extract<Attack, { kind: "bent-record" }>): unknown {
  const copy = structuredClone(record) as unknown as Container;
  if (a.field === "move") {
    if (record.moves.length === 0) copy.moves = [a.value];
    else (copy.moves as unknown[])[a.which % record.moves.length] = a.value;
  } else copy[a.field] = a.value;
  return copy;
}

/** The call an attack makes, and the inputs whose JSON must be the same after it. */
function prepare(engine: Engine, c: EngineCase): { call: () => unknown; inputs: unknown[]; label: string } {
  const { state, record } = playSome(engine, c);
  const a = c.attack;
  const e = engine as unknown as Record<string, (...args: unknown[]) => unknown>;
  switch (a.kind) {
    case "move":
      return {
        label: "applyMove(malformed move)",
        inputs: [state, a.move],
        call: () => e.applyMove!(state, a.move),
      };
    case "bent-move": {
      const decisions = engine.decisions(state);
      const seat = decisions[0]?.seat ?? 0;
      const legal = decisions.length > 0 ? engine.legalMoves(state, seat) : [];
      const base = legal[a.which % Math.max(1, legal.length)] ?? { seat, action: "pass", args: {} };
      const move = bend(base, a.field, a.value, a.which);
      return {
        label: `applyMove(legal move, ${a.field} changed)`,
        inputs: [state, move],
        call: () => e.applyMove!(state, move),
      };
    }
    case "legalMoves":
      return { label: "legalMoves(bad seat)", inputs: [state], call: () => e.legalMoves!(state, a.seat) };
    case "view":
      return { label: "view(bad viewer)", inputs: [state], call: () => e.view!(state, a.viewer) };
    case "decisions-of":
      return { label: "decisions(not a state)", inputs: [a.state], call: () => e.decisions!(a.state) };
    case "setup":
      return { label: "setup(bad options)", inputs: [a.options], call: () => e.setup!(a.options) };
    case "position":
      return { label: "position(bad spec)", inputs: [a.spec], call: () => e.position!(a.spec) };
    case "replay":
      return { label: "replay(malformed record)", inputs: [a.record], call: () => e.replay!(a.record) };
    case "bent-record": {
      const bad = bentRecord(record, a);
      return { label: `replay(record, ${a.field} changed)`, inputs: [bad], call: () => e.replay!(bad) };
    }
    case "tamper": {
      const bad = tamper(state, a.edits);
      const decisions = engine.decisions(state);
      const seat = decisions[0]?.seat ?? 0;
      const move = decisions.length > 0 ? engine.legalMoves(state, seat)[0] : undefined;
      const calls: Record<typeof a.call, () => unknown> = {
        applyMove: () => e.applyMove!(bad, move ?? { seat, action: "pass", args: {} }),
        legalMoves: () => e.legalMoves!(bad, seat),
        decisions: () => e.decisions!(bad),
        view: () => e.view!(bad, seat),
        outcome: () => e.outcome!(bad),
        playout: () => e.playout!(bad, (n: number) => n - 1, 50),
      };
      return { label: `${a.call}(tampered state)`, inputs: [bad, move], call: calls[a.call] };
    }
  }
}

function snapshot(values: unknown[]): string {
  return JSON.stringify(values, (_k, v) => (v === undefined ? "<undefined>" : Number.isNaN(v) ? "<NaN>" : v));
}

export function runEngineCase(c: EngineCase): RunResult & { label: string; game: string } {
  const engine = ENGINES[c.game]!;
  const game = engine.meta.id;
  const { call, inputs, label } = prepare(engine, c);
  const before = snapshot(inputs);
  let result: RunResult;
  try {
    call();
    result = { outcome: "accepted" };
  } catch (e) {
    result = isTypedError(e)
      ? { outcome: "refused-with-typed-error" }
      : { outcome: "threw", detail: `${describeError(e)} at ${errorSite(e)}` };
  }
  if (result.outcome !== "threw" && snapshot(inputs) !== before)
    result = { outcome: "side-effect", detail: `${label} changed its input` };
  return { ...result, label, game };
}
