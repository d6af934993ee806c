/**
 * The engine boundary (docs/engine-api.md "What the engine checks"), over every generated engine:
 * each class of malformed input to each contract function is refused with the contract's typed
 * error — InvalidSetupError for setup/position/replay, IllegalMoveError for moves, seats and
 * viewers, InvalidStateError for a state that fails an integrity check — never a TypeError or a
 * hang, and the input is left unchanged. A state that went through JSON untouched is accepted.
 */
import {
  IllegalMoveError,
  InvalidSetupError,
  InvalidStateError,
  LudicError,
  type Move,
  randomInt,
  seedRng,
} from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { type AnyEngine, ENGINES } from "./games.js";

type ErrorClass = typeof InvalidSetupError | typeof IllegalMoveError | typeof InvalidStateError;
type Json = ReturnType<typeof JSON.parse>;

const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype"];
const PROTOTYPE_BEFORE = Object.getOwnPropertyNames(Object.prototype).sort();
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));
/** An object with an own `__proto__` key, as JSON.parse makes one (a literal would set the prototype). */
const withProto = (value: unknown): Record<string, unknown> =>
  JSON.parse(`{"__proto__": ${JSON.stringify(value)}}`);

/**
 * Calls `f` on `input` and says what is wrong: it did not throw `expected`, or it changed the
 * input. Null when the call was refused as it should be.
 */
