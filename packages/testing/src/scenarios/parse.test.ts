import { describe, expect, it } from "vitest";
import { parseScenarios } from "./parse.js";

const FULL = `// a comment line
scenario "a nine of hearts scuttles a nine of clubs" CU-5 CU-6
  variant: cuttle-cards
  players: 3
  seed: "abc"
  position
    to move: 1
    hand[0]: 9H 3C   // a trailing comment
    points[1]: 9C
    deck: 5H
    scrap: empty
    on 7D: JC QC
    var passes: 2
    var vp[1]: 2
    var frozen[9H]: true
    var mode: "fast mode"
    var colour: red
  move 0 scuttle card=9H target=9C
  illegal 0 scuttle card=9C target=9H n=12
  expect
    scrap: 9H 9C
    points[1]: empty
    hand[0] has: 3C
    hand[0] lacks: 9H 8H
    deck size: 40
    on 5H: JC
    decides: 1
    decides: none
    legal 1 counter two=2D
    not legal 1 counter two=2D
    actions 1: counter pass
    actions 0: none
    winner: 0
    winner: 0 2
    winner: draw
    winner: none
    reason: "three passes"
    var passes: 1
    view 1 hand[0]: ? ? 3C
    view spectator deck size: 3
    view 0 scrap: empty
  move 1 pass
  expect
    decides: 0
`;

describe("parseScenarios", () => {
  const { scenarios, errors } = parseScenarios(FULL, "cuttle.scenarios");
  const [s] = scenarios;

  it("reads a scenario with every line kind and no error", () => {
    expect(errors).toEqual([]);
    expect(scenarios).toHaveLength(1);
    expect(s).toMatchObject({
      file: "cuttle.scenarios",
      line: 2,
      title: "a nine of hearts scuttles a nine of clubs",
      rules: ["CU-5", "CU-6"],
      variant: "cuttle-cards",
      players: 3,
      seed: "abc",
    });
  });

  it("reads the position block", () => {
    expect(s?.position).toEqual({
      line: 6,
      toMove: 1,
      zones: { "hand[0]": ["9H", "3C"], "points[1]": ["9C"], deck: ["5H"], scrap: [] },
      attachments: { "7D": ["JC", "QC"] },
      vars: { passes: 2, "vp[1]": 2, "frozen[9H]": true, mode: "fast mode", colour: "red" },
    });
  });

  it("reads moves and illegal moves, digits as numbers", () => {
    expect(s?.steps[0]).toEqual({
      kind: "move",
      line: 18,
      text: "move 0 scuttle card=9H target=9C",
      move: { seat: 0, action: "scuttle", args: { card: "9H", target: "9C" } },
    });
    expect(s?.steps[1]).toMatchObject({
      kind: "illegal",
      line: 19,
      move: { seat: 0, args: { card: "9C", n: 12 } },
    });
    expect(s?.steps.map((x) => x.kind)).toEqual(["move", "illegal", "expect", "move", "expect"]);
  });

  it("reads every expect line kind with its line and text", () => {
    const step = s?.steps[2];
    if (step?.kind !== "expect") throw new Error("expected an expect step");
    expect(step.line).toBe(20);
    const strip = step.checks.map(({ line, text, ...rest }) => rest);
    expect(strip).toEqual([
      { kind: "zone", key: "scrap", cards: ["9H", "9C"] },
      { kind: "zone", key: "points[1]", cards: [] },
      { kind: "has", key: "hand[0]", cards: ["3C"] },
      { kind: "lacks", key: "hand[0]", cards: ["9H", "8H"] },
      { kind: "size", key: "deck", size: 40 },
      { kind: "attached", host: "5H", cards: ["JC"] },
      { kind: "decides", seats: [1] },
      { kind: "decides", seats: [] },
      { kind: "legal", move: { seat: 1, action: "counter", args: { two: "2D" } }, negated: false },
      { kind: "legal", move: { seat: 1, action: "counter", args: { two: "2D" } }, negated: true },
      { kind: "actions", seat: 1, actions: ["counter", "pass"] },
      { kind: "actions", seat: 0, actions: [] },
      { kind: "winner", winners: [0] },
      { kind: "winner", winners: [0, 2] },
      { kind: "winner", winners: "draw" },
      { kind: "winner", winners: "none" },
      { kind: "reason", substring: "three passes" },
      { kind: "var", name: "passes", value: 1 },
      { kind: "view", viewer: 1, key: "hand[0]", cards: [null, null, "3C"] },
      { kind: "viewSize", viewer: "spectator", key: "deck", size: 3 },
      { kind: "view", viewer: 0, key: "scrap", cards: [] },
    ]);
    expect(step.checks[0]).toMatchObject({ line: 21, text: "scrap: 9H 9C" });
    expect(step.checks.at(-1)?.line).toBe(41);
  });

  it("starts from setup when there is no position, and reads several scenarios", () => {
    const r = parseScenarios(
      `scenario "one"\n  move 0 draw\nscenario "two" R-1\n  expect\n    decides: 0\n`,
      "f",
    );
    expect(r.errors).toEqual([]);
    expect(r.scenarios.map((x) => [x.title, x.rules, x.position, x.line])).toEqual([
      ["one", [], undefined, 1],
      ["two", ["R-1"], undefined, 3],
    ]);
  });

  it("keeps // inside a quoted title", () => {
    expect(parseScenarios(`scenario "see http://x" A-1\n  move 0 draw`, "f").scenarios[0]?.title).toBe(
      "see http://x",
    );
  });
});

