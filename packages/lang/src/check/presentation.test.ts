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

  it("label, say and colour name actions and zones, say a move, colour enum members", () => {
    const text =
      `${BASE.replace("card Card {", 'enum Ink { E "empty", R "red" }\ncard Card {')}label draw "Draw a card"
label hand "Your cards"
say draw "Draw from {from}"
colour R "#c8322e"
internal E
`.replace("draw { move top(deck) to hand[me] }", "draw(from: [deck]) { move top(from) to hand[me] }");
    const r = checkTexts({ "a.ludic": text });
    expect(r.parseDiagnostics).toEqual([]);
    expect(where(r)).toEqual([]);
    const p = presentationOf(r.game!.variants[0]!);
    expect(Object.fromEntries(p.labels)).toEqual({ draw: "Draw a card", hand: "Your cards" });
    expect(Object.fromEntries(p.sentences)).toEqual({ draw: "Draw from {from}" });
    expect(Object.fromEntries(p.colours)).toEqual({ R: "#c8322e" });
    expect(p.internal.has("E")).toBe(true);
  });

  it("reports a label, sentence or colour of an unknown name, a bad placeholder or colour", () => {
    const r = checkTexts({
      "a.ludic":
        `${BASE}label drwa "Draw"\nsay draw "Draw {card}"\ncolour Blue "#00f"\nlabel draw\nlabel hand "Hand"\nlabel @hand "again"\n`.replace(
          "label @hand",
          "label hand",
        ),
    });
    const messages = r.diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(messages).toContain("LUD474 `label` names no action or zone `drwa` (did you mean `draw`?)");
    expect(messages).toContain("LUD475 `{card}` is no parameter of the action; its parameters: it has none");
    expect(messages).toContain("LUD474 `colour` names no enum member `Blue`");
    expect(messages.some((m) => m.startsWith("LUD470 `label` takes one name and its text"))).toBe(true);
    expect(messages).toContain("LUD473 `hand` already has a `label` in this file");
    const bad = checkTexts({
      "a.ludic": `${BASE.replace("card Card {", "enum Ink { R }\ncard Card {")}colour R "red!"\n`,
    });
    expect(bad.diagnostics.map((d) => d.code)).toContain("LUD470");
  });

  it("the presentation words stay plain names elsewhere", () => {
    const r = checkTexts({
      "a.ludic": BASE.replace(
        "flow { turn(seats[0]) }",
        "fn help(show: int, label: int, say: int): int = show + label + say\nflow { let internal = help(1, 2, 3)\n  let colour = internal\n  turn(seats[0]) }",
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
