/** Helpers shared by the parser tests. */
import type { Declaration, Expression, Statement } from "../ast/nodes.js";
import { parseRules } from "../parse-file.js";

export function parseOk(text: string) {
  const result = parseRules(text, "t.ludic");
  if (result.diagnostics.length > 0) {
    throw new Error(
      `unexpected diagnostics:\n${result.diagnostics.map((d) => `${d.span.start.line}:${d.span.start.column} ${d.code} ${d.message}`).join("\n")}`,
    );
  }
  return result.ast;
}

export function decl(text: string): Declaration {
  const [first] = parseOk(text).declarations;
  if (!first) throw new Error("no declaration");
  return first;
}

/** The statements of `rule r() { … }`. */
export function stmts(body: string): Statement[] {
  const d = decl(`rule r() {\n${body}\n}`);
  if (d.kind !== "RuleDecl") throw new Error(d.kind);
  return d.body.statements;
}

export function expr(text: string): Expression {
  const d = decl(`const X = ${text}`);
  if (d.kind !== "ConstDecl") throw new Error(d.kind);
  return d.value;
}

/** An expression as a compact S-expression, to assert structure and precedence. */
export function sexpr(e: Expression): string {
  switch (e.kind) {
    case "IntLiteral":
      return String(e.value);
    case "StringLiteral":
      return JSON.stringify(e.value);
    case "BoolLiteral":
      return String(e.value);
    case "NoneLiteral":
      return "none";
    case "ListLiteral":
      return `[${e.elements.map(sexpr).join(" ")}]`;
    case "NameRef":
      return e.name.name;
    case "MemberExpr":
      return `(. ${sexpr(e.object)} ${e.member.name})`;
    case "IndexExpr":
      return `([] ${sexpr(e.object)} ${sexpr(e.index)})`;
    case "CallExpr":
      return `(${e.callee.name}${e.args.map((a) => ` ${sexpr(a)}`).join("")})`;
    case "UnaryExpr":
      return `(${e.op} ${sexpr(e.operand)})`;
    case "BinaryExpr":
      return `(${e.op} ${sexpr(e.left)} ${sexpr(e.right)})`;
    case "RangeExpr":
      return `(.. ${sexpr(e.from)} ${sexpr(e.to)})`;
    case "QueryExpr":
      return `(${e.op} ${e.variable.name} ${sexpr(e.source)}${e.where ? ` where ${sexpr(e.where)}` : ""}${e.of ? ` of ${sexpr(e.of)}` : ""})`;
    case "IfExpr":
      return `(if ${sexpr(e.condition)} ${sexpr(e.then)} ${sexpr(e.else)})`;
    case "CanExpr":
      return `(can ${sexpr(e.call)})`;
    case "MatchExpr": {
      const arms = e.arms.map((a) => ` (${a.patterns.map(sexpr).join(" ")} => ${sexpr(a.value)})`);
      return `(match ${sexpr(e.subject)}${arms.join("")}${e.otherwise ? ` (else => ${sexpr(e.otherwise)})` : ""})`;
    }
    case "GridLiteral":
      return `(grid ${e.enumName.name}${e.rows.map((r) => ` ${JSON.stringify(r.value)}`).join("")})`;
  }
}
