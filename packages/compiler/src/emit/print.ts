/**
 * Prints IR statements with code-block-writer (ts-morph's writer); machine terminators become
 * resume-point jumps. With print-expr.ts, the one place statements and expressions are spelt.
 */

import { type IRExpr, walk } from "../ir/expr.js";
import type { IRSimpleStmt, IRStmt } from "../ir/ir.js";
import { LOOP_BUDGET } from "../lower/loop-budget.js";
import { printExpr, printType } from "./print-expr.js";
import type { CodeBlockWriter } from "./writer.js";

/** What a machine step tells the driver. */
export const SIGNAL = { continue: 0, suspended: 1 } as const;

const TERMINATORS = new Set<IRStmt["k"]>(["goto", "branch", "call", "suspend", "suspendAll", "return"]);

/** Whether nothing after the statement runs (a terminator, `return`, `throw`, `break`, an unlabelled `continue`). */
function leaves(s: IRStmt): boolean {
  return (
    TERMINATORS.has(s.k) ||
    s.k === "exit" ||
    s.k === "throw" ||
    s.k === "break" ||
    (s.k === "continue" && s.label === null)
  );
}

/** Prints statements up to the first one that leaves the block (what follows is unreachable). */
export function printStatements(w: CodeBlockWriter, stmts: IRStmt[]): void {
  for (const s of stmts) {
    printStatement(w, s);
    if (leaves(s)) return;
  }
}

/** A statement that prints on one line. */
export function simpleLine(s: IRSimpleStmt): string {
  switch (s.k) {
    case "let": {
      const type = s.type ? `: ${printType(s.type)}` : "";
      const value = s.value ? ` = ${printExpr(s.value)}` : "";
      return `${s.constant ? "const" : "let"} ${s.name}${type}${value};`;
    }
    case "assign":
      return `${printExpr(s.target)} ${s.op} ${printExpr(s.value)};`;
    case "expr":
      return `${printExpr(s.expr)};`;
    case "discard":
      return `void (${printExpr(s.expr)});`;
    case "break":
      return "break;";
    case "continue":
      return s.label === null ? "continue;" : `continue ${s.label};`;
    case "exit":
      return s.value === null ? "return;" : `return ${printExpr(s.value)};`;
    case "throw":
      return `throw ${printExpr(s.error)};`;
    case "loopStep":
      return `if (++${printExpr(s.counter)} > ${LOOP_BUDGET}) throw new RulesError("this loop went round ${LOOP_BUDGET} times without a decision: on this path it never ends", ${printExpr(s.loc)});`;
  }
}