function refusalProblem(
  label: string,
  expected: ErrorClass,
  input: unknown,
  f: () => unknown,
): string | null {
  const before = JSON.stringify(input);
  let problem: string | null = `${label}: accepted`;
  try {
    f();
  } catch (e) {
    if (e instanceof expected) problem = null;
    else if (e instanceof LudicError)
      problem = `${label}: ${e.name} (${e.code}) instead of ${expected.name}: ${e.message}`;
    else problem = `${label}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  }
  if (JSON.stringify(input) !== before) return `${label}: the input was changed`;
  return problem;
}

/** Seeded random games of every variant at its fewest players: the states met on the way. */
function sampleStates(e: AnyEngine, perVariant: number): Json[] {
  const out: Json[] = [];
  const rng = seedRng(`boundary-${e.meta.id}`);
  for (const variant of e.meta.variants) {
    const players = (variant.players ?? e.meta.players).min;
    let st = e.setup({ players, seed: `boundary-${variant.id}`, variant: variant.id });
    const every = 7;
    for (let i = 0; out.length < perVariant * (e.meta.variants.indexOf(variant) + 1) && i < 2000; i++) {
      if (i % every === 0) out.push(st);
      const d = e.decisions(st)[0];
      if (d === undefined) break;
      const legal = e.legalMoves(st, d.seat);
      st = e.applyMove(st, legal[randomInt(rng, legal.length)] as Move);
    }
    out.push(st);
  }
  return out;
}

/** A game's legal move with arguments, at the first sampled state that has one. */
function moveWithArgs(e: AnyEngine, states: Json[]): { st: Json; move: Move } | null {
  for (const st of states) {
    for (const d of e.decisions(st)) {
      const move = e.legalMoves(st, d.seat).find((m) => Object.keys(m.args).length > 0);
      if (move) return { st, move };
    }
  }
  return null;
}

/** Ways to tamper with a state (a JSON copy), each one an integrity check must catch. */
function tamperings(st: Json): [string, Json][] {
  const out: [string, Json][] = [];
  const add = (name: string, change: (s: Json) => unknown): void => {
    const s = copy(st);
    const replaced = change(s);
    out.push([name, replaced === undefined ? s : replaced]);
  };
  for (const bad of [null, 5, "state", [], {}]) add(`the state is ${JSON.stringify(bad)}`, () => bad);
  add("zero seats", (s) => {
    s.n = 0;
  });
  add("99 seats", (s) => {
    s.n = 99;
  });
  add("seats as a string", (s) => {
    s.n = String(s.n);
  });
  add("an unknown variant", (s) => {
    s.v = 99;
  });
  add("a bad random state", (s) => {
    s.rng = [1, 2];
  });
  add("a seed that is no string", (s) => {
    s.seed = 5;
  });
  add("options that are not the game's", (s) => {
    s.o = { ...s.o, bogus: 1 };
  });
  add("no options", (s) => {
    s.o = null;
  });
  add("no zones", (s) => {
    s.z = null;
  });
  add("a zone that is no list", (s) => {
    s.z[0] = "cards";
  });
  add("no variables", (s) => {
    s.g = null;
  });
  add("a variable too many", (s) => {
    s.g.bogus = 1;
  });
  add("a variable named __proto__", (s) => {
    s.g = { ...withProto(1), ...s.g };
  });
  add("a variable named constructor", (s) => {
    s.g.constructor = 1;
  });
  const names = Object.keys(st.g ?? {});
  if (names.length > 0) {
    add("a variable missing", (s) => {
      delete s.g[names[0] as string];
    });
    add("a variable of the wrong shape", (s) => {
      s.g[names[0] as string] = { nested: true };
    });
  }
  if (st.loc.length > 0) {
    const zone = st.z.findIndex((cards: number[]) => cards.length > 0);
    const other = zone === 0 ? 1 : 0;
    add("a card in two places", (s) => {
      s.z[other].push(s.z[zone][0]);
    });
    add("a card removed", (s) => {
      s.z[zone].shift();
    });
    add("a card that does not exist", (s) => {
      s.z[zone].push(s.loc.length);
    });
    add("a card's place misrecorded", (s) => {
      s.loc[s.z[zone][0]] = other;
    });
    add("a card attached to itself", (s) => {
      const c = s.z[zone].shift();
      // Zone z.length + c is card c's attachments, a[c].
      s.a[c].push(c);
      s.loc[c] = s.z.length + c;
    });
    add("knowledge of seats not at the table", (s) => {
      s.kn[0] = -1;
    });
  }
  if (st.stack.length > 0) {
    const top = (s: Json): Json => s.stack[s.stack.length - 1];
    add("a top frame naming an unknown rule", (s) => {
      top(s).p = 999;
    });
    add("a top frame naming rule -1", (s) => {
      top(s).p = -1;
    });
    add("a frame of rule '0'", (s) => {
      top(s).p = String(top(s).p);
    });
    add("a frame resuming nowhere", (s) => {
      top(s).pc = 9999;
    });
    add("a frame that is no object", (s) => {
      s.stack[s.stack.length - 1] = null;
    });
    add("a frame with a local too many", (s) => {
      top(s).constructor = 1;
    });
    const locals = Object.keys(st.stack[st.stack.length - 1]).filter((k) => k !== "p" && k !== "pc");
    if (locals.length > 0) {
      add("a frame with a local missing", (s) => {
        delete top(s)[locals[0] as string];
      });
      add("a frame local of the wrong shape", (s) => {
        top(s)[locals[0] as string] = { nested: true };
      });
    }
    add("no stack", (s) => {
      s.stack = {};
    });
  }
  if (st.pend !== null) {
    add("a decision at an unknown site", (s) => {
      s.pend.site = 999;
    });
    add("a decision of seat 99", (s) => {
      s.pend.seat = 99;
    });
    add("no decision, the game not over", (s) => {
      s.pend = null;
    });
    add("an outcome that is no outcome", (s) => {
      s.out = "won";
    });
  }
  add("a log that is no list", (s) => {
    s.log = null;
  });
  add("a negative move count", (s) => {
    s.moves = -1;
  });
  add("a return value that is an object", (s) => {
    s.ret = { x: 1 };
  });
  add("a complete rule beyond the stack", (s) => {
    s.cr = 99;
  });
  return out;
}

for (const [game, e] of Object.entries(ENGINES)) {
  describe(`${game}: the engine boundary`, () => {
    const states = sampleStates(e, 4);
    const variant = e.meta.variants[0]?.id ?? "";
    const players = (e.meta.variants[0]?.players ?? e.meta.players).min;

    it("accepts its own states after JSON", () => {
      for (const st of states) {
        const back = copy(st);
        expect(e.decisions(back)).toEqual(e.decisions(st));
        expect(e.view(back, 0)).toEqual(e.view(st, 0));
        expect(e.outcome(back)).toEqual(e.outcome(st));
      }
    });

    it("refuses malformed setup options with InvalidSetupError", () => {
      const cases: [string, unknown][] = [
        ...[null, undefined, 5, "setup", [], {}].map((o): [string, unknown] => [
          JSON.stringify(o) ?? "undefined",
          o,
        ]),
        ...[undefined, 0, -1, 1.5, "2", 2 ** 31, Number.NaN, null, {}].map((p): [string, unknown] => [
          `players ${String(p)}`,
          { players: p, seed: "s", variant },
        ]),
        ...[undefined, 5, null, {}, []].map((seed): [string, unknown] => [
          `seed ${JSON.stringify(seed)}`,
          { players, seed, variant },
        ]),
        ...[5, "no-such-variant", ...PROTOTYPE_NAMES].map((v): [string, unknown] => [
          `variant ${v}`,
          { players, seed: "s", variant: v },
        ]),
        ...[null, [], "x", 5, { bogus: 1 }, ...PROTOTYPE_NAMES.map((n) => ({ [n]: 1 })), withProto(1)].map(
          (options): [string, unknown] => [
            `options ${JSON.stringify(options)}`,
            { players, seed: "s", variant, options },
          ],
        ),
        ["an unknown field", { players, seed: "s", variant, bogus: true }],
      ];
      const problems = cases.map(([label, o]) =>
        refusalProblem(`setup(${label})`, InvalidSetupError, o, () => e.setup(o as never)),
      );
      expect(problems.filter((p) => p !== null)).toEqual([]);
    });

    it("refuses malformed positions with InvalidSetupError", () => {
      const card = e.meta.cards[0]?.id ?? "9H";
      const zone = e.meta.zones[0]?.name ?? "deck";
      const base = { players, variant };
      const cases: [string, unknown][] = [
        ...[null, undefined, 5, "position", []].map((s): [string, unknown] => [
          JSON.stringify(s) ?? "undefined",
          s,
        ]),
        ...[null, [], "x", { [zone]: "x" }, { [zone]: [1] }, { [zone]: null }, { nowhere: [] }].map(
          (zones): [string, unknown] => [`zones ${JSON.stringify(zones)}`, { ...base, zones }],
        ),
        ...PROTOTYPE_NAMES.map((n): [string, unknown] => [`zone ${n}`, { ...base, zones: { [n]: [] } }]),
        ["zone __proto__ (JSON)", { ...base, zones: withProto([]) }],
        ["a card listed twice", { ...base, zones: { [zone]: [card, card] } }],
        ...["NO-SUCH-CARD", ...PROTOTYPE_NAMES].map((id): [string, unknown] => [
          `card ${id}`,
          { ...base, zones: { [zone]: [id] } },
        ]),
        ...[
          null,
          [],
          "x",
          { bogus: 1 },
          { x: {} },
          { x: [] },
          ...PROTOTYPE_NAMES.map((n) => ({ [n]: 1 })),
        ].map((vars): [string, unknown] => [`vars ${JSON.stringify(vars)}`, { ...base, zones: {}, vars }]),
        ["vars __proto__ (JSON)", { ...base, zones: {}, vars: withProto(1) }],
        ...[{ x: [] }, { 0: "x" }, { 0: [1] }, { 99: [] }, { constructor: [] }].map(
          (known): [string, unknown] => [`known ${JSON.stringify(known)}`, { ...base, zones: {}, known }],
        ),
        ...[{ [card]: "x" }, { NOPE: [] }, { constructor: [] }, []].map((attachments): [string, unknown] => [
          `attachments ${JSON.stringify(attachments)}`,
          { ...base, zones: {}, attachments },
        ]),
        ...[-1, 99, "0", 1.5, null].map((toMove): [string, unknown] => [
          `toMove ${JSON.stringify(toMove)}`,
          { ...base, zones: {}, toMove },
        ]),
        ...[0, 99, "2"].map((p): [string, unknown] => [`players ${p}`, { ...base, players: p, zones: {} }]),
        ["seed 5", { ...base, seed: 5, zones: {} }],
        ["options null", { ...base, options: null, zones: {} }],
      ];
      // Every variable of the game, set to values of every other shape.
      for (const name of Object.keys(states[0].g)) {
        const value = states[0].g[name];
        const key = Array.isArray(value) && value.length > 0 && !/list/.test(name) ? `${name}[0]` : name;
        for (const bad of [{}, "not-a-value", 1.5, 2 ** 40, -99])
          cases.push([`var ${key} = ${JSON.stringify(bad)}`, { ...base, zones: {}, vars: { [key]: bad } }]);
      }
      const problems = cases
        .map(([label, s]) =>
          refusalProblem(`position(${label})`, InvalidSetupError, s, () => e.position(s as never)),
        )
        // A variable's value of another shape may still be one it can take (-99 for an int).
        .filter((p) => p !== null && !(p.includes("(var ") && p.endsWith(": accepted")));
      expect(problems).toEqual([]);
    });

    it("refuses malformed records with InvalidSetupError", () => {
      const record = {
        game: e.meta.id,
        rulesVersion: e.meta.rulesVersion,
        seed: "s",
        players,
        variant,
        options: {},
      };
      const cases: [string, unknown][] = [
        ...[null, undefined, 5, "record", [], {}].map((r): [string, unknown] => [
          JSON.stringify(r) ?? "undefined",
          r,
        ]),
        ["another game", { ...record, game: "chess", moves: [] }],
        ["game constructor", { ...record, game: "constructor", moves: [] }],
        ...[null, "moves", {}, 5].map((moves): [string, unknown] => [
          `moves ${JSON.stringify(moves)}`,
          { ...record, moves },
        ]),
        ...[null, 5, "m", [], {}, { seat: 0, action: "constructor", args: {} }].map(
          (m): [string, unknown] => [`a move ${JSON.stringify(m)}`, { ...record, moves: [m] }],
        ),
        ["players 0", { ...record, players: 0, moves: [] }],
        ["seed 5", { ...record, seed: 5, moves: [] }],
        ["options []", { ...record, options: [], moves: [] }],
      ];
      const problems = cases.map(([label, r]) =>
        refusalProblem(`replay(${label})`, InvalidSetupError, r, () => e.replay(r as never)),
      );
      expect(problems.filter((p) => p !== null)).toEqual([]);
    });

    it("refuses bad seats and viewers with IllegalMoveError", () => {
      const bad = [-1, 99, 1.5, "0", null, undefined, Number.NaN, {}, [], ...PROTOTYPE_NAMES];
      const problems: (string | null)[] = [];
      for (const st of states) {
        for (const seat of [...bad, "spectator"])
          problems.push(
            refusalProblem(`legalMoves(${String(seat)})`, IllegalMoveError, st, () =>
              e.legalMoves(st, seat as never),
            ),
          );
        for (const viewer of bad)
          problems.push(
            refusalProblem(`view(${String(viewer)})`, IllegalMoveError, st, () =>
              e.view(st, viewer as never),
            ),
          );
      }
      expect(problems.filter((p) => p !== null)).toEqual([]);
    });

    it("refuses malformed moves with IllegalMoveError and leaves the state unchanged", () => {
      const problems: (string | null)[] = [];
      const shapes: unknown[] = [null, undefined, 5, "move", [], {}, { seat: 0 }, { seat: 0, action: "x" }];
      const found = moveWithArgs(e, states);
      for (const st of states) {
        const seat = e.decisions(st)[0]?.seat ?? 0;
        const moves: [string, unknown][] = [
          ...shapes.map((m): [string, unknown] => [JSON.stringify(m) ?? "undefined", m]),
          ...["0", -1, 99, 1.5, null, Number.NaN].map((s): [string, unknown] => [
            `seat ${String(s)}`,
            { seat: s, action: "x", args: {} },
          ]),
          ...[5, null, {}, []].map((a): [string, unknown] => [
            `action ${JSON.stringify(a)}`,
            { seat, action: a, args: {} },
          ]),
          ...PROTOTYPE_NAMES.map((a): [string, unknown] => [`action ${a}`, { seat, action: a, args: {} }]),
          ...[null, [], "args", 5].map((args): [string, unknown] => [
            `args ${JSON.stringify(args)}`,
            { seat, action: "x", args },
          ]),
          ["args __proto__ (JSON)", { seat, action: "x", args: withProto("x") }],
        ];
        const legal = e.decisions(st).flatMap((d) => e.legalMoves(st, d.seat));
        for (const m of legal.slice(0, 3)) {
          for (const name of Object.keys(m.args)) {
            for (const value of [{}, [], null, true, Number.NaN, { toString: "x" }]) {
              moves.push([
                `${m.action} with ${name} ${JSON.stringify(value)}`,
                { ...m, args: { ...m.args, [name]: value } },
              ]);
            }
          }
          moves.push([`${m.action} with an argument too many`, { ...m, args: { ...m.args, bogus: 1 } }]);
          for (const n of PROTOTYPE_NAMES)
            moves.push([`${m.action} with argument ${n}`, { ...m, args: { ...m.args, [n]: "x" } }]);
        }
        if (found) moves.push(["a move with an object argument", { ...found.move, args: { x: {} } }]);
        for (const [label, m] of moves) {
          problems.push(
            refusalProblem(`applyMove(${label})`, IllegalMoveError, st, () => e.applyMove(st, m as never)),
          );
        }
      }
      expect(problems.filter((p) => p !== null)).toEqual([]);
    });

    it("refuses a tampered state with InvalidStateError in every function", () => {
      const problems: (string | null)[] = [];
      for (const st of [states[1] ?? states[0], states[states.length - 1]]) {
        const seat = e.decisions(st)[0]?.seat ?? 0;
        const move = e.legalMoves(st, seat)[0] ?? { seat: 0, action: "x", args: {} };
        for (const [label, bad] of tamperings(st)) {
          const calls: [string, () => unknown][] = [
            ["decisions", () => e.decisions(bad)],
            ["legalMoves", () => e.legalMoves(bad, seat)],
            ["applyMove", () => e.applyMove(bad, move)],
            ["view", () => e.view(bad, seat)],
            ["outcome", () => e.outcome(bad)],
            ["determinize", () => e.determinize?.(bad, seat, "d")],
          ];
          for (const [name, call] of calls)
            problems.push(refusalProblem(`${name}(${label})`, InvalidStateError, bad, call));
        }
      }
      expect(problems.filter((p) => p !== null)).toEqual([]);
    });
  });
}

describe("the engine boundary", () => {
  it("leaves Object.prototype as it was after every call above", () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_BEFORE);
    for (const name of ["x", "cards", "bogus", "nested"]) expect(name in {}).toBe(false);
  });
});
