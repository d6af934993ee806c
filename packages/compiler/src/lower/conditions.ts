/**
 * A `fn` whose body is a condition or a count (`any`, `all`, `count … where`, joined by `and`,
 * `or`, `not`) becomes loops and jumps instead of one expression of nested `some`/`every`
 * callbacks: `any(d in directions where any(k in 0..3 where a and b))` is two labelled `for`
 * loops, `if (!(a)) continue q2;`, then `return true;` (docs/performance.md). Every operand is
 * evaluated in the order, and only when, the expression form would evaluate it, so rules errors
 * (`shift` off the board) happen exactly where they did.
 *
 * Within one loop level, a board call that several operands repeat with the same arguments
 * (`line(shift(h, d, -k), d, 4)` in a size test and an `all`) is computed once, at its first use,
 * into a `t$` variable (`??=`): board calls are pure, and a loop level's names do not change
 * while it runs.
 */
import type { ast } from "@ludic/lang";
import type { IRStmt } from "../ir/ir.js";
import type { ExprLowering } from "./expressions.js";
import { lineTableBody, type TableKey } from "./line-tables.js";

/** A statement that leaves the current point (`return …;`, `continue q1;`), or null: fall through. */
type Jump = string | null;

/** Board calls that are pure functions of their arguments, and the TypeScript type of their result. */
const PURE_BOARD_CALLS: Record<string, string> = {
  lineCells: "number[]",
  rayCells: "number[]",
  shiftCell: "number",
};

/** Does the condition use a query these loops improve (an `any`/`all` with a `where`)? */
function hasLoop(e: ast.Expression): boolean {
  switch (e.kind) {
    case "BinaryExpr":
      return (e.op === "and" || e.op === "or") && (hasLoop(e.left) || hasLoop(e.right));
    case "UnaryExpr":
      return e.op === "not" && hasLoop(e.operand);
    case "QueryExpr":
      return (e.op === "any" || e.op === "all") && e.where !== null;
    default:
      return false;
  }
}

export class ConditionLowering {
  private labels = 0;
  private temps = 0;

  constructor(readonly ex: ExprLowering) {}

  /**
   * The body of a `fn` returning `e` as statements, or null when the expression form is as good
   * (no query at its top).
   */
  fnBody(e: ast.Expression, boolType: boolean, keys: readonly TableKey[] = [], id = ""): IRStmt[] | null {
    if (boolType && hasLoop(e)) {
      const loops = this.level(this.branch(e, "return true;", "return false;"));
      return unusedLabels((id === "" ? null : lineTableBody(this.host(), e, keys, id, loops)) ?? loops);
    }
    if (e.kind === "QueryExpr" && e.op === "count" && e.where !== null) {
      const label = this.label();
      const v = this.ex.scope.declarePlain(e, e.variable.name);
      const source = this.ex.list(e.source);
      const body = this.loopBody(
        label,
        this.level(this.branch(e.where, `n$ += 1; continue ${label};`, `continue ${label};`)),
      );
      return unusedLabels([
        { k: "code", text: "let n$ = 0;" },
        { k: "forOf", label, variable: v, iterable: source, body },
        { k: "code", text: "return n$;" },
      ]);
    }
    return null;
  }

  /** What lower/line-tables.ts uses of these loops. */
  private host() {
    return {
      label: () => this.label(),
      declare: (e: ast.Node, name: string) => this.ex.scope.declarePlain(e, name),
      list: (e: ast.Expression) => this.ex.list(e),
      expr: (e: ast.Expression) => this.ex.expr(e),
      branch: (e: ast.Expression, onTrue: Jump, onFalse: Jump) => this.branch(e, onTrue, onFalse),
      level: (stmts: IRStmt[]) => this.level(stmts),
    };
  }

  private label(): string {
    this.labels += 1;
    return `q${this.labels}`;
  }

