/**
 * The front end on hostile input (issue 13): huge chains, deep nesting, huge files, floods of
 * errors, absurd numbers and loops that never end. Each must give a few positioned diagnostics,
 * keep checking the rest of the file (LATE's error is still found), and never throw.
 */
import { describe, expect, it, vi } from "vitest";
import { checkGameSources } from "./check-folder.js";
import { MAX_FILE_DIAGNOSTICS } from "./diagnostics/cap.js";
import { MAX_FILE_CHARS } from "./parse-file.js";

// A hang guard only: each case takes a few seconds at most on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const HEAD = `game g {
  title "G"
  players 2
  position turn
}
card Card { rank: int }
zone deck: pile, hidden
zone hand[seat]: hand, owner
rule turn(me: seat) { choose me { draw { move top(deck) to hand[me] } } }
flow { loop { for s in seats { turn(s) } } }
`;
const HEAD_LINES = HEAD.split("\n").length - 1;
/** Checked after the hostile part: its LUD402 proves the rest of the file is still checked. */
const LATE = "const LATE: int = true";

/** "CODE line:column" of every diagnostic of `hostile` (one line, after HEAD) followed by LATE. */
function check(hostile: string): string[] {
  const text = `${HEAD}${hostile}\n${LATE}\n`;
  let result: ReturnType<typeof checkGameSources> | undefined;
  expect(() => {
    result = checkGameSources([{ path: "g.ludic", text }]);
  }).not.toThrow();
  return result!.diagnostics.map((d) => `${d.code} ${d.span.start.line}:${d.span.start.column}`);
}
/** Where a diagnostic on the hostile line starts, `before` being the text before it on that line. */
const at = (before: string) => `${HEAD_LINES + 1}:${before.length + 1}`;
const late = (hostileLines = 1) => `LUD402 ${HEAD_LINES + hostileLines + 1}:19`;
const terms = (n: number, term: string, op: string) => Array.from({ length: n }, () => term).join(op);

describe("the front end on long flat chains", () => {
  it("cuts a 4 000-term `+` chain where it starts (LUD207) and checks the rest", () => {
    expect(check(`const X: int = ${terms(4000, "1", " + ")}`)).toEqual([
      `LUD207 ${at("const X: int = ")}`,
      late(),
    ]);
  });

  it("cuts a 4 000-term `and` chain the same way", () => {
    expect(check(`const X: bool = ${terms(4000, "true", " and ")}`)).toEqual([
      `LUD207 ${at("const X: bool = ")}`,
      late(),
    ]);
  });

  it("cuts a 4 000-link member chain and a 4 000-deep index chain", () => {
    expect(check(`fn f(c: Card): int = c${".rank".repeat(4000)}`)[0]).toBe(
      `LUD207 ${at("fn f(c: Card): int = ")}`,
    );
    expect(check(`fn f(l: list<int>): int = l${"[0]".repeat(4000)}`)[0]).toBe(
      `LUD207 ${at("fn f(l: list<int>): int = ")}`,
    );
  });

  it("checks 4 000 call arguments, list elements and statements without a depth error", () => {
    expect(check(`const L: list<int> = [${terms(4000, "1", ", ")}]`)).toEqual([late()]);
    expect(check(`fn two(a: int, b: int): int = a\nconst C: int = two(${terms(4000, "1", ", ")})`)).toEqual([
      `LUD403 ${HEAD_LINES + 2}:16`,
      late(2),
    ]);
    expect(check(`rule many(me: seat) { ${'log "x" '.repeat(4000)}}`)).toEqual([late()]);
  });
});

describe("the front end on deep nesting", () => {
  it("cuts 10 000 nested `if` blocks at the 64th and checks the rest", () => {
    const before = `rule r(me: seat) { ${"if true { ".repeat(63)}if true `;
    expect(check(`rule r(me: seat) { ${"if true { ".repeat(10_000)}${"} ".repeat(10_000)}}`)).toEqual([
      `LUD203 ${at(before)}`,
      late(),
    ]);
  });

  it("cuts 10 000 nested `list<` type arguments at the 65th and checks the rest", () => {
    const ds = check(`var v: ${"list<".repeat(10_000)}int${">".repeat(10_000)} = []`);
    expect(ds).toContain(`LUD203 ${at(`var v: ${"list<".repeat(64)}list`)}`);
    expect(ds).toContain(late());
    expect(ds.length).toBeLessThanOrEqual(4);
  });

  it("cuts a 10 000-branch `else if` chain and a 10 000-deep `then if` expression", () => {
    const chain = check(`rule r(me: seat) { if true { } ${"else if true { } ".repeat(10_000)}}`);
    expect(chain).toEqual([
      `LUD203 ${at(`rule r(me: seat) { if true { } ${"else if true { } ".repeat(62)}else if true `)}`,
      late(),
    ]);
    const nested = check(`const X: int = ${"if true then ".repeat(10_000)}1${" else 2".repeat(10_000)}`);
    expect(nested[0]).toBe(`LUD203 ${at(`const X: int = ${"if true then ".repeat(65)}`)}`);
    expect(nested).toContain(late());
    expect(nested.length).toBeLessThanOrEqual(4);
  });

  it("cuts 10 000 nested parentheses and brackets", () => {
    expect(check(`const X: int = ${"(".repeat(10_000)}1${")".repeat(10_000)}`)[0]).toBe(
      `LUD203 ${at(`const X: int = ${"(".repeat(64)}`)}`,
    );
    expect(check(`const X: int = ${"[".repeat(10_000)}1${"]".repeat(10_000)}`)).toContain(late());
  });
});

describe("the front end on huge input", () => {
  it("refuses a 2 MB file with one diagnostic, without reading it", () => {
    const big = `const X: int = 1\n${"// padding\n".repeat(200_000)}`;
    expect(big.length).toBeGreaterThan(2_000_000);
    const result = checkGameSources([
      { path: "g.ludic", text: HEAD },
      { path: "big.ludic", text: big },
    ]);
    expect(result.diagnostics.map((d) => `${d.code} ${d.span.file}:${d.span.start.line}`)).toEqual([
      "LUD002 big.ludic:1",
    ]);
    // Just under the limit is read.
    const under = checkGameSources([
      { path: "g.ludic", text: HEAD },
      { path: "ok.ludic", text: `${" ".repeat(MAX_FILE_CHARS - LATE.length)}${LATE}` },
    ]);
    expect(under.diagnostics.map((d) => d.code)).toEqual(["LUD320"]);
  });

  it("shows 200 of 9 999 errors in a file, then one LUD001 counting the rest", () => {
    const lines = Array.from({ length: 9999 }, (_, i) => `const X${i}: int = true`).join("\n");
    const result = checkGameSources([{ path: "g.ludic", text: `${HEAD}${lines}\n` }]);
    const ds = result.diagnostics;
    expect(ds).toHaveLength(MAX_FILE_DIAGNOSTICS + 1);
    expect(ds.slice(0, -1).every((d) => d.code === "LUD402")).toBe(true);
    const last = ds.at(-1)!;
    expect(last.code).toBe("LUD001");
    expect(last.severity).toBe("error");
    expect(last.message).toMatch(/^9799 more problems/);
    expect(last.span.start.line).toBe(HEAD_LINES + MAX_FILE_DIAGNOSTICS + 1);
  });
});

describe("the checker's numeric bounds", () => {
  it("refuses 2147483648 players (LUD337) and takes 32", () => {
    const players = (n: string) =>
      checkGameSources([
        { path: "g.ludic", text: HEAD.replace("players 2", `players ${n}`) },
      ]).diagnostics.map((d) => `${d.code} ${d.span.start.line}:${d.span.start.column}`);
    expect(players("2147483648")).toEqual(["LUD337 3:11"]);
    expect(players("2..2147483648")).toEqual(["LUD337 3:11"]);
    expect(players("2..32")).toEqual([]);
  });

  it("refuses a range of a billion numbers and a catalogue of a billion cards", () => {
    expect(check("fn f(): int = count(i in 1..1000000000)")).toEqual([
      `LUD337 ${at("fn f(): int = count(i in ")}`,
      late(),
    ]);
    expect(check("fn f(): int = count(i in 1..10000)")).toEqual([late()]);
    const cards =
      'cards Card into deck { for i in 1..1000 { for j in 1..1000 { card "c" + i + "-" + j { rank: i } } } }';
    expect(check(cards)).toEqual([
      `LUD337 ${at("cards Card into deck { for i in 1..1000 { for j in ")}`,
      late(),
    ]);
  });
});

describe("the checker on loops that never end", () => {
  it("reports a `loop` that never decides nor ends (LUD414), where it starts", () => {
    expect(check("rule spin(me: seat) { loop { move top(deck) to hand[me] } }")).toEqual([
      `LUD414 ${at("rule spin(me: seat) { ")}`,
      late(),
    ]);
    expect(check('rule spin(me: seat) { while true { log "x" } }')).toEqual([
      `LUD414 ${at("rule spin(me: seat) { ")}`,
      late(),
    ]);
    // A `break` of an inner loop does not end the outer one.
    expect(check("rule spin(me: seat) { loop { for c in deck { break } } }")).toEqual([
      `LUD414 ${at("rule spin(me: seat) { ")}`,
      late(),
    ]);
  });

  it("accepts loops that may decide or end on some path (the run-time budget covers the rest)", () => {
    expect(check("rule a(me: seat) { loop { if size(deck) > 0 { turn(me) } } }")).toEqual([late()]);
    expect(
      check("rule b(me: seat) { loop { if size(deck) == 0 { break } move top(deck) to hand[me] } }"),
    ).toEqual([late()]);
    expect(check("fn c(n: int): int { let i = 0\n loop { i += 1\n if i > n { return i } } }")).toEqual([
      late(3),
    ]);
    expect(check("rule d(me: seat) { let go = true\n while go { go = false } }")).toEqual([late(2)]);
  });
});
