import { describe, expect, it } from "vitest";
import { InvalidSetupError } from "./errors.js";
import {
  checkOptions,
  noOptions,
  type OptionSpec,
  optionCode,
  optionsToJson,
  readOptions,
} from "./options.js";

const DECK = { kind: "enum", name: "Deck", members: ["red", "blue", "green"] } as const;
const SPECS: OptionSpec[] = [
  { name: "size", type: { kind: "int" }, variants: [{ default: 2, allowed: [1, 2, 3] }, null] },
  {
    name: "decks",
    type: { kind: "list", element: DECK },
    variants: [
      { default: [0, 1], allowed: null },
      { default: [2], allowed: null },
    ],
  },
  {
    name: "fast",
    type: { kind: "bool" },
    variants: [
      { default: false, allowed: null },
      { default: true, allowed: null },
    ],
  },
];

const message = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof InvalidSetupError) return e.message;
    throw e;
  }
  return "accepted";
};

describe("setup options", () => {
  it("fills defaults of the variant and converts enum names to indexes", () => {
    expect(readOptions("G", SPECS, 0, undefined)).toEqual({ size: 2, decks: [0, 1], fast: false });
    expect(readOptions("G", SPECS, 0, { decks: ["green", "red"], size: 3 })).toEqual({
      size: 3,
      decks: [2, 0],
      fast: false,
    });
    expect(readOptions("G", SPECS, 1, {})).toEqual({ decks: [2], fast: true });
  });

  it("says what is allowed", () => {
    expect(message(() => readOptions("G", SPECS, 0, { colour: "red" }))).toBe(
      'G has no option "colour"; its options are size, decks, fast',
    );
    expect(message(() => readOptions("G", SPECS, 1, { size: 2 }))).toBe(
      'G has no option "size"; its options are decks, fast',
    );
    expect(message(() => readOptions("G", SPECS, 0, { size: 5 }))).toBe(
      'the option "size" must be one of 1, 2, 3, not 5',
    );
    expect(message(() => readOptions("G", SPECS, 0, { size: "2" }))).toBe(
      'the option "size" (int) must be a whole number, not "2"',
    );
    expect(message(() => readOptions("G", SPECS, 0, { decks: ["red", "pink"] }))).toBe(
      'the option "decks" (list<Deck>) must be a list whose elements are each one of "red", "blue", "green", not ["red","pink"]',
    );
  });

  it("tests the rules' conditions and gives the options back as JSON", () => {
    const st = { o: readOptions("G", SPECS, 0, { decks: ["blue"] }) };
    const checks = [
      {
        option: "decks",
        variants: [0],
        text: "size(decks) == 2",
        test: (s: typeof st) => (s.o.decks as number[]).length === 2,
      },
    ];
    expect(message(() => checkOptions(checks, st, 0))).toBe(
      'these options break the rule of the option "decks": size(decks) == 2',
    );
    expect(() => checkOptions(checks, st, 1)).not.toThrow();
    expect(optionsToJson(SPECS, 0, st.o)).toEqual({ size: 2, decks: ["blue"], fast: false });
  });

  it("gives a game without options the same results and refusals from noOptions as from optionCode", () => {
    const inputs: unknown[] = [undefined, {}, { size: 2 }, { "": 1, b: 2 }, [], null, "x", 3];
    for (const given of inputs) {
      const a = message(() => JSON.stringify(optionCode.read("Cuttle", [], 0, given as never)));
      expect(message(() => JSON.stringify(noOptions.read("Cuttle", [], 0, given as never)))).toBe(a);
    }
    expect(message(() => noOptions.read("Cuttle", [], 0, { size: 2 }))).toBe(
      'Cuttle has no options; got "size"',
    );
    expect(noOptions.toJson([], 0, {})).toEqual(optionCode.toJson([], 0, {}));
    expect(() => noOptions.check([], {}, 0)).not.toThrow();
  });

  it("tells a state's options as the state check does, from noOptions as from optionCode", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const states: Record<string, unknown>[] = [
      {},
      { size: 2 },
      { x: undefined },
      { f: () => 1 },
      cyclic,
      { n: 1n },
    ];
    const told = states.map((o) => optionCode.same("Cuttle", [], 0, o));
    expect(told).toEqual([true, false, true, true, false, false]);
    expect(states.map((o) => noOptions.same("Cuttle", [], 0, o))).toEqual(told);
    // With options: the values a new game would read back, and no others.
    expect(optionCode.same("T", SPECS, 0, { size: 2, decks: [0], fast: false })).toBe(true);
    expect(optionCode.same("T", SPECS, 0, { size: 2, decks: [7], fast: false })).toBe(false);
  });
});
