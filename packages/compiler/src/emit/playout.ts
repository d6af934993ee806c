/**
 * The playout path (docs/engine-api.md "Playouts"): the same rules played in place, for bots and
 * simulations. Into rules.ts go the playout views of the decisions — `playFill`, the legal moves
 * as numbers from each decision's one walk (the list the contract's moves are spelled from), and
 * `playBind`, which binds the chosen one into the frame as applyMove does (emit/decisions.ts) —;
 * `playInPlace`, `playouts` and `playout`, which run the game on a state they own without copying
 * it at every move, are @ludic/runtime's (engine/playouts.ts), built in index.ts (emit/index-file.ts).
 */
import type { CodeBlockWriter } from "ts-morph";
import { global, type IRExpr } from "../ir/expr.js";
import type { IRSimpleStmt, IRStmt } from "../ir/ir.js";
import type { IRProgram } from "../ir/program.js";
import { decisionStride } from "./decisions.js";
import { dataLiteral } from "./escape.js";

/** Rules.ts: every decision's moves as numbers, and binding one of them. */
export function printPlayoutSites(w: CodeBlockWriter, p: IRProgram): void {
  const n = decisionStride(p);
  w.writeLine(
    "// ---- Playouts: decisions as numbers (emit/playout.ts) -------------------------------",
  ).blankLine();
  w.writeLine(
    "/** The state a runner plays without its log (`playouts(options, { log: false })`: no log line is built), set by playQuiet. */",
  );
  w.writeLine("let PLAY_QUIET: State | null = null;");
  w.writeLine(
    "export function playQuiet(st: State | null): State | null { const before = PLAY_QUIET; PLAY_QUIET = st; return before; }",
  );
  w.writeLine(
    "/** The legal moves of `seat` at the pending decision as numbers, and binding one (emit/decisions.ts). */",
  );
  w.writeLine("export const { playFill, playBind } = DECISIONS;");
  w.writeLine(
    "/** The playout loop running now (@ludic/runtime PlayLoop, set by makePlayouts): a decision reached on its state is taken at once (waitCheck); the state owns its log, so logLine adds lines in place. */",
  );
  w.writeLine(
    "export const PLAY = { st: null as State | null, choose: (_n: number): number => 0, made: 0, max: 0, moves: [] as number[] };",
  );
  w.blankLine();
  printFastCheck(w, p, n);
}

/** `st !== PLAY_QUIET`: the test before each log line (playoutStatements). */
const LOGS: IRExpr = { k: "arith", op: "ne", left: { k: "state" }, right: global("PLAY_QUIET") };

/**
 * Statements of a rule's machine or a function as the playout path wants them: each `log` line
 * (`logLine(st, …)`, lower/statements.ts) is built only when the state is not a quiet runner's
 * (`if (st !== PLAY_QUIET) logLine(st, …);`): a simulation that reads only the outcome pays for
 * no log strings. The statement stays on its line.
 */
export function playoutStatements(stmts: readonly IRStmt[], machine = false): IRStmt[] {
  return stmts.map((s): IRStmt => {
    switch (s.k) {
      case "expr":
        return s.expr.k === "call" && s.expr.callee.k === "global" && s.expr.callee.name === "logLine"
          ? { k: "when", cond: LOGS, negate: false, then: [s], block: false }
          : s;
      case "throw":
        return machine ? finishInMachine(s) : s;
      case "when":
        return machine ? { ...s, then: s.then.map(finishInMachine) } : s;
      case "if":
        return { ...s, then: playoutStatements(s.then, machine), else: playoutStatements(s.else, machine) };
      case "while":
      case "forOf":
        return { ...s, body: playoutStatements(s.body, machine) };
      case "try":
        // A throw inside a `try` is the try's to catch: left as it is.
        return { ...s, body: playoutStatements(s.body), recover: playoutStatements(s.recover, machine) };
      default:
        return s;
    }
  });
}