function printStatement(w: CodeBlockWriter, s: IRStmt): void {
  switch (s.k) {
    case "let":
    case "assign":
    case "expr":
    case "discard":
    case "break":
    case "continue":
    case "exit":
    case "throw":
    case "loopStep":
      w.writeLine(simpleLine(s));
      return;
    case "when": {
      const cond = printExpr(s.cond);
      const lines = s.then.map(simpleLine);
      w.writeLine(
        `if (${s.negate ? `!(${cond})` : cond}) ${s.block ? `{ ${lines.join(" ")} }` : lines.join(" ")}`,
      );
      return;
    }
    case "jump":
      w.writeLine(s.stmts.map(simpleLine).join(" "));
      return;
    case "try":
      w.writeLine("try {");
      printStatements(w, s.body);
      w.writeLine("} catch {");
      printStatements(w, s.recover);
      w.writeLine("}");
      return;
    case "comment":
      w.writeLine(`// ${s.text}`);
      return;
    case "if":
      // `} else {` on one line: the then block ends without its newline when an else follows.
      if (s.else.length === 0) w.write(`if (${printExpr(s.cond)}) `).block(() => printStatements(w, s.then));
      else w.write(`if (${printExpr(s.cond)}) `).inlineBlock(() => printStatements(w, s.then));
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
      const cond = s.cond.k === "bool" && s.cond.value ? "" : printExpr(s.cond);
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
      if (range === null && s.indexed) {
        // By index: V8 runs it faster than `for … of` and the closures of `some`/`filter`.
        const v = s.variable;
        const plain = s.iterable.k === "local";
        const list = plain ? printExpr(s.iterable) : `${v}$a`;
        const from = plain ? "" : `, ${list} = ${printExpr(s.iterable)}`;
        // The element is named on the loop's own line.
        w.writeLine(
          `${label}for (let ${v}$i = 0${from}; ${v}$i < ${list}.length; ${v}$i++) { const ${v} = ${list}[${v}$i];`,
        );
        w.indent(() => printStatements(w, s.body));
        w.writeLine("}");
        return;
      }
      if (range === null) {
        w.write(`${label}for (const ${s.variable} of ${printExpr(s.iterable)}) `).block(() =>
          printStatements(w, s.body),
        );
        return;
      }
      // A range `a..b` is counted, not built and iterated (the same values: a, a + 1, … up to b).
      const [from, to] = range.map(printExpr) as [string, string];
      const head = isIntLiteral(range[1])
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
      w.writeLine(`f.pc = ${printExpr(s.cond)} ? ${s.then} : ${s.else};`);
      w.writeLine("continue run;");
      return;
    case "call":
      w.writeLine(`f.pc = ${s.resume};`);
      // The rule is empty in these variants: nothing to enter (lower/statements.ts `emptyIn`).
      if (s.skip)
        w.writeLine(
          `if (${s.skip.map((v) => `st.v === ${v}`).join(" || ")}) { st.ret = null; continue run; }`,
        );
      if (s.run) {
        // A rule that calls no rule runs now, in this trip through runEngine (lower/program.ts
        // `directCalls`): when it returns (its frame popped), this one goes on at its resume block.
        w.writeLine(`const c$ = ${printExpr(s.frame)};`);
        w.writeLine("st.stack.push(c$);");
        w.writeLine(`if (${s.run}(st, c$) !== ${SIGNAL.continue}) return ${SIGNAL.suspended};`);
        w.writeLine("continue run;");
        return;
      }
      w.writeLine(`st.stack.push(${printExpr(s.frame)});`);
      w.writeLine(`return ${SIGNAL.continue};`);
      return;
    case "suspend": {
      // The checks are waitCheck's (emit/playout.ts): a playout's move is made there, in direct
      // style; an `auto` chooser decides at once; no legal move goes to `otherwise` or is a rules error.
      w.writeLine(`st.pend = { seat: ${printExpr(s.seat)}, site: ${s.site} };`);
      w.writeLine(`if (waitCheck(st, f, ${s.site}, st.pend.seat, ${s.otherwise ?? -1})) continue run;`);
      w.writeLine("f.pc = -1; // waiting: applyMove sets the chosen option's block");
      w.writeLine(`return ${SIGNAL.suspended};`);
      return;
    }
    case "suspendAll": {
      const seats = `f.${s.seats}`;
      const answers = `f.${s.answers}`;
      // Every seat of the list answers; a seat with no legal option is marked [-1] (otherwise).
      const where = `SITE_SOURCE[${s.site}] as SourceLocation`;
      w.writeLine(
        `if (new Set(${seats}).size !== ${seats}.length) throw new RulesError("choose simultaneously lists a seat twice", ${where});`,
      );
      w.writeLine(`st.pend = { seat: -1, site: ${s.site} };`);
      w.writeLine(`${answers} = ${seats}.map(() => []);`);
      w.writeLine(
        `${answers} = ${seats}.map((s) => (DECISIONS.hasMove(st, f, ${s.site}, s) && keepsComplete(st, s) ? [] : [-1]));`,
      );
      if (!s.otherwise) {
        w.write(`if (${answers}.some((a) => a[0] === -1)) `).block(() => {
          w.writeLine("st.pend = null;");
          w.writeLine(
            `throw new RulesError("a seat of this decision has no legal move and it has no otherwise", ${where});`,
          );
        });
      }
      w.write(`if (${answers}.every((a) => a.length > 0)) `).block(() => {
        w.writeLine("st.pend = null;");
        w.writeLine(`f.pc = ${s.runHead};`);
        w.writeLine("continue run;");
      });
      w.writeLine(`f.pc = -1; // waiting: applyMove records each seat's answer`);
      w.writeLine(`return ${SIGNAL.suspended};`);
      return;
    }
    case "return":
      w.writeLine(`st.ret = ${s.value === null ? "null" : printExpr(s.value)};`);
      w.writeLine("st.stack.pop();");
      w.writeLine(`return ${SIGNAL.continue};`);
      return;
  }
}

/** An integer written out (`3`, `-1`): a loop bound that needs no local. */
function isIntLiteral(e: IRExpr): boolean {
  return e.k === "num" || (e.k === "neg" && e.operand.k === "num");
}

/**
 * The bounds of an iterable that is a range, `intRange(a, b)` (lowered `a..b`); null for
 * anything else (or bounds with a string in them: not worth counting).
 */
export function rangeBounds(iterable: IRExpr): [IRExpr, IRExpr] | null {
  if (iterable.k !== "call" || iterable.callee.k !== "global" || iterable.callee.name !== "intRange")
    return null;
  const [from, to] = iterable.args;
  if (from === undefined || to === undefined || iterable.args.length !== 2) return null;
  for (const b of [from, to]) for (const n of walk(b)) if (n.k === "str") return null;
  return [from, to];
}