describe("parseScenarios errors", () => {
  const errorsOf = (text: string) => parseScenarios(text, "f").errors;

  it.each([
    ["move 0 draw", 1, /expected a scenario header/],
    ["scenario no quotes", 1, /title in double quotes/],
    ['scenario "t"\n  players: two', 2, /players: expects a number/],
    ['scenario "t"\n  variant:', 2, /variant: expects a value/],
    [
      'scenario "t"\n  shuffle deck',
      2,
      /expected variant:, players:, seed:, start seat:, option, position, move, illegal or expect/,
    ],
    ['scenario "t"\n  move x draw', 2, /expected the seat number/],
    ['scenario "t"\n  move 0', 2, /expected an action name/],
    ['scenario "t"\n  move 0 play card', 2, /expected name=value, got "card"/],
    ['scenario "t"\n  move 0 play card=1 card=2', 2, /given twice/],
    ['scenario "t"\n  position\n    to move: x', 3, /expected a number/],
    ['scenario "t"\n  position\n    hand[0]: 9H\n    deck: 9H', 4, /9H is placed twice/],
    ['scenario "t"\n  position\n    hand[0]: 9H 9H', 3, /9H is placed twice/],
    ['scenario "t"\n  position\n    deck: 1H\n    deck: 2H', 4, /deck is listed twice/],
    ['scenario "t"\n  position\n    hand[0]:', 3, /expected card ids, or "empty"/],
    ['scenario "t"\n  position\n    hand[0]: empty 9H', 3, /cannot be mixed/],
    ['scenario "t"\n  position\n    var mode: two words', 3, /needs quotes/],
    ['scenario "t"\n  position\n    draw a card', 3, /a position line is/],
    ['scenario "t"\n  move 0 draw\n  position', 3, /the position comes before/],
    ['scenario "t"\n  position\n  position', 3, /one position/],
    ['scenario "t"\n  expect\n    deck size: many', 3, /expected a number, got "many"/],
    ['scenario "t"\n  expect\n    decides: someone', 3, /expected seat numbers or "none"/],
    ['scenario "t"\n  expect\n    view north hand[0]: ?', 3, /seat number or "spectator"/],
    ['scenario "t"\n  expect\n    hand[0] has:', 3, /expected card ids/],
    ['scenario "t"\n  expect\n    the deck is big', 3, /not an expect line/],
    ['scenario "t"\n  expect\n    reason:', 3, /expected the reason text/],
    ['scenario "t"\n  expect\n  move 0 draw', 2, /no indented lines/],
  ])("%j → line %i", (text, line, message) => {
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.line).toBe(line);
    expect(errors[0]?.message).toMatch(message);
  });

  it("reports every error of a file, not just the first, and keeps the good scenarios", () => {
    const r = parseScenarios(
      `scenario "a"\n  move 0\nscenario "b"\n  expect\n    nonsense here\n    decides: 0\n`,
      "f",
    );
    expect(r.errors.map((e) => e.line)).toEqual([2, 5]);
    expect(r.scenarios).toHaveLength(2);
  });
});

