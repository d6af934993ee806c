/** Emits rules.ts: the game's logic — constants, functions, rule machines and decision sites. */

import type { Type } from "@ludic/lang";
import type { CodeBlockWriter } from "ts-morph";
import { valueToRuntime } from "../evaluate/values.js";
import { readsState } from "../ir/expr.js";
import { allExprs, type IRFunction, type IRMachine } from "../ir/ir.js";
import type { IRProgram } from "../ir/program.js";
import { BOARD_IMPORTS } from "../lower/board.js";
import { printAnytime } from "./anytime.js";
import { newWriter } from "./data-files.js";
import { printDecisions } from "./decisions.js";
import { commentText, dataLiteral, identifier, propertyKey, stringLiteral } from "./escape.js";
import { identifiersIn } from "./names-used.js";
import { playoutStatements, printPlayoutSites } from "./playout.js";
import { printStatements, SIGNAL } from "./print.js";
import { printExpr, printType } from "./print-expr.js";
import { printSearch } from "./search.js";
import { cloneStateSource } from "./state-shape.js";
import { printVisibility } from "./visibility.js";

const json = (v: unknown): string => dataLiteral(v);

/** Runtime helpers of the data constructs (match, optional values, list builtins). */
const DATA_HELPERS = [
  "noMatch",
  "compareLists",
  "sameValue",
  "maxList",
  "minList",
  "sortBy",
  "subsetsOf",
  "distinctOf",
  "largest",
  "smallest",
  "hostCard",
  "concatLists",
];

/** A rules location, for comments. */
function where(source: { file: string; line: number }): string {
  return commentText(`${source.file}:${source.line}`);
}

export function rulesFile(p: IRProgram, header: string): string {
  // The body first: the imports are those it uses (a game that never shuffles imports no shuffle).
  const w = newWriter();
  if (p.locations.length > 0) {
    w.writeLine("/** Where each rule that can fail at run time is written. */");
    // A table of numbers (file index, line, column), decoded once by @ludic/runtime: the same values
    // (pure: a bundle that imports only `meta` still drops it).
    const files = [...new Set(p.locations.map((l) => l.file))];
    const table = p.locations.flatMap((l) => [files.indexOf(l.file), l.line, l.column]);
    w.writeLine(
      `const LOC: readonly SourceLocation[] = /* @__PURE__ */ sourceLocations(${json(files)}, ${json(table)});`,
    );
    w.blankLine();
  }
  w.writeLine(
    "// ---- Constants ----------------------------------------------------------------",
  ).blankLine();
  for (const c of p.consts) {
    w.writeLine(`/** ${commentText(c.doc)} */`);
    w.writeLine(`const ${c.name}: ${constTs(c.type)} = ${json(valueToRuntime(c.value))};`);
  }
  w.blankLine();

  w.writeLine(
    "// ---- Functions and rules without decisions ---------------------------------------",
  ).blankLine();
  for (const fn of p.functions) printFunction(w, fn);

  w.writeLine(
    "// ---- Rules with decisions: resumable machines ------------------------------------",
  ).blankLine();
  for (const m of p.machines) printMachine(w, m);

  w.writeLine(
    "// ---- Variant dispatch ------------------------------------------------------------",
  ).blankLine();
  for (const [table, names] of p.tables) {
    w.writeLine(`const ${table} = [${names.join(", ")}];`);
  }
  // Typed, not inferred: a variant without a flow has null (rules with no flow at all would
  // otherwise give `never[]`).
  w.writeLine(
    `export const FLOW_BY_VARIANT: (((st: State) => Frame) | null)[] = [${p.flow.map((x) => x || "null").join(", ")}];`,
  );
  w.writeLine(
    `export const POSITION_BY_VARIANT: (((st: State, seat: number) => Frame) | null)[] = [${p.position.map((x) => x ?? "null").join(", ")}];`,
  );
  w.writeLine(
    `const SCORE_BY_VARIANT: (((st: State, s: number) => number) | null)[] = [${p.score.map((x) => x ?? "null").join(", ")}];`,
  );
  w.writeLine(
    `const GOAL_BY_VARIANT: (((st: State, s: number) => number) | null)[] = [${p.goal.map((x) => x ?? "null").join(", ")}];`,
  );
  w.writeLine(
    `/** Visibility widened by \`reveal\` rules: zone name → (owner, viewer) tests per variant. */`,
  );
  const revealsType =
    "Record<string, { variants: number[]; test: (st: State, owner: number, viewer: number) => boolean }[]>";
  // No `reveal` rule: the same empty table without a prototype, on one line.
  if (p.reveals.length === 0) w.writeLine(`export const REVEALS: ${revealsType} = Object.create(null);`);
  else {
    w.write(`export const REVEALS: ${revealsType} = Object.assign(Object.create(null), `).inlineBlock(() => {
      const byZone = new Map<string, typeof p.reveals>();
      for (const r of p.reveals) byZone.set(r.zone, [...(byZone.get(r.zone) ?? []), r]);
      for (const [zone, rs] of byZone)
        w.writeLine(
          `${propertyKey(zone)}: [${rs.map((r) => `{ variants: ${json(r.variants)}, test: ${r.fn} }`).join(", ")}],`,
        );
    });
    w.write(");").newLine();
  }
  w.blankLine();
  printVisibility(w, p);
  printOptions(w, p);

  const after = newWriter();
  printDecisions(after, p);
  printPlayoutSites(after, p);
  printSearch(after, p);
  printAnytime(after, p);
  const rest = identifiersIn(w.toString() + after.toString());
  const driver = newWriter();
  printDriver(driver, p, (name) => rest.has(name));
  const body = w.toString() + driver.toString() + after.toString();
  return `${header}\n\n${imports(p, identifiersIn(body))}\n${body}`;
}

