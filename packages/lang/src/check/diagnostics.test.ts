/**
 * One case per checker diagnostic: `@@` marks where the diagnostic must start. Each case is a
 * small base game (PRELUDE) plus a snippet, or whole files when the case is about files.
 */
import { describe, expect, it } from "vitest";
import { CHECK_CODES, type CheckCode } from "./codes.js";
import { checkTexts, marked, where } from "./test-util.js";

const PRELUDE = `game g {
  title "G"
  players 2
  variant "classic"
  position turn
}
enum Suit { C "clubs", H "hearts" }
card Card {
  rank: int
  suit: Suit
  name: str = "card " + rank
}
zone deck: pile, hidden
zone scrap: pile, public
zone hand[seat]: hand, owner
var vp[seat]: int = 0
fn score(s: seat): int = size(hand[s])
rule turn(me: seat) { choose me { draw { move top(deck) to hand[me] } } }
rule noval(me: seat) { log "x" }
rule ask(me: seat): bool {
  choose me { yes { return true } no { } }
  return false
}
flow { turn(seats[0]) }
`;

const VARIANT_HEAD = `variant "v" extends "classic" {
  title "V"
}
`;

/** Files for a case: the snippet goes after the prelude, or in a variant file. */
type Case = { base?: string; variant?: string; files?: Record<string, string> };

const CASES: Record<CheckCode, Case> = {
  LUD301: { base: "rule r(me: seat) { move top(deck) to @@hnad[me] }" },
  LUD302: { base: "const A: int = 1\nconst @@A: int = 2" },
  LUD303: { base: "rule r(me: seat) {\n  let x = 1\n  let @@x = 2\n}" },
  LUD304: { base: "fn f(c: Card): int = c.@@rnak" },
  LUD305: { base: "enum E1 { X }\nenum E2 { X }\nfn f(): bool = @@X == E1.X" },
  LUD306: { base: "rule r(me: seat) { choose me { use @@ply(me) } }" },
  LUD307: { base: "fn f(c: @@Crad): int = 1" },
  LUD308: { base: "fn f(c: @@list): int = 1" },
  LUD309: { base: "fn f(): int = @@Card" },
  LUD310: { variant: "override fn @@nothing(): int = 1" },
  LUD311: { variant: "override fn @@score(s: seat): bool = true" },
  LUD312: { variant: "fn @@score(s: seat): int = 1" },
  LUD313: { base: "fn f(s: seat): int = @@base(s)" },
  LUD320: { files: { "a.ludic": PRELUDE, "b.ludic": "@@const X: int = 1" } },
  LUD321: {
    files: { "v.ludic": `@@variant "v" extends "classic" {\n  title "V"\n}` },
  },
  LUD322: {
    files: {
      "a.ludic": PRELUDE,
      "b.ludic": 'game @@h {\n  title "H"\n  players 2\n}',
    },
  },
  LUD323: {
    files: {
      "a.ludic": PRELUDE,
      "b.ludic": 'variant "v" extends @@"nope" {\n  title "V"\n}',
    },
  },
  LUD324: {
    files: {
      "a.ludic": PRELUDE,
      "b.ludic": 'variant "v" extends @@"w" {\n  title "V"\n}',
      "c.ludic": 'variant "w" extends "v" {\n  title "W"\n}',
    },
  },
  LUD325: {
    files: {
      "a.ludic": PRELUDE,
      "b.ludic": 'variant "v" extends "classic" {\n  title "V"\n}',
      "c.ludic": 'variant @@"v" extends "classic" {\n  title "W"\n}',
    },
  },
  LUD326: {
    files: {
      "a.ludic": PRELUDE.replace('game g {\n  title "G"', "game @@g {"),
    },
  },
  LUD327: {
    files: { "a.ludic": PRELUDE.replace("players 2", 'players @@"two"') },
  },
  LUD328: {
    files: { "a.ludic": PRELUDE.replace("position turn", "position @@nope") },
  },
  LUD329: {
    files: {
      "a.ludic": PRELUDE.replace("players 2", 'players 2\n  @@colour "red"'),
    },
  },
  LUD330: { base: "zone pool: @@heap, public" },
  LUD331: { base: "var x[@@rank]: int = 0" },
  LUD332: { base: "reveal @@hand to v when true" },
  LUD336: { base: "option o: @@zone = deck" },
  LUD337: { base: "fn f(): int = count(i in @@1..20000)" },
  LUD341: { base: 'cards Card into deck {\n  @@card "AC" { rank: 1 }\n}' },
  LUD342: {
    base: 'cards Card into deck {\n  card "AC" { rank: 1, suit: C, @@colour: 2 }\n}',
  },
  LUD343: {
    base: 'cards Card into deck {\n  card "AC" { rank: 1, suit: C }\n  card @@"AC" { rank: 2, suit: C }\n}',
  },
  LUD344: {
    base: 'cards Card into deck {\n  card "AC" { rank: 1, suit: C, @@name: "x" }\n}',
  },
  LUD345: { base: 'card Chip {\n  n: int\n  appearance { corner: n, @@colour: "red" }\n}' },
  LUD346: { base: 'card Chip {\n  n: int\n  appearance { ink: "red" }\n  appearance { @@ink: "blue" }\n}' },
  LUD360: { base: "board b: @@hexx(rows: 2, cols: 2)" },
  LUD361: { base: "board b: square(rows: 3, cols: 3, @@offset: oddR)" },
  LUD362: { base: "board a: square(rows: 3, cols: 3)\nboard @@b: hex(rows: 2, cols: 2)" },
  LUD363: { base: "fn f(): int = size(@@cells)" },
  LUD364: { base: 'const G: list<list<Suit>> = grid Suit {\n  "CH"\n  @@"CHH"\n}' },
  LUD365: { base: 'const G: list<list<Suit>> = grid Suit { "C@@XH" }' },
  LUD366: { base: 'const G: list<list<int>> = grid @@Card { "A" }' },
  LUD401: {
    base: "fn f(s: seat): int {\n  @@move top(deck) to hand[s]\n  return 1\n}",
  },
  LUD402: { base: 'rule r(me: seat) { if @@1 { log "x" } }' },
  LUD403: { base: "rule r(me: seat) { @@turn(me, me) }" },
  LUD404: { base: 'fn f(): bool = @@1 < "a"' },
  LUD405: { base: 'fn f(): int {\n  return @@"a"\n}' },
  LUD406: { base: "fn @@f(s: seat): int {\n  if true { return 1 }\n}" },
  LUD407: { base: "rule r(me: seat) { @@break }" },
  LUD408: { base: 'rule r(me: seat) {\n  return\n  @@log "x"\n}' },
  LUD409: {
    base: 'rule r(me: seat) { choose me { pick(n: @@5) { log "x" } } }',
  },
  LUD410: {
    base: 'rule r(me: seat) { choose me { a { log "x" } @@a { log "y" } } }',
  },
  LUD411: { base: "rule r(me: seat) { @@me = next(me) }" },
  LUD412: { base: "fn f(): int = size(@@hand)" },
  LUD413: { base: "fn f(s: seat): int = @@sum(c in hand[s])" },
  LUD414: { base: "rule spin(me: seat) {\n  @@loop { vp[me] += 1 }\n}" },
  LUD420: { base: 'rule r(me: seat) { if @@ask(me) { log "x" } }' },
  LUD421: { base: "rule r(me: seat) { let x = @@noval(me) }" },
  LUD440: { base: "option n: int = 2\nconst M: int = @@n + 1" },
  LUD441: { base: "fn f(n: int): int = match n { @@size(deck) => 1  else => 0 }" },
  LUD442: { base: "fn f(n: int): int = match n { 1 => 1  2, @@1 => 2  else => 0 }" },
  LUD443: { base: "fn f(s: Suit): int = @@match s { C => 1 }" },
  LUD444: { base: "fn f(c: Card?): int = @@c.rank" },
  LUD445: { base: "rule r(me: seat) { let x = @@none }" },
  LUD446: { base: 'card Chip { n: int }\ncards Chip into @@deck { card "x1" { n: 1 } }' },
  LUD448: {
    base: "card Chip { n: int }\ncard Gem { n: int }\nzone chips: row of Chip, public\nzone gems: row of Gem, public\nrule r(me: seat) {\n  attach top(chips) to top(deck)\n  attach @@top(gems) to top(deck)\n}",
  },
  LUD452: { base: "anytime concede(me: seat, @@n: int) { }" },
  LUD453: { base: "anytime @@draw(me: seat) { }" },
  LUD451: { base: "fn f(s: seat): bool = can @@score(s)" },
  LUD450: { base: "rule r(me: seat) { loop { choose simultaneously p in seats { a { @@break } } } }" },
  LUD470: { base: 'internal vp @@"Victory points"' },
  LUD471: { base: 'help @@drwa "Take the top card of the deck."' },
  LUD472: { base: "internal @@vpp" },
  LUD473: { base: 'help draw "Take a card."\nhelp @@draw "Take the top card."' },
  LUD474: { base: 'colour @@Hx "#c8322e"' },
  LUD475: { base: 'say draw @@"Draw {card}"' },
};

