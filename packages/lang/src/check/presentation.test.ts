import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkGameFolder } from "../check-folder.js";
import { actionNames as actionNamesOf, presentationOf } from "./presentation.js";
import { checkTexts, where } from "./test-util.js";

const BASE = `game g {
  title "G"
  howto "Draw cards; the most wins."
  marks ["red", "yellow"]
  players 2
  variant "classic"
  position turn
}
card Card { rank: int  appearance { help: if rank == 7 then "Reveal two cards." else "" } }
zone deck: pile, hidden
zone hand[seat]: hand, owner
var vp[seat]: int = 0
var passes: int = 0
fn score(s: seat): int = vp[s]
rule turn(me: seat) { choose me { draw { move top(deck) to hand[me] } } }
flow { turn(seats[0]) }
help draw "Take the top card of the deck."
help turn "Your turn: draw a card."
help Card "A numbered card."
show score "Points"
show vp "Victory points"
internal passes
`;

describe("presentation declarations", () => {
  it("a game with help, show, internal, howto and marks checks clean", () => {
    const r = checkTexts({ "a.ludic": BASE });
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
    expect(r.game?.marks).toEqual(["red", "yellow"]);
    expect(r.game?.variants[0]?.howTo).toBe("Draw cards; the most wins.");
    const p = presentationOf(r.game!.variants[0]!);
    expect(Object.fromEntries(p.help)).toEqual({
      draw: "Take the top card of the deck.",
      turn: "Your turn: draw a card.",
      Card: "A numbered card.",
    });
    expect([...p.shown]).toEqual([
      ["score", "Points"],
      ["vp", "Victory points"],
    ]);
    expect([...p.internal]).toEqual(["passes"]);
  });

  it("a variant replaces its parent's help, howto and marks of a variable", () => {
    const variant = `variant "v" extends "classic" {
  title "V"
  howto "Draw two."
}
help draw "Take the top two cards."
show passes "Passes"
internal vp
`;
    const r = checkTexts({ "a.ludic": BASE, "b.ludic": variant });
    expect(where(r)).toEqual([]);
    const v = r.game!.variants[1]!;
    expect(v.howTo).toBe("Draw two.");
    const p = presentationOf(v);
    expect(p.help.get("draw")).toBe("Take the top two cards.");
    expect(p.help.get("turn")).toBe("Your turn: draw a card.");
    expect(p.shown.has("passes")).toBe(true);
    expect(p.internal.has("vp")).toBe(true);
    expect(p.internal.has("passes")).toBe(false);
  });

  it("reports a wrong form, an unknown name, a twice-given help and bad marks", () => {
    const r = checkTexts({
      "a.ludic": `${BASE}help draw\nhelp drawx "x"\nshow goal "Goal"\nhelp draw "again"\n`.replace(
        'marks ["red", "yellow"]',
        "marks [1, 2]",
      ),
    });
    const codes = r.diagnostics.map((d) => d.code);
    expect(codes).toContain("LUD470"); // help without text
    expect(codes).toContain("LUD471"); // drawx
    expect(codes).toContain("LUD472"); // goal is no fn here
    expect(codes).toContain("LUD473"); // draw twice
    expect(codes).toContain("LUD329"); // marks of numbers
    expect(r.diagnostics.find((d) => d.code === "LUD471")?.message).toContain("did you mean `draw`");
  });

  it("help, show and internal stay plain names elsewhere", () => {
    const r = checkTexts({
      "a.ludic": BASE.replace(
        "flow { turn(seats[0]) }",
        "fn help(show: int): int = show + 1\nflow { let internal = help(1)\n  turn(seats[0]) }",
      ),
    });
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
  });
});

/** Every game folder under rules/ (examples included). */
function gameFolders(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (!statSync(path).isDirectory() || name === "node_modules") return [];
      const own = readdirSync(path).some((f) => f.endsWith(".ludic")) ? [path] : [];
      return [...own, ...gameFolders(path)];
    });
}

describe("the games of rules/", () => {
  const root = resolve(fileURLToPath(import.meta.url), "../../../../../rules");
  for (const dir of gameFolders(root)) {
    it(`${dir.slice(root.length + 1)} declares help for every action and a how-to-play`, () => {
      const r = checkGameFolder(dir);
      expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
      for (const v of r.game?.variants ?? []) {
        expect(v.howTo, v.id).not.toBe("");
        const help = presentationOf(v).help;
        const missing = [...actionNamesOf(v)].filter((a) => !help.has(a));
        expect(missing, v.id).toEqual([]);
      }
    });
  }
});