/** Every name the generated code may take from the runtime (helpers of the lowered constructs). */
const RUNTIME_VALUES = [
  "AT_END",
  "AT_RANDOM",
  "AT_TOP",
  "GameOver",
  "finishRun",
  "RulesError",
  "SHARED_FRAMES",
  "appendLog",
  "makeScores",
  "makeVisibility",
  "makeCardReveals",
  "noCardReveals",
  "baseZone",
  "makeSearch",
  "makeDecisions",
  "bottomCard",
  "bottomN",
  "elementAt",
  "firstOf",
  "intRange",
  "knows",
  "maxOf",
  "minOf",
  "moveCard",
  "moveCards",
  "othersOf",
  "ownVar",
  "peekCards",
  "pickRandom",
  "seatsOf",
  "shuffleZone",
  "startSeatOf",
  "topCard",
  "zoneCards",
  ...DATA_HELPERS,
  "extremeOr0",
  "filled",
  "foundOr",
  "fnMemo",
  "fnMemoMap",
  "fnMemoInts",
  "keptList",
  "keptListOn",
  "varWritten",
  "sourceLocations",
  "optionCode",
  "noOptions",
  "simultaneousCode",
];
const RUNTIME_TYPES = [
  "CardReveal",
  "Move as AnyMove",
  "Commitment",
  "Decisions",
  "DecisionTable",
  "OptionCheck",
  "OptionSpec",
  "RngState",
  "SourceLocation",
];

