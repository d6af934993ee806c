/**
 * Malformed inputs to a generated engine, as plain data: which game, how far a real game is
 * played first, and the attack (a bad move, seat, viewer, setup, position, record, or a state
 * tampered with after a JSON round trip). Values are built from JSON-ish primitives so a failing
 * case prints and replays.
 */
import fc from "fast-check";

/** Values that are the wrong shape or type almost everywhere. */
export const ODD_VALUES: readonly unknown[] = [
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  0,
  1,
  1.5,
  2 ** 31,
  2 ** 53,
  "",
  "0",
  "1",
  "spectator",
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  true,
  false,
  [],
  {},
  [0],
  { length: 1 },
];

export const PROTOTYPE_NAMES: readonly string[] = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
];

export const odd: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ODD_VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

/** An object whose keys may be prototype names. */
const oddRecord: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 6 })), odd), {
    maxLength: 3,
  })
  .map((entries) => {
    const o: Record<string, unknown> = {};
    for (const [k, v] of entries)
      Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    return o;
  });

/** One of the game's names or a prototype name (a game may have no variants, options, …). */
const named = (names: readonly string[]): fc.Arbitrary<string> =>
  fc.constantFrom(...names, ...PROTOTYPE_NAMES);

/** Where in a value an edit lands: a walk of child indexes, each taken modulo the keys there. */
const path = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 5 });

export type StateEdit =
  | { op: "set"; path: number[]; value: unknown }
  | { op: "delete"; path: number[] }
  | { op: "duplicate"; path: number[] }
  | { op: "drop"; path: number[] };

export type Attack =
  | { kind: "move"; move: unknown }
  /** A legal move of the position, then one field changed. */
  | { kind: "bent-move"; which: number; field: "seat" | "action" | "args" | "arg"; value: unknown }
  | { kind: "legalMoves"; seat: unknown }
  | { kind: "view"; viewer: unknown }
  | { kind: "decisions-of"; state: unknown }
  | { kind: "setup"; options: unknown }
  | { kind: "position"; spec: unknown }
  | { kind: "replay"; record: unknown }
  /** The record of the game played so far, then one field changed. */
  | {
      kind: "bent-record";
      field: "game" | "players" | "seed" | "variant" | "options" | "moves" | "move";
      which: number;
      value: unknown;
    }
  | {
      kind: "tamper";
      edits: StateEdit[];
      call: "applyMove" | "legalMoves" | "decisions" | "view" | "outcome" | "playout";
    };

export interface EngineCase {
  game: number;
  seed: number;
  /** Random legal moves played before the attack. */
  warmup: number;
  attack: Attack;
}

function moveArbitrary(
  actionNames: readonly string[],
  paramNames: readonly string[],
  cardIds: readonly string[],
) {
  const action = fc.oneof(named(actionNames), odd);
  const argValue = fc.oneof(
    odd,
    fc.constantFrom(
      ...cardIds.slice(0, 20),
      "deck@0",
      "hand[1]@0",
      "nowhere@99",
      "hand[99]@0",
      "X/0",
      "r0c0",
      "r99c99",
      "r-1c0",
    ),
  );
  const args = fc.oneof(odd, oddRecord, fc.dictionary(named(paramNames), argValue, { maxKeys: 3 }));
  return fc.oneof(
    odd,
    fc.record({ seat: odd, action, args }, { requiredKeys: [] }),
    fc.record({ seat: fc.nat({ max: 5 }), action, args }),
  );
}

const setupOptions = (variants: readonly string[], optionNames: readonly string[]) =>
  fc.oneof(
    odd,
    fc.record(
      {
        players: odd,
        seed: odd,
        variant: fc.oneof(odd, named(variants)),
        options: fc.oneof(odd, oddRecord, fc.dictionary(named(optionNames), odd, { maxKeys: 3 })),
      },
      { requiredKeys: [] },
    ),
    fc.record({
      players: fc.integer({ min: 1, max: 6 }),
      seed: fc.string({ maxLength: 4 }),
      variant: fc.oneof(named(variants), odd),
      options: fc.dictionary(named(optionNames), odd, { maxKeys: 2 }),
    }),
  );

export interface GameShape {
  actions: string[];
  params: string[];
  cards: string[];
  variants: string[];
  options: string[];
  zones: string[];
  vars: string[];
}

export function attackArbitrary(g: GameShape): fc.Arbitrary<Attack> {
  const move = moveArbitrary(
    g.actions,
    g.params.length > 0 ? g.params : ["card"],
    g.cards.length > 0 ? g.cards : ["X"],
  );
  const zoneKey = fc.oneof(named(g.zones), fc.string({ maxLength: 6 }));
  const spec = fc.oneof(
    odd,
    fc.record(
      {
        players: odd,
        variant: fc.oneof(odd, named(g.variants)),
        seed: odd,
        toMove: odd,
        zones: fc.oneof(
          odd,
          fc.dictionary(zoneKey, fc.oneof(odd, fc.array(fc.oneof(named(g.cards), odd), { maxLength: 4 })), {
            maxKeys: 3,
          }),
        ),
        attachments: fc.oneof(odd, oddRecord),
        vars: fc.oneof(
          odd,
          fc.dictionary(fc.oneof(named(g.vars), fc.string({ maxLength: 5 })), odd, { maxKeys: 3 }),
        ),
        known: fc.oneof(odd, oddRecord),
        options: fc.oneof(odd, oddRecord),
      },
      { requiredKeys: [] },
    ),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant("move" as const), move }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant("bent-move" as const),
        which: fc.nat({ max: 1000 }),
        field: fc.constantFrom("seat" as const, "action" as const, "args" as const, "arg" as const),
        value: fc.oneof(odd, named([...g.actions, ...g.cards.slice(0, 10)])),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("legalMoves" as const), seat: odd }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("view" as const), viewer: odd }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("decisions-of" as const), state: odd }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("setup" as const),
        options: setupOptions(g.variants, g.options),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("position" as const), spec }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("replay" as const),
        record: fc.oneof(
          odd,
          fc.record(
            {
              game: odd,
              rulesVersion: odd,
              seed: odd,
              players: odd,
              variant: odd,
              options: odd,
              moves: fc.oneof(odd, fc.array(move, { maxLength: 3 })),
            },
            { requiredKeys: [] },
          ),
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("bent-record" as const),
        field: fc.constantFrom(
          "game" as const,
          "players" as const,
          "seed" as const,
          "variant" as const,
          "options" as const,
          "moves" as const,
          "move" as const,
        ),
        which: fc.nat({ max: 1000 }),
        value: fc.oneof(odd, move),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("tamper" as const),
        edits: fc.array(
          fc.oneof(
            { weight: 3, arbitrary: fc.record({ op: fc.constant("set" as const), path, value: odd }) },
            { weight: 1, arbitrary: fc.record({ op: fc.constant("delete" as const), path }) },
            { weight: 1, arbitrary: fc.record({ op: fc.constant("duplicate" as const), path }) },
            { weight: 1, arbitrary: fc.record({ op: fc.constant("drop" as const), path }) },
          ),
          { minLength: 1, maxLength: 2 },
        ),
        call: fc.constantFrom(
          "applyMove" as const,
          "legalMoves" as const,
          "decisions" as const,
          "view" as const,
          "outcome" as const,
          "playout" as const,
        ),
      }),
    },
  );
}