/** `SEARCH.depth > 0`: a `can`/`complete` search is running (its loop catches `GameOver`). */
const SEARCHING: IRExpr = {
  k: "arith",
  op: "gt",
  left: { k: "prop", target: global("SEARCH"), name: "depth" },
  right: { k: "num", value: 0 },
};

/**
 * `finish` in a machine's block (`throw new GameOver(endGame(…))`, lower/statements.ts) as
 * `return finishRun(st, endGame(…), SEARCH.depth > 0);` (@ludic/runtime): the end runEngine's
 * catch makes, without a throw through the machines; in a search, thrown as before.
 */
function finishInMachine(s: IRSimpleStmt): IRSimpleStmt {
  if (s.k !== "throw" || s.error.k !== "new" || s.error.class !== "GameOver") return s;
  const outcome = s.error.args[0] as IRExpr;
  return {
    k: "exit",
    value: { k: "call", callee: global("finishRun"), args: [{ k: "state" }, outcome, SEARCHING] },
  };
}

/**
 * The checks at a decision (one `choose`), printed once: each site sets `st.pend`, calls this, then
 * waits (emit/print.ts, `suspend`). On the state of the playout loop running now (`PLAY`), with
 * moves left to make and the decision on numbers (playDefers), the decision is taken here, in
 * direct style: its moves listed into the loop's list, the loop's chooser asked, the move bound
 * as playBind binds it (frame fields, resume point), and the machine goes on (`continue run`)
 * without returning to the loop. Where that cannot be, as before: an `auto` chooser moves, and a
 * decision with no legal move goes to `otherwise` or is a rules error, except in a playout, whose
 * loop lists the moves next and checks for none itself (playNoMove).
 */
function printWait(w: CodeBlockWriter, stride: number): void {
  w.writeLine(
    "/** At decision `site`, pending for `seat`: a playout's move is made here (PLAY), an `auto` chooser (a seat < 0) moves, and a decision with no legal move goes to its `otherwise` block (≥ 0) or, without one, is a rules error. True when the frame goes on at once. */",
  );
  w.write(
    "function waitCheck(st: State, f: Frame, site: number, seat: number, otherwise: number): boolean ",
  ).block(() => {
    w.writeLine("if (seat < 0) { if (SEARCH.autoMove(st, f)) return true; }");
    w.write("else if (playDefers(st) && PLAY.made < PLAY.max) ").block(() => {
      // The site's own table and walk, and its frame's fields by name, from this engine's code
      // (not @ludic/runtime's playFill/playBind, whose calls every engine of a process shares).
      w.writeLine("const moves = PLAY.moves;");
      w.writeLine("const d = SITES[site] as DecisionTable<State, Frame>;");
      w.writeLine("const n = d.fill(st, f, seat, moves, Number.POSITIVE_INFINITY);");
      w.write("if (n > 0) ").block(() => {
        w.writeLine("PLAY.made += 1;");
        w.writeLine("st.moves += 1;");
        w.writeLine("f.pc = -1;");
        w.writeLine(`const at = PLAY.choose(n) * ${stride};`);
        w.writeLine(
          'const o = d.options[moves[at] as number] as DecisionTable<State, Frame>["options"][number];',
        );
        w.writeLine(
          "for (let j = 0; j < o.params.length; j++) (f as unknown as Record<string, number>)[(o.params[j] as { slot: string }).slot] = moves[at + j + 1] as number;",
        );
        w.writeLine("f.pc = o.body;");
        w.writeLine("st.pend = null;");
        w.writeLine("LOOPS.steps = 0;");
        w.writeLine("return true;");
      });
    });
    w.write(
      "if ((otherwise >= 0 || !playDefers(st)) && (!DECISIONS.hasMove(st, f, site, seat) || !keepsComplete(st, seat))) ",
    ).block(() => {
      w.writeLine("st.pend = null;");
      w.writeLine(
        'if (otherwise < 0) throw new RulesError("this decision offers no legal move and has no otherwise", SITE_SOURCE[site] as SourceLocation);',
      );
      w.writeLine("f.pc = otherwise;");
      w.writeLine("return true;");
    });
    w.writeLine("return false;");
  });
  w.blankLine();
}