/** The imports the body uses, and only those (strict builds with noUnusedLocals accept them). */
function imports(p: IRProgram, names: ReadonlySet<string>): string {
  const used = (name: string): boolean => names.has(name.split(" as ").pop() as string);
  const lines: string[] = [];
  const line = (names: string[], from: string, types: string[] = []): void => {
    const list = [...names.filter(used), ...types.filter(used).map((t) => `type ${t}`)];
    if (list.length > 0) lines.push(`import { ${list.join(", ")} } from "${from}";`);
  };
  line([...RUNTIME_VALUES, ...(p.layout.board ? BOARD_IMPORTS : [])], "@ludic/runtime", RUNTIME_TYPES);
  if (names.has("cards")) lines.push(`import * as cards from "./cards.js";`);
  line(
    [
      "CARDS_OF",
      "CARD_IDS",
      "CARD_INDEX",
      "CARD_COUNT",
      "CARD_TYPE",
      ...p.layout.cardTypes.map((t) => identifier(t.name)),
      ...p.layout.enums.flatMap((e) => [
        identifier(e.name),
        `${identifier(e.name)}_NAMES`,
        `${identifier(e.name)}_LABELS`,
        `${identifier(e.name)}_ALL`,
      ]),
    ],
    "./cards.js",
  );
  line(
    ["ATT", "MAX_SEATS", "Z", "ZONE_SEAT", "defaultAt", ...(p.layout.board ? ["BOARD"] : [])],
    "./state.js",
    ["Frame", "State", "Vars", ...p.machines.map((m) => m.frameType)],
  );
  return `${lines.join("\n")}\n`;
}

function printFunction(w: CodeBlockWriter, fn: IRFunction): void {
  w.writeLine(`/** ${commentText(fn.doc)} — ${where(fn.source)} */`);
  const body = newWriter();
  printStatements(body, playoutStatements(fn.body));
  const code = body.toString().replace(/\n$/, "");
  const st = [...allExprs(fn.body)].some(readsState) ? "st" : "_st";
  const params = [`${st}: State`, ...fn.params.map((x) => `${x.name}: ${printType(x.type)}`)].join(", ");
  w.write(`function ${fn.name}(${params}): ${printType(fn.returns)} `).block(() => {
    for (const line of code.split("\n")) w.writeLine(line);
  });
  w.blankLine();
}

function printMachine(w: CodeBlockWriter, m: IRMachine): void {
  const enter = m.name.replace(/^run_/, "enter_");
  w.writeLine(`/** Starts rule \`${commentText(m.rule)}\`: ${commentText(m.doc)} — ${where(m.source)} */`);
  const fields = [
    `p: ${m.procId}`,
    "pc: 0",
    ...m.locals.map((l) =>
      m.params.some((x) => x.name === l.name) ? l.name : `${l.name}: ${printExpr(l.init)}`,
    ),
  ];
  const st = m.locals.some((l) => readsState(l.init)) ? "st" : "_st";
  const params = [`${st}: State`, ...m.params.map((x) => `${x.name}: ${printType(x.type)}`)].join(", ");
  w.write(`export function ${enter}(${params}): ${m.frameType} `).block(() => {
    w.writeLine(`return { ${fields.join(", ")} };`);
  });
  w.blankLine();
  w.writeLine(`/** ${commentText(m.doc)} — ${where(m.source)} */`);
  w.write(`function ${m.name}(st: State, f: ${m.frameType}): number `).block(() => {
    w.write("run: for (;;) ").block(() => {
      w.write("switch (f.pc) ").block(() => {
        for (const b of m.blocks) {
          // Why the block starts here, on its `case` line: `case 4: { // points, line 201`.
          w.writeLine(`case ${b.id}: { // ${commentText(b.label)}`);
          w.indent(() => printStatements(w, playoutStatements(b.body, true)));
          w.writeLine("}");
        }
        w.writeLine(`default:`);
        w.indent()
          .write(`throw new RulesError("resumed at an unknown point " + f.pc, ${json(m.source)});`)
          .newLine();
      });
    });
  });
  w.blankLine();
}

function optionTypeCode(t: Type): string {
  switch (t.kind) {
    case "enum":
      return `{ kind: "enum", name: ${stringLiteral(t.name)}, members: ${identifier(t.name)}_NAMES }`;
    case "list":
      return `{ kind: "list", element: ${optionTypeCode(t.element)} }`;
    case "int":
    case "bool":
    case "str":
      return `{ kind: "${t.kind}" }`;
    default:
      return `{ kind: "int" }`;
  }
}

