/** Emits rules.ts: the game's logic — constants, functions, rule machines and decision sites. */

import type { Type } from "@ludic/lang";
import type { CodeBlockWriter } from "ts-morph";
import { valueToRuntime } from "../evaluate/values.js";
import type { IRFunction, IRMachine, IRSite, IRSiteOption } from "../ir/ir.js";
import { BOARD_IMPORTS } from "../lower/board.js";
import type { IRProgram } from "../lower/program.js";
import { printAnytime } from "./anytime.js";
import { newWriter } from "./data-files.js";
import { commentText, dataLiteral, identifier, propertyKey, stringLiteral } from "./escape.js";
import { printOptionLoops } from "./option-loops.js";
import { printPlayoutSites } from "./playout.js";
import { printStatements, SIGNAL } from "./print.js";
import { printSearch } from "./search.js";
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
];

/** A rules location, for comments. */
function where(source: { file: string; line: number }): string {
  return commentText(`${source.file}:${source.line}`);
}

export function rulesFile(p: IRProgram, header: string): string {
  const w = newWriter();
  w.writeLine(header).blankLine();
  w.writeLine(
    'import type { Move as AnyMove, Commitment, OptionCheck, OptionSpec, RngState, SourceLocation } from "@ludic/runtime";',
  );
  w.writeLine(
    'import { AT_END, AT_RANDOM, AT_TOP, GameOver, RulesError, baseZone, makeSearch, bottomCard, bottomN, elementAt, firstOf, intRange, knows, maxOf, minOf, moveCard, moveCards, othersOf, peekCards, pickRandom, seatsOf, shuffleZone, startSeatOf, topCard } from "@ludic/runtime";',
  );
  if (p.layout.board) {
    w.writeLine(`import { ${BOARD_IMPORTS.join(", ")} } from "@ludic/runtime";`);
    w.writeLine(`import { BOARD } from "./state.js";`);
  }
  w.writeLine(`import { ${DATA_HELPERS.join(", ")} } from "@ludic/runtime";`);
  w.writeLine('import { extremeOr0, filled, foundOr } from "@ludic/runtime";');
  w.writeLine(`import { CARDS_OF } from "./cards.js";`);
  w.writeLine(`import * as cards from "./cards.js";`);
  w.writeLine(
    `import { ${["CARD_IDS", "CARD_INDEX", "CARD_COUNT", "CARD_TYPE", ...p.layout.cardTypes.map((t) => identifier(t.name)), ...p.layout.enums.flatMap((e) => [identifier(e.name), `${identifier(e.name)}_NAMES`, `${identifier(e.name)}_LABELS`, `${identifier(e.name)}_ALL`])].join(", ")} } from "./cards.js";`,
  );
  w.writeLine(
    `import { ATT, MAX_SEATS, Z, ZONE_SEAT, defaultAt, type Frame, type State, type Vars, ${p.machines.map((m) => `type ${m.frameType}`).join(", ")} } from "./state.js";`,
  );
  w.blankLine();
  // Keep every import used whatever the game uses, so strict builds never fail on a game that
  // happens not to shuffle or not to attach.
  w.writeLine(
    "void [AT_END, AT_RANDOM, AT_TOP, bottomCard, bottomN, elementAt, firstOf, intRange, knows, maxOf, minOf, moveCard, moveCards, othersOf, peekCards, pickRandom, shuffleZone, startSeatOf, topCard, cards, CARD_INDEX, MAX_SEATS, Z, defaultAt];",
  );
  if (p.layout.board) w.writeLine(`void [${BOARD_IMPORTS.join(", ")}];`);
  w.writeLine(`void [${DATA_HELPERS.join(", ")}, CARDS_OF];`);
  w.writeLine("void [extremeOr0, filled, foundOr];");
  w.blankLine();
  w.writeLine("/** Where each rule that can fail at run time is written. */");
  w.writeLine(`const LOC: readonly SourceLocation[] = ${json(p.locations)};`);
  w.writeLine("void LOC;");
  w.blankLine();

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
  w.writeLine(`export const FLOW_BY_VARIANT = [${p.flow.join(", ")}];`);
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
  w.write(
    "export const REVEALS: Record<string, { variants: number[]; test: (st: State, owner: number, viewer: number) => boolean }[]> = Object.assign(Object.create(null), ",
  ).inlineBlock(() => {
    const byZone = new Map<string, typeof p.reveals>();
    for (const r of p.reveals) byZone.set(r.zone, [...(byZone.get(r.zone) ?? []), r]);
    for (const [zone, rs] of byZone)
      w.writeLine(
        `${propertyKey(zone)}: [${rs.map((r) => `{ variants: ${json(r.variants)}, test: ${r.fn} }`).join(", ")}],`,
      );
  });
  w.write(");").newLine().blankLine();
  printVisibility(w, p);
  printOptions(w, p);

  printDriver(w, p);
  for (const s of p.sites) printSite(w, s);
  printSiteDispatch(w, p);
  printPlayoutSites(w, p);
  printSearch(w, p);
  printAnytime(w, p);
  return w.toString();
}