describe("knowledge in positions", () => {
  it("reads `known SEAT: ids` lines, several per seat", () => {
    const r = parseScenarios(
      'scenario "k"\n  position\n    deck: 9H 3C\n    known 1: 9H\n    known 0: 3C\n    known 1: 3C\n',
      "f",
    );
    expect(r.errors).toEqual([]);
    expect(r.scenarios[0]?.position?.known).toEqual({ "1": ["9H", "3C"], "0": ["3C"] });
  });

  it("needs card ids after `known SEAT:`", () => {
    const r = parseScenarios('scenario "k"\n  position\n    known 1:\n', "f");
    expect(r.errors).toEqual([{ line: 3, message: "expected card ids" }]);
  });
});

describe("option lines", () => {
  it("reads options of the whole file (before the first scenario) and of one scenario, which win", () => {
    const r = parseScenarios(
      [
        "// the options of every scenario below",
        "option rain: true",
        'option mode: "next-turn-only"',
        'scenario "a"',
        "  move 0 draw",
        'scenario "b"',
        "  option rain: false",
        "  option carry: single",
        '  option sections: ["farm", "tower"]',
        "  option table: [[1, -1], [2, 3]]",
        "  option n: -2",
      ].join("\n"),
      "f",
    );
    expect(r.errors).toEqual([]);
    expect(r.scenarios[0]?.options).toEqual({ rain: true, mode: "next-turn-only" });
    expect(r.scenarios[1]?.options).toEqual({
      rain: false,
      mode: "next-turn-only",
      carry: "single",
      sections: ["farm", "tower"],
      table: [
        [1, -1],
        [2, 3],
      ],
      n: -2,
    });
  });

  it("leaves options out when no line sets one", () => {
    const r = parseScenarios('scenario "a"\n  move 0 draw\n', "f");
    expect(r.scenarios[0]?.options).toBeUndefined();
  });

  it("reports a malformed option line with its line", () => {
    const r = parseScenarios(
      'option rain\nscenario "a"\n  option sections: ["farm",\n  option x: two words\n  option y: [{"a": 1}]\n',
      "f",
    );
    expect(r.errors).toEqual([
      { line: 1, message: "an option line is: option NAME: value" },
      { line: 3, message: 'option sections: a list is written as JSON, e.g. ["a", "b"], got ["farm",' },
      { line: 4, message: 'option x: a value with spaces needs quotes: "two words"' },
      { line: 5, message: "option y: a list of strings, numbers, booleans or lists" },
    ]);
  });
});

describe("lines for rules testers", () => {
  it("reads start seat:, out of play: and the score and goal expectations", () => {
    const r = parseScenarios(
      [
        'scenario "a"',
        "  start seat: 1",
        "  expect",
        "    goal 0: 21",
        "    score 1: -3",
        'scenario "b"',
        "  position",
        "    deck: 5H",
        "    out of play: AC 2C",
        "    out of play: 3C",
        'scenario "c"',
        "  position",
        "    out of play: unlisted",
      ].join("\n"),
      "f",
    );
    expect(r.errors).toEqual([]);
    expect(r.scenarios[0]?.startSeat).toBe(1);
    const step = r.scenarios[0]?.steps[0];
    const [goal, score] = step?.kind === "expect" ? step.checks : [];
    expect(goal).toMatchObject({ kind: "seatLine", which: "goal", seat: 0, value: 21 });
    expect(score).toMatchObject({ kind: "seatLine", which: "score", seat: 1, value: -3 });
    expect(r.scenarios[1]?.position?.outOfPlay).toEqual(["AC", "2C", "3C"]);
    expect(r.scenarios[2]?.position?.outOfPlay).toBe("unlisted");
  });

  it("reports a start seat that is no number and unlisted mixed with ids", () => {
    const r = parseScenarios(
      'scenario "a"\n  start seat: one\n  position\n    out of play: AC\n    out of play: unlisted\n    out of play:\n',
      "f",
    );
    expect(r.errors).toEqual([
      { line: 2, message: 'start seat: expects a number, got "one"' },
      { line: 5, message: '"out of play: unlisted" cannot be combined with other out of play lines' },
      { line: 6, message: 'expected card ids, or "unlisted"' },
    ]);
  });
});