/** The setup options: types, per-variant defaults and allowed values, and `where` tests. */
function printOptions(w: CodeBlockWriter, p: IRProgram): void {
  w.writeLine("/** Setup options (`option` declarations): per variant, the default and allowed values. */");
  w.write("export const OPTIONS: OptionSpec[] = [");
  if (p.options.length > 0)
    w.newLine().indent(() => {
      for (const o of p.options) {
        const variants = o.variants.map((v) =>
          v
            ? `{ default: ${json(valueToRuntime(v.default))}, allowed: ${v.allowed ? json(v.allowed.map(valueToRuntime)) : "null"} }`
            : "null",
        );
        w.writeLine(
          `{ name: ${stringLiteral(o.name)}, type: ${optionTypeCode(o.type)}, variants: [${variants.join(", ")}] },`,
        );
      }
    });
  closeList(w, p.options.length > 0);
  w.writeLine("/** The options' `where` conditions, tested by setup() once every option has its value. */");
  const checks = p.options.some((o) => o.checks.length > 0);
  w.write("export const OPTION_CHECKS: OptionCheck<State>[] = [");
  if (checks)
    w.newLine().indent(() => {
      for (const o of p.options)
        for (const c of o.checks)
          w.writeLine(
            `{ option: ${stringLiteral(o.name)}, variants: ${json(c.variants)}, text: ${stringLiteral(c.text)}, test: ${c.fn} },`,
          );
    });
  closeList(w, checks);
  w.writeLine(
    "/** The contract's code for options (@ludic/runtime): a game without options bundles none of it. */",
  );
  w.writeLine(`export const OPTION_CODE = ${p.options.length > 0 ? "optionCode" : "noOptions"};`);
  w.blankLine();
}

/** Ends a list literal: on a line of its own after entries, `[]` on one line without. */
function closeList(w: CodeBlockWriter, entries: boolean): void {
  if (entries) w.writeLine("];");
  else w.write("];").newLine();
}

function printDriver(w: CodeBlockWriter, p: IRProgram, used: (name: string) => boolean): void {
  w.writeLine(
    "// ---- Driver ----------------------------------------------------------------------",
  ).blankLine();
  w.write("function step(st: State, f: Frame): number ").block(() => {
    w.write("switch (f.p) ").block(() => {
      for (const m of p.machines) w.writeLine(`case ${m.procId}: return ${m.name}(st, f);`);
    });
    // With no rule there is no frame to step: the stack is always empty (see the Frame type).
    if (p.machines.length === 0) w.writeLine("return 1;");
  });
  w.blankLine();
  w.writeLine(
    "/** Iterations of state-machine loops since the rules last waited for a decision (lower/loop-budget.ts). */",
  );
  w.writeLine("const LOOPS = { steps: 0 };");
  w.blankLine();
  // The loop over the machines is on the playout path: one per game (@ludic/runtime has the rest).
  w.writeLine("/** Runs the rules until they wait for a decision or the game ends. */");
  w.write("export function runEngine(st: State): void ").block(() => {
    w.writeLine("LOOPS.steps = 0;");
    w.write("try ").block(() => {
      w.write("for (;;) ").block(() => {
        w.writeLine("// The outermost `complete` rule has returned: its decisions are free again.");
        w.writeLine("if (st.cr >= st.stack.length) st.cr = -1;");
        w.writeLine("let f = st.stack[st.stack.length - 1];");
        w.write("if (f === undefined) ").block(() => {
          w.writeLine('if (st.out === null) st.out = endGame(st, [], "the rules came to an end");');
          w.writeLine("return;");
        });
        w.writeLine("// An anytime move's rule has returned to the decision it interrupted: pending again.");
        w.write("if (f.pc === -1) ").block(() => {
          w.writeLine("st.pend = st.held;");
          w.writeLine("st.held = null;");
          w.writeLine("return;");
        });
        // applyMove's new state runs a frame below its first top: its own copy first (runtime core.ts SHARED_FRAMES).
        w.write("if (st.stack.length <= SHARED_FRAMES.owned && st.stack === SHARED_FRAMES.stack) ").block(
          () => {
            w.writeLine("SHARED_FRAMES.owned = st.stack.length - 1;");
            w.writeLine("f = st.stack[SHARED_FRAMES.owned] = cloneFrame(f);");
          },
        );
        w.writeLine(`if (step(st, f) === ${SIGNAL.suspended}) return;`);
      });
    });
    w.write(" catch (e) ").block(() => {
      w.writeLine("if (!(e instanceof GameOver)) throw e;");
      w.writeLine("st.out = e.outcome;");
      w.writeLine("st.stack = [];");
      w.writeLine("st.pend = null;");
      w.writeLine("st.cr = -1;");
    });
  });
  w.blankLine();
  w.writeLine(
    "/** `finish`'s outcome (endGame) and every seat's `score` and `goal` for views (seatLines): @ludic/runtime makeScores. */",
  );
  w.writeLine(
    "export const { endGame, seatLines } = makeScores<State>({ SCORE_BY_VARIANT, GOAL_BY_VARIANT });",
  );
  w.blankLine();
  if (used("logLine")) printLogLine(w);
  if (used("holderOf")) printHolderOf(w);
  printVarsAndClone(w, p);
}

