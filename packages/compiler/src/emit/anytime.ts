/**
 * Emits, into rules.ts, the `anytime` moves (docs/language.md §4 "Anytime moves"): which exist
 * in each variant, and the moves a seat may make now.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { IRProgram } from "../ir/program.js";
import { dataLiteral, stringLiteral } from "./escape.js";

export function printAnytime(w: CodeBlockWriter, p: IRProgram): void {
  w.writeLine("// ---- Anytime moves ---------------------------------------------------------------");
  w.blankLine();
  w.writeLine("/** Each `anytime` move: its action, its variants, its `when` and its frame. */");
  const type =
    "{ action: string; variants: number[]; when: ((st: State, me: number) => boolean) | null; enter: (st: State, me: number) => Frame }[]";
  if (p.anytime.length === 0) {
    // A game without anytime moves: the same (empty) table, and a seat never has one.
    w.writeLine(`export const ANYTIME: ${type} = [];`);
    w.blankLine();
    w.writeLine("/** The anytime moves `seat` may make now: none, the game has no `anytime` move. */");
    w.writeLine("export function anytimeMoves(_st: State, _seat: number, _out: AnyMove[]): void {}");
    w.blankLine();
    return;
  }
  w.write(`export const ANYTIME: ${type} = [`);
  w.newLine();
  w.indent(() => {
    for (const a of p.anytime)
      w.writeLine(
        `{ action: ${stringLiteral(a.action)}, variants: ${dataLiteral(a.variants)}, when: ${a.when ?? "null"}, enter: ${a.enter} },`,
      );
  });
  w.writeLine("];");
  w.blankLine();
  w.writeLine(
    "/** The anytime moves `seat` may make now: while the game waits for a decision and no other anytime move is being resolved. */",
  );
  w.write("export function anytimeMoves(st: State, seat: number, out: AnyMove[]): void ").block(() => {
    w.writeLine("if (st.out !== null || st.pend === null || st.held !== null) return;");
    w.write("for (const a of ANYTIME) ").block(() => {
      w.writeLine(
        "if (a.variants.includes(st.v) && (a.when === null || a.when(st, seat))) out.push({ seat, action: a.action, args: {} });",
      );
    });
  });
  w.blankLine();
}