  /** Statements that run `onTrue` when `e` holds and `onFalse` when not (null: go on after them). */
  private branch(e: ast.Expression, onTrue: Jump, onFalse: Jump): IRStmt[] {
    if (e.kind === "BinaryExpr" && e.op === "and" && onFalse !== null)
      return [...this.branch(e.left, null, onFalse), ...this.branch(e.right, onTrue, onFalse)];
    if (e.kind === "BinaryExpr" && e.op === "or" && onTrue !== null)
      return [...this.branch(e.left, onTrue, null), ...this.branch(e.right, onTrue, onFalse)];
    if (e.kind === "UnaryExpr" && e.op === "not") return this.branch(e.operand, onFalse, onTrue);
    if (e.kind === "QueryExpr" && e.where !== null && (e.op === "any" || e.op === "all")) {
      // any: a match jumps to onTrue, the end of the loop is onFalse; all: the other way round.
      const [hit, end] = e.op === "any" ? [onTrue, onFalse] : [onFalse, onTrue];
      if (hit !== null) {
        const label = this.label();
        const v = this.ex.scope.declarePlain(e, e.variable.name);
        const source = this.ex.list(e.source);
        const next = `continue ${label};`;
        const body = this.loopBody(
          label,
          this.level(e.op === "any" ? this.branch(e.where, hit, next) : this.branch(e.where, next, hit)),
        );
        const loop: IRStmt = { k: "forOf", label, variable: v, iterable: source, body };
        return end === null ? [loop] : [loop, { k: "code", text: end }];
      }
    }
    // Anything else is tested as one expression; of two jumps, a `continue` goes last (a loop
    // drops one to its own next round at the end of its body).
    const text = this.ex.expr(e);
    const when = (cond: string, jump: string): IRStmt => ({
      k: "code",
      text: `if (${cond}) ${jump.includes("; ") ? `{ ${jump} }` : jump}`,
    });
    if (onTrue !== null && onFalse !== null)
      return onTrue.startsWith("continue ")
        ? [when(`!(${text})`, onFalse), { k: "code", text: onTrue }]
        : [when(text, onTrue), { k: "code", text: onFalse }];
    if (onTrue !== null) return [when(text, onTrue)];
    if (onFalse !== null) return [when(`!(${text})`, onFalse)];
    return [{ k: "code", text: `void (${text});` }];
  }

  /** A loop's body, without a last `continue` to its own next round. */
  private loopBody(label: string, stmts: IRStmt[]): IRStmt[] {
    const last = stmts[stmts.length - 1];
    const own = `continue ${label};`;
    if (last?.k !== "code") return stmts;
    // `if (x) { n$ += 1; continue q1; }` last: the continue goes.
    if (last.text.startsWith("if ") && last.text.endsWith(`; ${own} }`))
      return [...stmts.slice(0, -1), { k: "code", text: `${last.text.slice(0, -own.length - 3)} }` }];
    if (last.text.startsWith("if ") || !last.text.endsWith(own)) return stmts;
    const rest = last.text.slice(0, -own.length).trimEnd();
    if (rest !== "") return [...stmts.slice(0, -1), { k: "code", text: rest }];
    return this.loopBody(label, stmts.slice(0, -1));
  }

  /**
   * One loop level's statements, with the pure board calls its texts repeat computed once: the
   * texts of this level are its statements' and the sources of the loops it starts
   * (a nested loop's body is a level of its own: its variable changes within this one). Two
   * calls are the same when they differ only in the source location of their error message:
   * the first one runs first, so it is the one that can fail.
   */
  private level(stmts: IRStmt[]): IRStmt[] {
    const texts: string[] = [];
    for (const s of stmts) {
      if (s.k === "code") texts.push(s.text);
      if (s.k === "forOf") texts.push(s.iterable);
    }
    const calls = texts.map(pureCalls);
    const keys = [...new Set(calls.flat().map((c) => c.key))].sort(
      (a, b) => b.length - a.length || (a < b ? -1 : 1),
    );
    // Longest first; a call inside one already shared is computed by it.
    const chosen: string[] = [];
    const shared = (t: number, c: Call) =>
      calls[t]?.some((o) => chosen.includes(o.key) && o.start <= c.start && c.end <= o.end && o !== c) ??
      false;
    for (const key of keys) {
      let n = 0;
      calls.forEach((cs, t) => {
        for (const c of cs) if (c.key === key && !shared(t, c)) n += 1;
      });
      if (n > 1) chosen.push(key);
    }
    if (chosen.length === 0) return this.insideShift(stmts);
    const names = new Map<string, string>();
    const decls: IRStmt[] = chosen.map((key) => {
      this.temps += 1;
      const name = `t$${this.temps}`;
      names.set(key, name);
      return {
        k: "code",
        text: `let ${name}: ${PURE_BOARD_CALLS[key.slice(0, key.indexOf("("))]} | undefined;`,
      };
    });
    let t = -1;
    const replace = (text: string): string => {
      t += 1;
      // Outermost shared calls, right to left so that earlier offsets stay valid.
      const outer = (calls[t] ?? []).filter((c) => chosen.includes(c.key) && !shared(t, c));
      let out = text;
      for (const c of outer.reverse())
        out = `${out.slice(0, c.start)}(${names.get(c.key)} ??= ${c.text})${out.slice(c.end)}`;
      return out;
    };
    const out = stmts.map((s): IRStmt => {
      if (s.k === "code") return { ...s, text: replace(s.text) };
      if (s.k === "forOf") return { ...s, iterable: replace(s.iterable) };
      return s;
    });
    return this.insideShift([...decls, ...out]);
  }