function printLogLine(w: CodeBlockWriter): void {
  w.writeLine(
    "/** The game log keeps its latest lines; the state a playout loop plays (PLAY.st) has its own log (@ludic/runtime appendLog). */",
  );
  w.writeLine("const logLine = (st: State, line: string): void => appendLog(st, line, st === PLAY.st);");
  w.blankLine();
}

function printHolderOf(w: CodeBlockWriter): void {
  w.write("function holderOf(st: State, card: number, at: SourceLocation): number ").block(() => {
    w.writeLine("const seat = ZONE_SEAT[baseZone(st, card, ATT)];");
    w.writeLine(
      "if (seat === undefined || seat < 0) throw new RulesError(`${CARD_IDS[card]} is not in a seat's zone`, at);",
    );
    w.writeLine("return seat;");
  });
  w.blankLine();
}

function printVarsAndClone(w: CodeBlockWriter, p: IRProgram): void {
  w.write(
    `export function initVars(${p.varInits.some((v) => readsState(v.init)) ? "st" : "_st"}: State): Vars `,
  ).block(() => {
    w.write("return ").inlineBlock(() => {
      for (const v of p.varInits) {
        const init = printExpr(v.init);
        // A value per index: `filled(n, x)` for a plain value or none (one fast loop), else one each.
        const each = (length: string): string =>
          ["int", "bool", "str", "seat", "card", "enum", "cell"].includes(v.type.kind) || init === "null"
            ? `filled(${length}, ${init})`
            : `Array.from({ length: ${length} }, () => ${init})`;
        if (v.index === null) w.writeLine(`${propertyKey(v.name)}: ${init},`);
        else if (v.index === "seat") w.writeLine(`${propertyKey(v.name)}: ${each("MAX_SEATS")},`);
        else if (p.layout.cardTypes.some((t) => t.name === v.index))
          w.writeLine(`${propertyKey(v.name)}: ${each("CARD_COUNT")},`);
        else w.writeLine(`${propertyKey(v.name)}: ${each(String(v.size))},`);
      }
    });
    w.write(";").newLine();
  });
  w.blankLine();
  for (const line of cloneStateSource(p).split("\n")) w.writeLine(line);
  w.blankLine();
}

/** A constant's TypeScript type: lists nest (`grid` literals are `number[][]`). */
function constTs(t: Type): string {
  if (t.kind === "list") return `${constTs(t.element)}[]`;
  return t.kind === "str" ? "string" : t.kind === "bool" ? "boolean" : "number";
}