/** Builds the files of a case and where the marked diagnostic is expected ("file:line:col"). */
function filesOf(c: Case): { files: Record<string, string>; at: string } {
  const raw =
    c.files ??
    (c.variant !== undefined
      ? { "a.ludic": PRELUDE, "b.ludic": VARIANT_HEAD + c.variant }
      : { "a.ludic": `${PRELUDE}${c.base}\n` });
  const files: Record<string, string> = {};
  let at = "";
  for (const [path, text] of Object.entries(raw)) {
    if (text.includes("@@")) {
      const m = marked(text);
      files[path] = m.text;
      at = `${path}:${m.at}`;
    } else files[path] = text;
  }
  return { files, at };
}

describe("checker diagnostics", () => {
  it("the prelude alone is a correct game", () => {
    const result = checkTexts({ "a.ludic": PRELUDE });
    expect(result.parseDiagnostics).toEqual([]);
    expect(where(result)).toEqual([]);
  });

  for (const [code, c] of Object.entries(CASES)) {
    it(`${code}: ${CHECK_CODES[code as CheckCode]}`, () => {
      const { files, at } = filesOf(c);
      const result = checkTexts(files);
      expect(result.parseDiagnostics).toEqual([]);
      expect(where(result)).toContain(`${code} ${at}`);
    });
  }

  it("reports LUD408 as a warning and the rest as errors", () => {
    const { files } = filesOf(CASES.LUD408);
    const result = checkTexts(files);
    expect(result.diagnostics.map((d) => d.severity)).toEqual(["warning"]);
  });

  it("reports one problem once even when several variants share the declaration", () => {
    const files = {
      "a.ludic": `${PRELUDE}fn f(): int = zzz\n`,
      "b.ludic": VARIANT_HEAD,
    };
    expect(where(checkTexts(files)).filter((w) => w.startsWith("LUD301"))).toHaveLength(1);
  });
});

describe("docs/diagnostics.md", () => {
  it("explains every checker code", async () => {
    const { readFileSync } = await import("node:fs");
    const docs = readFileSync(new URL("../../../../docs/diagnostics.md", import.meta.url), "utf8");
    const missing = Object.keys(CHECK_CODES).filter((code) => !docs.includes(`| ${code} |`));
    expect(missing).toEqual([]);
  });
});
