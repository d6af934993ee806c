/**
 * types.ts narrows the contract's types to one game: an app that misspells a zone key, a
 * variable, a variant, an option (or gives it a value of the wrong type) or an action fails to
 * compile. The engine is type-checked as an app would use it (strict TypeScript, the workspace's
 * @ludic/runtime); every `@ts-expect-error` line must be an error, or the directive itself is one.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDiagnostics } from "@ludic/lang";
import { Project, ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { compileText } from "../testing/compile-and-load.js";
import { strictEngineOptions } from "../testing/strict-options.js";
import { writePackage } from "../write-package.js";

const BASE = `
game typed {
  title "Typed"
  players 2..3
  variant "base"
  version "1.0.0"
}

enum Colour { red, blue }
card Chip { n: int }
cards Chip into deck {
  card "c1" { n: 1 }
  card "c2" { n: 2 }
}

zone deck: pile, hidden
zone hand[seat]: hand, owner
zone pot[Colour]: row, public
var passes: int = 0
var lastTaken: Chip? = none
var tally[seat]: int = 0
var marked[Chip]: bool = false
var favourite: Colour = red
option rounds: int = 2 in 1..3
option colour: Colour = red

rule play(starter: seat) {
  let s = starter
  loop {
    choose s {
      take(c: deck) {
        move c to hand[s]
        lastTaken = c
        tally[s] += 1
      }
      paint(k: Colour) { favourite = k }
      stop when size(deck) == 0 { finish [s] "done" }
    }
    s = next(s)
  }
}

flow { play(seats[0]) }
`;

const VARIANT = `
variant "quick" extends "base" {
  title "Quick"
}

var streak: int = 0
`;

/** An app's use of the engine: lines that compile, and lines that must not. */
const APP = `
import * as typed from "./src/index.js";

const st = typed.setup({ players: 2, seed: "x", variant: "quick", options: { rounds: 3, colour: "blue" } });
const v: typed.View = typed.view(st, 0);
const deck: typed.ViewZone = v.zones.deck;
const hand: typed.ViewZone | undefined = v.zones["hand[1]"];
const pot: typed.ViewZone = v.zones["pot[red]"];
const passes: number = v.vars.passes;
const last: "c1" | "c2" | null = v.vars.lastTaken;
const tally: number | undefined = v.vars["tally[0]"];
const marked: boolean = v.vars["marked[c1]"];
const favourite: "red" | "blue" = v.vars.favourite;
const streak: number | undefined = v.vars.streak;
const variant: "base" | "quick" = v.variant;
const actions: ("take" | "paint" | "stop")[] = typed.decisions(st)[0]?.actions ?? [];
const args: typed.MoveArgs<"paint"> = { k: "blue" };
const move: typed.Move = { seat: 0, action: "paint", args };
const record: typed.GameRecord = { game: "typed", rulesVersion: "1.0.0", seed: "x", players: 2, variant: "base", options: {}, moves: [move] };
const spec: typed.PositionSpec = { zones: { deck: ["c1"], "hand[0]": ["c2"] }, vars: { passes: 1, "tally[1]": 2 } };
const error: typeof typed.IllegalMoveError = typed.IllegalMoveError;

// @ts-expect-error: a misspelt zone key
v.zones["hnad[0]"];
// @ts-expect-error: Colour has no green
v.zones["pot[green]"];
// @ts-expect-error: a misspelt variable
v.vars.pases;
// @ts-expect-error: a misspelt indexed variable
v.vars["marks[c1]"];
// @ts-expect-error: a variable's value type
const wrongValue: string = v.vars.passes;
// @ts-expect-error: a misspelt variant
typed.setup({ players: 2, seed: "x", variant: "quik" });
// @ts-expect-error: a misspelt option
typed.setup({ players: 2, seed: "x", options: { round: 3 } });
// @ts-expect-error: an option's value type
typed.setup({ players: 2, seed: "x", options: { colour: "green" } });
// @ts-expect-error: a misspelt action in a decision
typed.decisions(st)[0]?.actions.includes("tkae");
// @ts-expect-error: an argument of another action
const wrongArgs: typed.MoveArgs<"take"> = { k: "red" };
// @ts-expect-error: a misspelt zone in a position
typed.position({ zones: { dekc: [] } });
// @ts-expect-error: a misspelt variable in a position
typed.position({ zones: {}, vars: { pass: 1 } });

export const used = [deck, hand, pot, passes, last, tally, marked, favourite, streak, variant, actions, record, spec, error, wrongValue, wrongArgs];
`;

// Beside the engines compile-and-load.ts writes: inside the workspace, so @ludic/runtime resolves.
const outRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", ".test-engines");

describe("types.ts", () => {
  it("types views, decisions, setup, positions and records by the game's names", () => {
    const result = compileText({ "typed.ludic": BASE, "quick.ludic": VARIANT });
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, result.sources));
    const dir = join(outRoot, "types-file");
    writePackage(
      result.files.filter((f) => f.path.startsWith("src/")),
      dir,
    );
    const app = join(dir, "app.ts");
    writeFileSync(app, APP);
    const project = new Project({ compilerOptions: { ...strictEngineOptions(ts), noEmit: true } });
    const file = project.addSourceFileAtPath(app);
    project.resolveSourceFileDependencies();
    const messages = file
      .getPreEmitDiagnostics()
      .map(
        (d) => `${d.getLineNumber()}: ${ts.flattenDiagnosticMessageText(d.compilerObject.messageText, "\n")}`,
      );
    expect(messages).toEqual([]);
  });
});
