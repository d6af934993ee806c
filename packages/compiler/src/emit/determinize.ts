/**
 * Emits `determinize(state, viewer, seed)` into index.ts: a state the viewer cannot tell apart
 * from the real one, with every card it cannot see dealt again among the places it cannot see.
 * Search bots sample these to plan without reading hidden cards (docs/engine-api.md).
 *
 * What is hidden comes from `view()` itself (each `{ hidden: true }` placeholder is a hidden
 * place), so determinize and view cannot disagree about visibility. The compiler knows the type
 * of every variable and frame local, so it emits straight code renaming the card-typed ones.
 */
import type { Type } from "@ludic/lang";
import type { IRProgram } from "../ir/program.js";
import { dataLiteral } from "./escape.js";

/** The imports the determinize code adds to index.ts. */
export const DETERMINIZE_IMPORTS = [
  'import { determinizeState } from "@ludic/runtime";',
  'import { CARD_TYPE } from "./cards.js";',
  'import type { Frame } from "./state.js";',
].join("\n");

/**
 * An expression renaming the card references in `value` (a value of rules type `t`), or null
 * when values of that type name no card. `card` and `zone` are the renaming functions in scope.
 */
export function renameExpr(t: Type, value: string): string | null {
  switch (t.kind) {
    case "card":
      return `card(${value})`;
    case "zone":
      return `zone(${value})`;
    case "list": {
      const inner = renameExpr(t.element, "x");
      return inner === null ? null : `${value}.map((x) => ${inner})`;
    }
    case "optional": {
      const inner = renameExpr(t.element, value);
      return inner === null ? null : `(${value} === null ? null : ${inner})`;
    }
    default:
      return null;
  }
}

/** The card references in `value` (of type `t`), added to the set `known`; null when none. */
function collectExpr(t: Type, value: string): string | null {
  switch (t.kind) {
    case "card":
      return `known.add(${value});`;
    case "zone":
      return `if (${value} >= ATT) known.add(${value} - ATT);`;
    case "list": {
      const inner = collectExpr(t.element, "x");
      return inner === null ? null : `for (const x of ${value}) { ${inner} }`;
    }
    case "optional": {
      const inner = collectExpr(t.element, value);
      return inner === null ? null : `if (${value} !== null) { ${inner} }`;
    }
    default:
      return null;
  }
}

