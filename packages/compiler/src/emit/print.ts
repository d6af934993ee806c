/** Prints IR statements with code-block-writer (ts-morph's writer); machine terminators become resume-point jumps. */

import type { IRStmt } from "../ir/ir.js";
import type { CodeBlockWriter } from "./writer.js";

/** What a machine step tells the driver. */
export const SIGNAL = { continue: 0, suspended: 1 } as const;

const TERMINATORS = new Set<IRStmt["k"]>(["goto", "branch", "call", "suspend", "suspendAll", "return"]);

/** Prints statements up to the first one that leaves the block (what follows is unreachable). */
export function printStatements(w: CodeBlockWriter, stmts: IRStmt[]): void {
  for (const s of stmts) {
    printStatement(w, s);
    if (TERMINATORS.has(s.k) || (s.k === "code" && /^(throw|return|break;|continue;)/.test(s.text))) return;
  }
}

function printStatement(w: CodeBlockWriter, s: IRStmt): void {
  switch (s.k) {
    case "code":
      w.writeLine(s.text);
      return;
    case "comment":
      w.writeLine(`// ${s.text}`);
      return;
    case "if":
      w.write(`if (${s.cond}) `).block(() => printStatements(w, s.then));
      if (s.else.length > 0) {
        const only = s.else.length === 1 ? s.else[0] : undefined;
        if (only?.k === "if") {
          w.write(" else ");
          printStatement(w, only);
        } else {
          w.write(" else ").block(() => printStatements(w, s.else));
        }
      }
      w.newLineIfLastNot();
      return;
    case "while": {
      const cond = s.cond === "true" ? "" : s.cond;
      const head = s.counter
        ? `for (let ${s.counter} = 0; ${cond}; ) `
        : cond
          ? `while (${cond}) `
          : "for (;;) ";
      w.write(head).block(() => printStatements(w, s.body));
      return;
    }
    case "forOf": {
      const label = s.label ? `${s.label}: ` : "";
      const range = rangeBounds(s.iterable);
      if (range === null) {
        w.write(`${label}for (const ${s.variable} of ${s.iterable}) `).block(() =>
          printStatements(w, s.body),
        );
        return;
      }
      // A range `a..b` is counted, not built and iterated (the same values: a, a + 1, … up to b).
      const [from, to] = range;
      const head = /^-?\d+$/.test(to)
        ? `let ${s.variable} = ${from}; ${s.variable} <= ${to}; ${s.variable}++`
        : `let ${s.variable} = ${from}, ${s.variable}$to = ${to}; ${s.variable} <= ${s.variable}$to; ${s.variable}++`;
      w.write(`${label}for (${head}) `).block(() => printStatements(w, s.body));
      return;
    }
    case "goto":
      w.writeLine(`f.pc = ${s.block};`);
      w.writeLine("continue run;");
      return;
    case "branch":
      w.writeLine(`f.pc = ${s.cond} ? ${s.then} : ${s.else};`);
      w.writeLine("continue run;");
      return;
    case "call":
      w.writeLine(`f.pc = ${s.resume};`);
      w.writeLine(`st.stack.push(${s.frame});`);
      w.writeLine(`return ${SIGNAL.continue};`);
      return;
    case "suspend": {
      w.writeLine(`st.pend = { seat: ${s.seat}, site: ${s.site} };`);
      // `auto` (a chooser that is no seat) decides at once, drawing from the game's generator.
      w.writeLine("if (st.pend.seat < 0 && SEARCH.autoMove(st, f)) continue run;");
      // A playout lists the moves next anyway: it checks there are some (emit/playout.ts, playDefers).
      const check = `!DECISIONS.hasMove(st, f, ${s.site}, st.pend.seat) || !keepsComplete(st, st.pend.seat)`;
      w.write(`if (${s.otherwise === null ? `!playDefers(st) && (${check})` : check}) `).block(() => {
        w.writeLine("st.pend = null;");
        if (s.otherwise === null) {
          w.writeLine(
            `throw new RulesError("this decision offers no legal move and has no otherwise", SITE_SOURCE[${s.site}] as SourceLocation);`,
          );
        } else {
          w.writeLine(`f.pc = ${s.otherwise};`);
          w.writeLine("continue run;");
        }
      });
      w.writeLine(`f.pc = -1; // waiting: applyMove sets the chosen option's block`);
      w.writeLine(`return ${SIGNAL.suspended};`);
      return;
    }
    case "suspendAll": {
      // Every seat of the list answers; a seat with no legal option is marked [-1] (otherwise).
      const where = `SITE_SOURCE[${s.site}] as SourceLocation`;
      w.writeLine(
        `if (new Set(${s.seats}).size !== ${s.seats}.length) throw new RulesError("choose simultaneously lists a seat twice", ${where});`,
      );
      w.writeLine(`st.pend = { seat: -1, site: ${s.site} };`);
      w.writeLine(`${s.answers} = ${s.seats}.map(() => []);`);
      w.writeLine(
        `${s.answers} = ${s.seats}.map((s) => (DECISIONS.hasMove(st, f, ${s.site}, s) && keepsComplete(st, s) ? [] : [-1]));`,
      );
      if (!s.otherwise) {
        w.write(`if (${s.answers}.some((a) => a[0] === -1)) `).block(() => {
          w.writeLine("st.pend = null;");
          w.writeLine(
            `throw new RulesError("a seat of this decision has no legal move and it has no otherwise", ${where});`,
          );
        });
      }
      w.write(`if (${s.answers}.every((a) => a.length > 0)) `).block(() => {
        w.writeLine("st.pend = null;");
        w.writeLine(`f.pc = ${s.runHead};`);
        w.writeLine("continue run;");
      });
      w.writeLine(`f.pc = -1; // waiting: applyMove records each seat's answer`);
      w.writeLine(`return ${SIGNAL.suspended};`);
      return;
    }
    case "return":
      w.writeLine(`st.ret = ${s.value ?? "null"};`);
      w.writeLine("st.stack.pop();");
      w.writeLine(`return ${SIGNAL.continue};`);
      return;
  }
}

/**
 * The bounds of an iterable that is a range, `intRange(a, b)` (lowered `a..b`), as their texts;
 * null for anything else (or bounds with a string in them: not worth parsing).
 */
export function rangeBounds(iterable: string): [string, string] | null {
  if (!iterable.startsWith("intRange(") || !iterable.endsWith(")") || /["'`]/.test(iterable)) return null;
  const inner = iterable.slice("intRange(".length, -1);
  let depth = 0;
  let comma = -1;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === "(" || c === "[" || c === "{") depth += 1;
    else if (c === ")" || c === "]" || c === "}") {
      depth -= 1;
      // The closing parenthesis of intRange( is not the last one: `intRange(a, b).map(…)`.
      if (depth < 0) return null;
    } else if (c === "," && depth === 0) {
      if (comma >= 0) return null;
      comma = i;
    }
  }
  if (depth !== 0 || comma < 0) return null;
  return [inner.slice(0, comma).trim(), inner.slice(comma + 1).trim()];
}