  /**
   * `inside(a, d, k)` and `shift(a, d, k)` of the same plain arguments in one loop level look the
   * cell up once (`farCell`, -1 off the board), at whichever runs first, with that call's source
   * location; `inside` is then `f$ >= 0`, and `shift` (`shiftTo`) still fails off the board.
   */
  private insideShift(stmts: IRStmt[]): IRStmt[] {
    const texts: string[] = [];
    for (const s of stmts) {
      if (s.k === "code") texts.push(s.text);
      if (s.k === "forOf") texts.push(s.iterable);
    }
    const re = /\b(insideBoard|shiftCell)\((BOARD, [^()"'`]*), (LOC\[\d+\])\)/g;
    const seen = new Map<string, Set<string>>();
    for (const t of texts)
      for (const m of t.matchAll(re)) {
        const args = m[2] as string;
        seen.set(args, (seen.get(args) ?? new Set()).add(m[1] as string));
      }
    const both = [...seen].filter(([, kinds]) => kinds.size === 2).map(([args]) => args);
    if (both.length === 0) return stmts;
    const names = new Map<string, string>();
    const decls: IRStmt[] = both.map((args) => {
      this.temps += 1;
      names.set(args, `f$${this.temps}`);
      return { k: "code", text: `let f$${this.temps}: number | undefined;` };
    });
    const replace = (text: string): string =>
      text.replace(re, (call, kind: string, args: string, loc: string) => {
        const name = names.get(args);
        if (name === undefined) return call;
        const look = `(${name} ??= farCell(${args}, ${loc}))`;
        return kind === "insideBoard"
          ? `(${look} >= 0)`
          : `shiftTo(BOARD, ${look}, ${args.slice("BOARD, ".length)}, ${loc})`;
      });
    const out = stmts.map((s): IRStmt => {
      if (s.k === "code") return { ...s, text: replace(s.text) };
      if (s.k === "forOf") return { ...s, iterable: replace(s.iterable) };
      return s;
    });
    return [...decls, ...out];
  }
}

interface Call {
  /** The call's text, from its name to its closing parenthesis, and where it is in the text. */
  text: string;
  start: number;
  end: number;
  /** The text without its source locations (`LOC[n]`). */
  key: string;
}

/** The loops without their label where no `continue` names it. */
function unusedLabels(stmts: IRStmt[]): IRStmt[] {
  const texts: string[] = [];
  const collect = (ss: IRStmt[]): void => {
    for (const s of ss) {
      if (s.k === "code") texts.push(s.text);
      if (s.k === "forOf") collect(s.body);
    }
  };
  collect(stmts);
  const all = texts.join("\n");
  const strip = (ss: IRStmt[]): IRStmt[] =>
    ss.map((s) => {
      if (s.k !== "forOf") return s;
      const { label, ...loop } = s;
      const body = strip(s.body);
      return label !== undefined && all.includes(`continue ${label};`)
        ? { ...loop, label, body }
        : { ...loop, body };
    });
  return strip(stmts);
}

/** The pure board calls written in `text` (each with its arguments, balanced parentheses). */
function pureCalls(text: string): Call[] {
  const out: Call[] = [];
  const re = new RegExp(`\\b(${Object.keys(PURE_BOARD_CALLS).join("|")})\\(`, "g");
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let depth = 0;
    let end = -1;
    for (let i = m.index + (m[1] ?? "").length; i < text.length; i++) {
      const c = text[i];
      if (c === "(") depth += 1;
      else if (c === ")") {
        depth -= 1;
        if (depth === 0) {
          end = i + 1;
          break;
        }
      } else if (c === '"' || c === "'" || c === "`") {
        // A string inside a call (a message): not a pure call to share.
        end = -1;
        break;
      }
    }
    if (end < 0) continue;
    const call = text.slice(m.index, end);
    out.push({ text: call, start: m.index, end, key: call.replace(/LOC\[\d+\]/g, "LOC[]") });
  }
  return out;
}
