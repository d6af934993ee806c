/** A fn's leading folds lowered to loops (lower/conditions.ts leadingFolds): same values, same errors. */
import { RulesError } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { generatedRules, loadEngine } from "../testing/compile-and-load.js";

const FOLDS = (last: string) => `
game folds {
  title "Folds"
  players 2
  variant "standard"
  version "1.0.0"
}
const W: list<int> = [5, 1, 4]
var seen: int = 0
fn top(k: int): int = max(r in 0..k where r != 2 of r * 10) + 1
fn least(): int = min(x in W of x)
fn total(k: int): int = 3 * sum(x in W where x > k of x)
fn hits(): int = count(r in 0..4 where r > seen) + count(x in W where x > 1)
fn empty(k: int): int = max(r in 0..k of r)
fn guarded(b: bool): bool = b and count(x in W where x > 4) > 0
fn past(): int = sum(r in 0..3 of W[r])
rule turn(me: seat) {
  log "top " + top(3) + " " + top(1) + " least " + least() + " total " + total(1) + " hits " + hits()
    + " empty " + empty(-1) + " guarded " + guarded(true) + " " + guarded(false)
  ${last}
}
flow { turn(seats[0]) }
`;

const engineText = () => {
  return generatedRules("folds");
};
const fnText = (text: string, name: string) => {
  const from = text.indexOf(`function fn_${name}(`);
  return text.slice(from, text.indexOf("\n}\n", from));
};

describe("a fn's leading folds lowered to loops", () => {
  it("give the values of the reduce, an empty max 0", async () => {
    const e = await loadEngine("folds", { "folds.ludic": FOLDS("") });
    const st = e.setup({ players: 2, seed: "folds" });
    expect(e.view(st, 0).log.at(-1)).toBe("top 31 11 least 1 total 27 hits 6 empty 0 guarded true false");
  });

  it("are loops into locals: a range counted, not built; a guarded fold stays a reduce", async () => {
    await loadEngine("folds", { "folds.ludic": FOLDS("") });
    const text = engineText();
    const top = fnText(text, "top");
    expect(top).toContain("for (let r = 0, r$to = k; r <= r$to; r++) {");
    expect(top).toContain("return (extremeOr0(m$)) + 1;");
    expect(top).not.toContain(".reduce(");
    expect(top).not.toContain("intRange");
    expect(fnText(text, "total")).toContain("return 3 * acc$;");
    const hits = fnText(text, "hits");
    expect(hits).toContain("return n$ + n$2;");
    expect(hits).not.toContain(".reduce(");
    expect(fnText(text, "guarded")).toContain(".reduce(");
  });

  it("keep a rules error of an element where it was", async () => {
    const e = await loadEngine("folds-past", { "folds.ludic": FOLDS('log "past " + past()') });
    let error: unknown = null;
    try {
      e.setup({ players: 2, seed: "folds" });
    } catch (x) {
      error = x;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect(String((error as Error).message)).toMatch(/folds\.ludic:16/);
  });
});