export function determinizeSource(p: IRProgram): string {
  const out: string[] = [];
  const line = (s = ""): void => {
    out.push(s);
  };
  const vars = p.layout.vars;
  const perCard = vars.filter((v) => v.indexKind?.kind === "card");

  line("// ---- Determinization ---------------------------------------------------------");
  line();
  // Each of the four is printed short when it has nothing to do for this game (no variable names
  // a card, no per-card values, no card-typed local): the same values, fewer lines.
  const collects = vars.flatMap((v) => {
    const each = collectExpr(v.type, "value");
    if (each === null) return [];
    return [
      v.index === null
        ? `  { const value = st.g.${v.name}; ${each} }`
        : `  for (const value of st.g.${v.name}) { ${each} }`,
    ];
  });
  line("/** The cards named by variables: views show every variable, so every viewer knows them. */");
  if (collects.length === 0) line("const knownCards = (_st: State): Set<number> => new Set<number>();");
  else {
    line("function knownCards(st: State): Set<number> {");
    line("  const known = new Set<number>();");
    for (const l of collects) line(l);
    line("  return known;");
    line("}");
  }
  line();
  line("/** Hidden cards trade places only with cards of the same type and the same per-card values. */");
  if (perCard.length === 0) line('const cardClass = (_st: State, c: number): string => CARD_TYPE[c] ?? "";');
  else {
    line("function cardClass(st: State, c: number): string {");
    line(`  return [CARD_TYPE[c]${perCard.map((v) => `, st.g.${v.name}[c]`).join("")}].join("|");`);
    line("}");
  }
  line();
  const renames: string[] = [];
  for (const v of vars) {
    const rename = renameExpr(v.type, "value");
    if (v.index === null) {
      if (rename !== null) renames.push(`  { const value = st.g.${v.name}; next.g.${v.name} = ${rename}; }`);
    } else if (v.indexKind?.kind !== "card") {
      if (rename !== null) renames.push(`  next.g.${v.name} = st.g.${v.name}.map((value) => ${rename});`);
    } else {
      renames.push(`  next.g.${v.name} = st.g.${v.name}.slice();`);
      renames.push(
        `  st.g.${v.name}.forEach((value, c) => { next.g.${v.name}[card(c)] = ${rename ?? "value"}; });`,
      );
    }
  }
  line("/** Every variable with card ids renamed; per-card values move with their card. */");
  if (renames.length === 0) line("const renameVars = (_st: State, _next: State): void => {};");
  else {
    line(
      "function renameVars(st: State, next: State, card: (c: number) => number, zone: (z: number) => number): void {",
    );
    for (const l of renames) line(l);
    line("}");
  }
  line();
  // `choose simultaneously` keeps each seat's answer as [option, ...args]: the card arguments
  // of seats that answered already are renamed too, per option of the site.
  const answers = new Map<number, { field: string; table: string }[]>();
  for (const s of p.sites) {
    if (!s.simultaneous) continue;
    const table = `ANSWER_CARDS_${s.id}`;
    const positions = s.options.map((o) =>
      o.params.flatMap((x, i) => (x.arg.kind === "card" ? [i + 1] : [])),
    );
    line(
      `/** The card arguments' places in an answer to the decision at ${s.source.file}:${s.source.line}, per option. */`,
    );
    line(`const ${table}: readonly (readonly number[])[] = ${dataLiteral(positions)};`);
    const list = answers.get(s.machine.procId) ?? [];
    list.push({ field: s.simultaneous.answers, table });
    answers.set(s.machine.procId, list);
  }
  if (answers.size > 0) {
    line("/** An answer `[option, ...args]` with its card arguments renamed. */");
    line(
      "function renameAnswer(a: number[], cards: readonly (readonly number[])[], card: (c: number) => number): number[] {",
    );
    line("  const at = a.length > 0 ? cards[a[0] as number] : undefined;");
    line("  if (!at || at.length === 0) return a;");
    line("  const b = a.slice();");
    line("  for (const i of at) b[i] = card(b[i] as number);");
    line("  return b;");
    line("}");
    line();
  }
  const cases: string[] = [];
  for (const m of p.machines) {
    const renames = m.locals.flatMap((l) => {
      const r = l.rules ? renameExpr(l.rules, `f.${l.name}`) : null;
      return r === null ? [] : [`${l.name}: ${r}`];
    });
    for (const a of answers.get(m.procId) ?? []) {
      renames.push(`${a.field}: f.${a.field}.map((a) => renameAnswer(a, ${a.table}, card))`);
    }
    if (renames.length === 0) continue;
    cases.push(`    case ${m.procId}: return { ...f, ${renames.join(", ")} };`);
  }
  line("/** A copy of a rule's frame with its card-typed locals renamed. */");
  if (cases.length === 0) line("const renameFrame = (f: Frame): Frame => ({ ...f });");
  else {
    line("function renameFrame(f: Frame, card: (c: number) => number, zone: (z: number) => number): Frame {");
    line("  switch (f.p) {");
    for (const c of cases) line(c);
    line("    default: return { ...f };");
    line("  }");
    line("}");
  }
  out.push(DETERMINIZE_FUNCTION);
  return out.join("\n");
}

/** The same for every game: @ludic/runtime's determinizeState over the functions above. */
const DETERMINIZE_FUNCTION = `
/**
 * A state that \`viewer\` cannot tell apart from \`st\`: \`view(determinize(st, viewer, seed), viewer)\`
 * equals \`view(st, viewer)\`. Every card the viewer cannot see is dealt again, at random, among
 * the places it cannot see (keeping its type and its per-card values); every reference to a card
 * (zones, attachments, variables, the locals of suspended rules) is renamed alike, and the random
 * generator is reseeded from \`seed\`, so nothing of the hidden cards or the future shuffles is left.
 * The sample depends on what the viewer sees and on \`seed\`, not on where the hidden cards are:
 * states that differ only in that give the same sample. Search bots plan on such samples.
 */
export function determinize(st: State, viewer: Seat | "spectator", seed: string): State {
  // determinizeState reads st through view(), which checks it: the sample is the engine's own.
  return contract.unchecked.trust(determinizeState(st, viewer, seed, DETERMINIZE));
}
// ZONE_KEYS is read at the call: a read at load would keep the rules in a bundle that imports only \`meta\`.
const DETERMINIZE = { view, get ZONE_KEYS() { return contract.ZONE_KEYS; }, ATT, CARD_COUNT, cloneState, knownCards, cardClass, renameVars, renameFrame };
`;