/** Which decisions the playout path takes on numbers, and the actions of one from those numbers. */
function printFastCheck(w: CodeBlockWriter, p: IRProgram, n: number): void {
  const slow = p.sites.filter((s) => s.simultaneous !== null).map((s) => s.id);
  // Anytime moves are offered at every decision: a variant with any takes every decision through
  // applyMove; the variants without keep the fast path (cuttle-cards' concede must not slow classic Cuttle).
  const anytimeVariants = [
    ...new Set(
      ((p as { anytime?: readonly { variants: number[] }[] }).anytime ?? []).flatMap((a) => a.variants),
    ),
  ].sort((a, b) => a - b);
  // Each a test of its few numbers, none for an empty list (a Set's lookup at every move costs
  // Connect Four and Tic-tac-toe a few per cent); a longer list stays a Set.
  const notIn = (name: string, what: string, at: string, xs: readonly number[]): string[] => {
    if (xs.length <= 4) return xs.map((x) => `${at} !== ${x}`);
    w.writeLine(`/** ${what} */`);
    w.writeLine(`const ${name}: ReadonlySet<number> = new Set(${dataLiteral(xs)});`);
    return [`!${name}.has(${at})`];
  };
  const anytime = notIn(
    "PLAY_ANYTIME",
    "The variants (by index) with anytime moves.",
    "st.v",
    anytimeVariants,
  );
  const slowSites = notIn(
    "PLAY_SLOW_SITES",
    "Decisions playouts take through applyMove: simultaneous ones.",
    "st.pend.site",
    slow,
  );
  if (anytimeVariants.length > 4 || slow.length > 4) w.blankLine();
  w.writeLine(
    "/** Whether the pending decision's moves can be listed as numbers: not inside a `complete` rule, not simultaneous, no anytime moves in the variant. */",
  );
  w.write("export function playFast(st: State): boolean ").block(() => {
    w.writeLine(`return ${[...anytime, "st.cr < 0", "st.pend !== null", ...slowSites].join(" && ")};`);
  });
  w.blankLine();
  w.writeLine(
    "/** Whether a decision without `otherwise` reached now leaves its check for a legal move to the playout loop, which lists the moves next (playNoMove). */",
  );
  w.write("function playDefers(st: State): boolean ").block(() => {
    w.writeLine(`return ${["st === PLAY.st", "st.cr < 0", ...anytime].join(" && ")};`);
  });
  w.blankLine();
  if (p.sites.some((s) => s.simultaneous === null)) printWait(w, n);
  w.writeLine(
    "/** The playout loop found no legal move at the pending decision: the rules error its own check raises. */",
  );
  w.write("export function playNoMove(st: State): never ").block(() => {
    w.writeLine("const site = st.pend === null ? 0 : st.pend.site;");
    w.writeLine("st.pend = null;");
    w.writeLine(
      'throw new RulesError("this decision offers no legal move and has no otherwise", SITE_SOURCE[site] as SourceLocation);',
    );
  });
  w.blankLine();
  w.writeLine(
    "/** The actions `seat` has at the pending decision, in the order of its legal moves, from the numbers; null when they cannot be listed so. */",
  );
  w.write("export function playActions(st: State, seat: number): string[] | null ").block(() => {
    w.writeLine("if (!playFast(st) || st.pend === null || seat !== st.pend.seat) return null;");
    w.writeLine("const site = st.pend.site;");
    w.writeLine("const moves: number[] = [];");
    w.writeLine("const count = playFill(st, seat, moves);");
    w.writeLine("const out: string[] = [];");
    w.write("for (let i = 0; i < count; i++) ").block(() => {
      w.writeLine(`const name = DECISIONS.actionOf(site, moves[i * ${n}] as number);`);
      w.writeLine("if (!out.includes(name)) out.push(name);");
    });
    w.writeLine("return out;");
  });
  w.blankLine();
}
