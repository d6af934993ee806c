/**
 * Names a card-game designer picks naturally (`first`, `count`, `max`…) are contextual keywords:
 * a query or a call only before `(`, a name anywhere else (issue 15). The other keywords stay
 * reserved, and using one as a name is one diagnostic that says so, not a cascade at every use.
 */
import { describe, expect, it } from "vitest";
import { QUERY_WORDS } from "../lex/tokens.js";
import { checkTexts } from "./test-util.js";

const game = (body: string) => `game bids {
  title "Bids"
  players 2
  variant "classic"
}

card Card { rank: int }
zone deck: pile, hidden
zone hand[seat]: hand, owner
var bid[seat]: int = 0

cards Card into deck {
  for rank in 1..5 { card "c" + rank { rank: rank } }
}

${body}

flow {
  for s in seats { takeBids(s) }
  takeBids(seats[0])
}
`;

/** Every diagnostic, parse and check, as "CODE message". */
function diagnosticsOf(text: string): string[] {
  const r = checkTexts({ "bids.ludic": text });
  return [...r.parseDiagnostics, ...r.diagnostics.map((d) => `${d.code} ${d.message}`)];
}

describe("contextual keywords", () => {
  it("takes `rule takeBids(first: seat)` as written in issue 15", () => {
    expect(
      diagnosticsOf(
        game(`rule takeBids(first: seat) {
  bid[first] = 1
  log "first bid by " + first
}`),
      ),
    ).toEqual([]);
  });

  it.each([...QUERY_WORDS])(
    "accepts `%s` as a parameter, a local and a variable beside its query",
    (word) => {
      const text = game(`var ${word}Total: int = 0

rule takeBids(${word}: seat) {
  let ${word}Local = ${word}
  bid[${word}] = count(c in hand[${word}Local]) + size(deck)
  ${word}Total += sum(c in hand[${word}] of c.rank)
}`);
      expect(diagnosticsOf(text)).toEqual([]);
    },
  );

  it("still reads the queries and calls the words name", () => {
    const text = game(`fn best(s: seat): int = max(c in hand[s] of c.rank)
fn low(a: int, b: int): int = min(a, b)
fn many(s: seat): bool = any(c in hand[s] where c.rank > low(2, 3))

rule takeBids(me: seat) {
  let count = first(c in hand[me] where c.rank > 1)
  if many(me) { bid[me] = best(me) }
}`);
    expect(diagnosticsOf(text)).toEqual([]);
  });

  it("a declared fn named like a query word is called by its name", () => {
    const text = game(`fn first(s: seat): int = size(hand[s])

rule takeBids(me: seat) {
  bid[me] = first(me)
}`);
    expect(diagnosticsOf(text)).toEqual([]);
  });
});

describe("reserved keywords as names", () => {
  it("says once that a keyword is no name, with no cascade at the call sites", () => {
    const d = diagnosticsOf(
      game(`rule takeBids(match: seat) {
  bid[match] = 1
}`),
    );
    expect(d, d.join("\n")).toHaveLength(1);
    expect(d[0]).toMatch(/`match` is a keyword; pick another name/);
  });

  it("says so for a variable too", () => {
    const d = diagnosticsOf(game(`var loop: int = 0\nrule takeBids(me: seat) { bid[me] = 1 }`));
    expect(d, d.join("\n")).toHaveLength(1);
    expect(d[0]).toMatch(/`loop` is a keyword; pick another name/);
  });
});