function printFunction(w: CodeBlockWriter, fn: IRFunction): void {
  w.writeLine(`/** ${commentText(fn.doc)} — ${where(fn.source)} */`);
  const params = ["st: State", ...fn.params.map((x) => `${x.name}: ${x.type}`)].join(", ");
  w.write(`function ${fn.name}(${params}): ${fn.returns} `).block(() => {
    w.writeLine("void st;");
    printStatements(w, fn.body);
  });
  w.blankLine();
}

function printMachine(w: CodeBlockWriter, m: IRMachine): void {
  const enter = m.name.replace(/^run_/, "enter_");
  w.writeLine(`/** Starts rule \`${commentText(m.rule)}\`: ${commentText(m.doc)} — ${where(m.source)} */`);
  const params = ["st: State", ...m.params.map((x) => `${x.name}: ${x.type}`)].join(", ");
  w.write(`export function ${enter}(${params}): ${m.frameType} `).block(() => {
    w.writeLine("void st;");
    const fields = [
      `p: ${m.procId}`,
      "pc: 0",
      ...m.locals.map((l) => (m.params.some((x) => x.name === l.name) ? l.name : `${l.name}: ${l.init}`)),
    ];
    w.writeLine(`return { ${fields.join(", ")} };`);
  });
  w.blankLine();
  w.writeLine(`/** ${commentText(m.doc)} — ${where(m.source)} */`);
  w.write(`function ${m.name}(st: State, f: ${m.frameType}): number `).block(() => {
    w.write("run: for (;;) ").block(() => {
      w.write("switch (f.pc) ").block(() => {
        for (const b of m.blocks) {
          w.write(`case ${b.id}: `).block(() => {
            w.writeLine(`// ${commentText(b.label)}`);
            printStatements(w, b.body);
          });
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
  w.write("export const OPTIONS: OptionSpec[] = [").newLine();
  w.indent(() => {
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
  w.writeLine("];");
  w.writeLine("/** The options' `where` conditions, tested by setup() once every option has its value. */");
  w.write("export const OPTION_CHECKS: OptionCheck<State>[] = [").newLine();
  w.indent(() => {
    for (const o of p.options)
      for (const c of o.checks)
        w.writeLine(
          `{ option: ${stringLiteral(o.name)}, variants: ${json(c.variants)}, text: ${stringLiteral(c.text)}, test: ${c.fn} },`,
        );
  });
  w.writeLine("];");
  w.blankLine();
}

function printDriver(w: CodeBlockWriter, p: IRProgram): void {
  w.writeLine(
    "// ---- Driver ----------------------------------------------------------------------",
  ).blankLine();
  w.write("function step(st: State, f: Frame): number ").block(() => {
    w.write("switch (f.p) ").block(() => {
      for (const m of p.machines) w.writeLine(`case ${m.procId}: return ${m.name}(st, f);`);
    });
  });
  w.blankLine();
  w.writeLine(
    "/** Iterations of state-machine loops since the rules last waited for a decision (lower/loop-budget.ts). */",
  );
  w.writeLine("const LOOPS = { steps: 0 };");
  w.blankLine();
  w.writeLine("/** Runs the rules until they wait for a decision or the game ends. */");
  w.write("export function runEngine(st: State): void ").block(() => {
    w.writeLine("LOOPS.steps = 0;");
    w.write("try ").block(() => {
      w.write("for (;;) ").block(() => {
        w.writeLine("// The outermost `complete` rule has returned: its decisions are free again.");
        w.writeLine("if (st.cr >= st.stack.length) st.cr = -1;");
        w.writeLine("const f = st.stack[st.stack.length - 1];");
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
    "/** The outcome of `finish`: its winners, and every seat's `score` when the rules define one. */",
  );
  w.writeLine(
    "/** Every seat's `score` and `goal`, for views, when the rules define them (null otherwise). */",
  );
  w.write("export function seatLines(st: State): { scores: number[] | null; goals: number[] | null } ").block(
    () => {
      w.writeLine("const score = SCORE_BY_VARIANT[st.v];");
      w.writeLine("const goal = GOAL_BY_VARIANT[st.v];");
      w.writeLine("const seats = seatsOf(st.n);");
      w.writeLine(
        "return { scores: score ? seats.map((s) => score(st, s)) : null, goals: goal ? seats.map((s) => goal(st, s)) : null };",
      );
    },
  );
  w.blankLine();
  w.write("export function endGame(st: State, winners: number[], reason: string) ").block(() => {
    w.writeLine("const score = SCORE_BY_VARIANT[st.v];");
    w.writeLine(
      "return { winners: [...winners], scores: seatsOf(st.n).map((s) => (score ? score(st, s) : 0)), reason };",
    );
  });
  w.blankLine();
  w.writeLine("/** The game log keeps its latest lines (the moves themselves are the full record). */");
  w.write("function logLine(st: State, line: string): void ").block(() => {
    w.writeLine("// A state playInPlace owns has its own log: lines go onto it (emit/playout.ts).");
    w.write("if (st === PLAY_STATE) ").block(() => {
      w.writeLine("while (st.log.length >= 200) st.log.shift();");
      w.writeLine("st.log.push(line);");
      w.writeLine("return;");
    });
    w.writeLine("st.log = st.log.length >= 200 ? [...st.log.slice(-199), line] : [...st.log, line];");
  });
  w.writeLine("void logLine;");
  w.blankLine();
  w.write("function holderOf(st: State, card: number, at: SourceLocation): number ").block(() => {
    w.writeLine("const seat = ZONE_SEAT[baseZone(st, card, ATT)];");
    w.writeLine(
      "if (seat === undefined || seat < 0) throw new RulesError(`${CARD_IDS[card]} is not in a seat's zone`, at);",
    );
    w.writeLine("return seat;");
  });
  w.writeLine("void holderOf;");
  w.blankLine();
  w.write("export function initVars(st: State): Vars ").block(() => {
    w.writeLine("void st;");
    w.write("return ").inlineBlock(() => {
      for (const v of p.varInits) {
        // A value per index: `filled(n, x)` for a plain value (one fast loop), else one each.
        const each = (length: string): string =>
          ["int", "bool", "str", "seat", "card", "enum", "cell"].includes(v.type.kind)
            ? `filled(${length}, ${v.init})`
            : `Array.from({ length: ${length} }, () => ${v.init})`;
        if (v.index === null) w.writeLine(`${propertyKey(v.name)}: ${v.init},`);
        else if (v.index === "seat") w.writeLine(`${propertyKey(v.name)}: ${each("MAX_SEATS")},`);
        else if (p.layout.cardTypes.some((t) => t.name === v.index))
          w.writeLine(`${propertyKey(v.name)}: ${each("CARD_COUNT")},`);
        else w.writeLine(`${propertyKey(v.name)}: ${each(String(v.size))},`);
      }
    });
    w.write(";").newLine();
  });
  w.blankLine();
  w.write("export function cloneState(st: State): State ").block(() => {
    const vars = p.varInits.map((v) =>
      v.index === null && v.type.kind !== "list"
        ? `${propertyKey(v.name)}: st.g.${v.name}`
        : `${propertyKey(v.name)}: st.g.${v.name}.slice()`,
    );
    // Loops rather than map(): every applyMove copies every zone (docs/performance.md).
    w.writeLine("const z: number[][] = [];");
    w.writeLine("for (let i = 0; i < st.z.length; i++) z.push((st.z[i] as number[]).slice());");
    w.writeLine("const stack: Frame[] = [];");
    w.writeLine("for (let i = 0; i < st.stack.length; i++) stack.push({ ...(st.stack[i] as Frame) });");
    w.writeLine("return {");
    w.writeLine("  v: st.v, n: st.n, seed: st.seed, rng: [...st.rng] as RngState,");
    w.writeLine("  z, loc: st.loc.slice(), kn: st.kn.slice(), cr: st.cr,");
    w.writeLine(`  g: { ${vars.join(", ")} },`);
    w.writeLine("  o: st.o,");
    w.writeLine("  stack, pend: st.pend && { ...st.pend }, held: st.held && { ...st.held },");
    w.writeLine("  ret: st.ret, out: st.out, log: st.log, moves: st.moves,");
    w.writeLine("};");
  });
  w.blankLine();
}

/** A constant's TypeScript type: lists nest (`grid` literals are `number[][]`). */
function constTs(t: Type): string {
  if (t.kind === "list") return `${constTs(t.element)}[]`;
  return t.kind === "str" ? "string" : t.kind === "bool" ? "boolean" : "number";
}

function argValue(param: IRSite["options"][number]["params"][number], v: string): string {
  switch (param.arg.kind) {
    case "card":
      return `CARD_IDS[${v}] as string`;
    case "cell":
      return `cellName(BOARD, ${v})`;
    case "enum":
      return `${identifier(param.arg.name)}_NAMES[${v}] as string`;
    default:
      return v;
  }
}

function printSite(w: CodeBlockWriter, s: IRSite): void {
  const F = s.machine.frameType;
  w.writeLine(
    `// ---- Decision ${s.id}: in rule \`${commentText(s.machine.rule)}\`, ${where(s.source)} ----`,
  );
  w.blankLine();
  w.write(`function moves_${s.id}(st: State, f: ${F}, seat: number, out: AnyMove[]): void `).block(() => {
    w.writeLine("void f;");
    for (const o of s.options) {
      w.writeLine(`// ${commentText(o.name)} — ${where(o.source)}`);
      printOptionLoops(w, o, () => {
        const args = o.params.map((x) => `${propertyKey(x.name)}: ${argValue(x, x.variable)}`).join(", ");
        w.writeLine(`out.push({ seat, action: ${stringLiteral(o.name)}, args: { ${args} } });`);
      });
    }
  });
  w.blankLine();
  w.write(`function anyMove_${s.id}(st: State, f: ${F}, seat: number): boolean `).block(() => {
    w.writeLine("void f;");
    w.writeLine("void seat;");
    for (const o of s.options) printOptionLoops(w, o, () => w.writeLine("return true;"));
    w.writeLine("return false;");
  });
  w.blankLine();
  w.writeLine(`/** Checks a move against decision ${s.id}: a reason it is refused, or how to bind it. */`);
  w.write(`function accept_${s.id}(st: State, f: ${F}, m: AnyMove): string | ((g: Frame) => boolean) `).block(
    () => {
      w.writeLine("void f;");
      w.writeLine("const seat = m.seat;");
      w.writeLine("void seat;");
      const sim = s.simultaneous;
      if (sim) {
        w.writeLine(`const asked = ${sim.seats}.indexOf(seat);`);
        w.writeLine(
          `if (asked < 0 || (${sim.answers}[asked] as number[]).length > 0) return \`seat \${seat} does not answer this decision now\`;`,
        );
      }
      w.writeLine('let refused = `"${m.action}" is not one of the moves this decision offers`;');
      s.options.forEach((o, k) => {
        const cond = o.guard
          ? `m.action === ${stringLiteral(o.name)} && (${o.guard})`
          : `m.action === ${stringLiteral(o.name)}`;
        w.write(`if (${cond}) `).block(() => {
          w.write("do ").block(() => {
            w.writeLine(
              `if (Object.keys(m.args).length !== ${o.params.length}) { refused = ${stringLiteral(`${o.name} takes ${o.params.length ? o.params.map((x) => x.name).join(", ") : "no arguments"}`)}; break; }`,
            );
            for (const x of o.params) {
              const raw = `m.args[${stringLiteral(x.name)}]`;
              if (x.arg.kind === "card") {
                w.writeLine(
                  `const ${x.variable} = typeof ${raw} === "string" ? (CARD_INDEX.get(${raw}) ?? -1) : -1;`,
                );
                w.writeLine(
                  `if (${x.variable} < 0) { refused = ${stringLiteral(`${x.name}: "`)} + String(${raw}) + ${stringLiteral('" is not a card of this game')}; break; }`,
                );
              } else if (x.arg.kind === "cell") {
                w.writeLine(
                  `const ${x.variable} = typeof ${raw} === "string" ? parseCell(BOARD, ${raw}) : -1;`,
                );
                w.writeLine(
                  `if (${x.variable} < 0) { refused = ${stringLiteral(`${x.name}: "`)} + String(${raw}) + ${stringLiteral('" is not a cell of the board')}; break; }`,
                );
              } else if (x.arg.kind === "enum") {
                w.writeLine(
                  `const ${x.variable} = typeof ${raw} === "string" ? ${identifier(x.arg.name)}_NAMES.indexOf(${raw}) : -1;`,
                );
                w.writeLine(
                  `if (${x.variable} < 0) { refused = ${stringLiteral(`${x.name}: "`)} + String(${raw}) + ${stringLiteral(`" is not a ${x.arg.name}`)}; break; }`,
                );
              } else {
                w.writeLine(
                  `const ${x.variable} = typeof ${raw} === "number" && Number.isInteger(${raw}) ? (${raw} as number) : NaN;`,
                );
              }
              w.writeLine(
                `if (!${x.domain}.includes(${x.variable})) { refused = ${stringLiteral(`${x.name} `)} + String(${raw}) + ${stringLiteral(` is not among ${x.domainText}`)}; break; }`,
              );
            }
            if (o.when)
              w.writeLine(
                `if (!(${o.when})) { refused = ${stringLiteral(`the rules require ${o.whenText ?? ""}`)}; break; }`,
              );
            w.write("return (g0: Frame) => ").block(() => {
              w.writeLine(`const g = g0 as ${F};`);
              const g = (slot: string): string => slot.replace(/^f\./, "g.");
              if (sim) {
                // A commitment: stored (copy on write: frames are shared with the input state).
                const answer = [String(k), ...o.params.map((x) => x.variable)].join(", ");
                w.writeLine(`${g(sim.answers)} = ${g(sim.answers)}.slice();`);
                w.writeLine(`${g(sim.answers)}[asked] = [${answer}];`);
                w.writeLine(`if (${g(sim.answers)}.some((a) => a.length === 0)) return false;`);
                w.writeLine(`g.pc = ${sim.runHead};`);
                w.writeLine("return true;");
                return;
              }
              for (const x of o.params) w.writeLine(`${g(x.slot)} = ${x.variable};`);
              w.writeLine(`g.pc = ${o.bodyBlock};`);
              w.writeLine("return true;");
            });
            w.write(";").newLine();
          });
          w.writeLine(" while (false);");
        });
      });
      w.writeLine("return refused;");
    },
  );
  w.blankLine();
}

function printSiteDispatch(w: CodeBlockWriter, p: IRProgram): void {
  w.writeLine(
    "// ---- Decisions, for the engine contract ------------------------------------------",
  ).blankLine();
  w.writeLine(`/** Where each decision is written, and the rule that asks it. */`);
  w.writeLine(`export const SITE_SOURCE: readonly SourceLocation[] = ${json(p.sites.map((s) => s.source))};`);
  w.writeLine(`export const SITE_RULE: readonly string[] = ${json(p.sites.map((s) => s.machine.rule))};`);
  w.blankLine();
  w.write("export function siteMoves(st: State, seat: number, out: AnyMove[]): void ").block(() => {
    w.writeLine("const f = st.stack[st.stack.length - 1];");
    w.writeLine("if (!st.pend || f === undefined) return;");
    w.write("switch (st.pend.site) ").block(() => {
      for (const s of p.sites)
        w.writeLine(`case ${s.id}: moves_${s.id}(st, f as ${s.machine.frameType}, seat, out); return;`);
    });
  });
  w.blankLine();
  printSimultaneousDispatch(w, p);
  w.write("export function siteAccept(st: State, m: AnyMove): string | ((g: Frame) => boolean) ").block(
    () => {
      w.writeLine("const f = st.stack[st.stack.length - 1];");
      w.writeLine('if (!st.pend || f === undefined) return "no decision is pending";');
      w.write("switch (st.pend.site) ").block(() => {
        for (const s of p.sites)
          w.writeLine(`case ${s.id}: return accept_${s.id}(st, f as ${s.machine.frameType}, m);`);
      });
      w.writeLine('return "no decision is pending";');
    },
  );
  w.blankLine();
}

/** The seats a decision waits for, and what a `choose simultaneously` shows of its answers. */
function printSimultaneousDispatch(w: CodeBlockWriter, p: IRProgram): void {
  const sims = p.sites.filter((s) => s.simultaneous !== null);
  const g = (slot: string): string => slot.replace(/^f\./, "g.");
  for (const s of sims) {
    w.writeLine(`/** A committed answer to decision ${s.id}, as the move its seat made. */`);
    w.write(`function answerMove_${s.id}(st: State, seat: number, a: number[]): AnyMove `).block(() => {
      w.writeLine("void st;");
      s.options.forEach((o, k) => {
        const args = o.params
          .map((x, i) => `${propertyKey(x.name)}: ${argValue(x, `(a[${i + 1}] as number)`)}`)
          .join(", ");
        w.writeLine(
          `if (a[0] === ${k}) return { seat, action: ${stringLiteral(o.name)}, args: { ${args} } };`,
        );
      });
      w.writeLine('return { seat, action: "", args: {} };');
    });
    w.blankLine();
  }
  w.writeLine(
    "/** The seats the pending decision waits for (those of a simultaneous one still to answer). */",
  );
  w.write("export function siteSeats(st: State): number[] ").block(() => {
    w.writeLine("const f = st.stack[st.stack.length - 1];");
    w.writeLine("if (!st.pend || f === undefined) return [];");
    for (const s of sims) {
      const sim = s.simultaneous as NonNullable<IRSite["simultaneous"]>;
      w.write(`if (st.pend.site === ${s.id}) `).block(() => {
        w.writeLine(`const g = f as ${s.machine.frameType};`);
        w.writeLine(
          `return ${g(sim.seats)}.filter((_, i) => (${g(sim.answers)}[i] as number[]).length === 0);`,
        );
      });
    }
    w.writeLine("return [st.pend.seat];");
  });
  w.blankLine();
  w.writeLine("/** Who has answered a simultaneous decision; a seat's own answer only in its own view. */");
  w.write('export function siteCommitments(st: State, viewer: number | "spectator"): Commitment[] ').block(
    () => {
      w.writeLine("const f = st.stack[st.stack.length - 1];");
      w.writeLine("if (!st.pend || f === undefined) return [];");
      for (const s of sims) {
        const sim = s.simultaneous as NonNullable<IRSite["simultaneous"]>;
        w.write(`if (st.pend.site === ${s.id}) `).block(() => {
          w.writeLine(`const g = f as ${s.machine.frameType};`);
          w.write(`return ${g(sim.seats)}.flatMap((seat, i) => `).block(() => {
            w.writeLine(`const a = ${g(sim.answers)}[i] as number[];`);
            w.writeLine("if (a[0] === -1) return [];");
            w.writeLine("const answered = a.length > 0;");
            w.writeLine(
              `return [{ seat, answered, move: answered && seat === viewer ? answerMove_${s.id}(st, seat, a) : null }];`,
            );
          });
          w.write(");").newLine();
        });
      }
      w.writeLine("return [];");
    },
  );
  w.blankLine();
}
