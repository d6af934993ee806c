/**
 * The editor services as pure functions over an `Analysis` (one checked game folder). Ranges are
 * file offsets; the LSP wiring (server.ts) turns them into line/character positions.
 */
import {
  type ast,
  BUILTINS,
  describeBuiltin,
  didYouMean,
  formatRules,
  Keywords,
  lex,
  type Symbol as Sym,
  type Type,
  typeToString,
} from "@ludic/lang";
import { type Analysis, declName, type Occurrence, occurrenceAt } from "./analysis.js";
import { BUILTIN_DOCS } from "./builtin-docs.js";

export interface Loc {
  file: string;
  start: number;
  end: number;
}

export const KEYWORDS: readonly string[] = Object.keys(Keywords);

// ------------------------------------------------------------------------------------------------
// Hover, definition, references, rename
// ------------------------------------------------------------------------------------------------

export function hover(a: Analysis, file: string, offset: number): { markdown: string; loc: Loc } | null {
  const o = occurrenceAt(a, file, offset);
  if (!o) return null;
  const lines: string[] = [];
  const signature = describe(a, o);
  if (signature) lines.push(`\`\`\`ludic\n${signature}\n\`\`\``);
  if (o.key.startsWith("b:")) {
    const doc = BUILTIN_DOCS[o.name];
    if (doc) lines.push(doc);
  } else {
    // The base declaration carries the documentation; overrides repeat its signature.
    const defs = definitions(a, file, offset);
    const decl = defs.find((d) => !isOverride(a, d)) ?? defs[0];
    const comment = decl ? commentOf(a, decl) : "";
    if (comment) lines.push(comment);
  }
  return lines.length > 0 ? { markdown: lines.join("\n\n"), loc: o } : null;
}

function isOverride(a: Analysis, loc: Loc): boolean {
  return /^\s*override\b/.test(a.files.get(loc.file)?.text.slice(lineStartOf(a, loc), loc.start) ?? "");
}

function lineStartOf(a: Analysis, loc: Loc): number {
  return (a.files.get(loc.file)?.text.lastIndexOf("\n", loc.start - 1) ?? -1) + 1;
}

function describe(a: Analysis, o: Occurrence): string | null {
  const s = o.symbol;
  const decl = (o.decl ?? a.globals.get(o.name)?.[0]) as ast.Declaration | undefined;
  if (s?.kind === "builtin" || o.key.startsWith("b:")) {
    const b = BUILTINS.get(o.name);
    if (!b) return o.name;
    return b.value ? `${b.name}: ${typeToString(b.value)}` : describeBuiltin(b);
  }
  if (s && "type" in s && s.type) return `${labelOf(s)} ${o.name}: ${typeToString(s.type as Type)}`;
  if (s?.kind === "enumMember") return `${s.decl.name.name}.${s.member.name.name}`;
  const d = decl ?? (s && "decl" in s ? (s.decl as ast.Declaration) : undefined);
  if (!d) return o.name;
  return headerLine(a, d);
}

function labelOf(s: Sym): string {
  switch (s.kind) {
    case "param":
    case "optionParam":
      return "(parameter)";
    case "local":
    case "catalogueLet":
      return "let";
    case "loopVar":
    case "queryVar":
    case "chooseVar":
    case "revealVar":
      return "(variable)";
    case "cardField":
      return `(attribute of ${s.decl.name.name})`;
    case "enumAttr":
      return `(attribute of ${s.decl.name.name})`;
    default:
      return s.kind;
  }
}

/** A declaration's first line of text, without its trailing comment or opening brace. */
function headerLine(a: Analysis, d: ast.Node): string {
  const text = a.files.get(d.span.file)?.text ?? "";
  const lineEnd = text.indexOf("\n", d.span.start.offset);
  const line = text.slice(d.span.start.offset, lineEnd === -1 ? undefined : lineEnd);
  return line
    .replace(/\/\/.*$/, "")
    .replace(/\{\s*$/, "")
    .trim();
}

/**
 * The comment that documents a declaration: the `//` lines right above it, and the comment at the
 * end of its first line (where rules files put a rule's id, `// CU-9`).
 */
export function commentOf(a: Analysis, loc: Loc): string {
  const text = a.files.get(loc.file)?.text;
  if (!text) return "";
  const lineStart = text.lastIndexOf("\n", loc.start - 1) + 1;
  const lineEnd = text.indexOf("\n", loc.start);
  const own = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  const trailing = /\/\/\s?(.*)$/.exec(own.slice(loc.start - lineStart))?.[1]?.trim();
  const above: string[] = [];
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end).trim();
    if (!line.startsWith("//") || /^\/\/\s*-{5,}/.test(line)) break;
    above.unshift(line.replace(/^\/\/\s?/, ""));
    end = start - 1;
  }
  return [...above, ...(trailing ? [trailing] : [])].join("\n");
}

export function definitions(a: Analysis, file: string, offset: number): Loc[] {
  const o = occurrenceAt(a, file, offset);
  if (!o) return [];
  return a.occurrences.filter((x) => x.key === o.key && x.declaration);
}

export function references(a: Analysis, file: string, offset: number, includeDeclaration = true): Loc[] {
  const o = occurrenceAt(a, file, offset);
  if (!o) return [];
  return a.occurrences.filter((x) => x.key === o.key && (includeDeclaration || !x.declaration));
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function prepareRename(a: Analysis, file: string, offset: number): Loc | null {
  const o = occurrenceAt(a, file, offset);
  if (!o || o.key.startsWith("b:")) return null;
  return o;
}

/** Every place the name at `offset` must change; an error message when it cannot be renamed so. */
export function rename(a: Analysis, file: string, offset: number, newName: string): Loc[] | string {
  const o = prepareRename(a, file, offset);
  if (!o) return "only names declared in the rules can be renamed";
  if (!NAME.test(newName)) return `\`${newName}\` is not a name`;
  if (KEYWORDS.includes(newName)) return `\`${newName}\` is a keyword; pick another name`;
  return references(a, file, offset, true);
}

// ------------------------------------------------------------------------------------------------
// Completion
// ------------------------------------------------------------------------------------------------

export type CompletionKind =
  | "keyword"
  | "function"
  | "rule"
  | "variable"
  | "constant"
  | "zone"
  | "enum"
  | "enumMember"
  | "cardType"
  | "field"
  | "builtin";

export interface Completion {
  label: string;
  kind: CompletionKind;
  detail?: string;
  documentation?: string;
}

const DECL_KIND: Partial<Record<ast.Declaration["kind"], CompletionKind>> = {
  EnumDecl: "enum",
  CardTypeDecl: "cardType",
  ConstDecl: "constant",
  VarDecl: "variable",
  ZoneDecl: "zone",
  FnDecl: "function",
  RuleDecl: "rule",
  OptionsDecl: "rule",
  OptionDecl: "constant",
  AnytimeDecl: "rule",
  BoardDecl: "variable",
};

export function complete(a: Analysis, file: string, offset: number): Completion[] {
  const text = a.files.get(file)?.text ?? "";
  const before = text.slice(Math.max(0, offset - 200), offset);
  const member = /([A-Za-z_][A-Za-z0-9_]*)\s*\.\s*[A-Za-z0-9_]*$/.exec(before);
  if (member)
    return memberCompletions(a, file, offset - (before.length - (member.index ?? 0)), member[1] ?? "");

  const items: Completion[] = [];
  const seen = new Set<string>();
  const push = (c: Completion) => {
    if (seen.has(c.label)) return;
    seen.add(c.label);
    items.push(c);
  };
  for (const l of localsInScope(a, file, offset)) push(l);
  for (const [name, decls] of a.globals) {
    const d = decls.at(-1) as ast.Declaration;
    push({ label: name, kind: DECL_KIND[d.kind] ?? "variable", detail: headerLine(a, d) });
    if (d.kind === "EnumDecl")
      for (const m of d.members)
        push({ label: m.name.name, kind: "enumMember", detail: `${d.name.name}.${m.name.name}` });
  }
  for (const b of BUILTINS.values())
    push({
      label: b.name,
      kind: "builtin",
      detail: b.value ? `${b.name}: ${typeToString(b.value)}` : describeBuiltin(b),
      ...(BUILTIN_DOCS[b.name] ? { documentation: BUILTIN_DOCS[b.name] } : {}),
    });
  for (const k of KEYWORDS) push({ label: k, kind: "keyword" });
  return items;
}

/** Parameters, lets and loop variables of the declaration around `offset` declared before it. */
function localsInScope(a: Analysis, file: string, offset: number): Completion[] {
  const out: Completion[] = [];
  const decl = a.files
    .get(file)
    ?.ast.declarations.find((d) => d.span.start.offset <= offset && offset <= d.span.end.offset);
  if (!decl) return out;
  for (const o of a.occurrences)
    if (
      o.file === file &&
      o.declaration &&
      o.key.startsWith("l:") &&
      o.start >= decl.span.start.offset &&
      o.end <= offset &&
      o.symbol &&
      "type" in o.symbol
    )
      out.push({ label: o.name, kind: "variable", detail: typeToString(o.symbol.type as Type) });
  return out;
}

/** After `x.`: an enum's members, a card's attributes, `label`/`index` of an enum value. */
function memberCompletions(a: Analysis, file: string, at: number, object: string): Completion[] {
  const enumDecl = a.globals.get(object)?.find((d): d is ast.EnumDecl => d.kind === "EnumDecl");
  if (enumDecl) return enumDecl.members.map((m) => ({ label: m.name.name, kind: "enumMember" as const }));
  const o = occurrenceAt(a, file, at + object.length - 1) ?? occurrenceAt(a, file, at);
  const type = o?.symbol && "type" in o.symbol ? (o.symbol.type as Type) : typeOfName(a, file, at);
  const t = type?.kind === "optional" ? type.element : type;
  if (t?.kind === "card") {
    const card = a.globals.get(t.name)?.find((d): d is ast.CardTypeDecl => d.kind === "CardTypeDecl");
    const fields: Completion[] = (card?.fields ?? []).map((f) => ({
      label: f.name.name,
      kind: "field",
      detail: f.type.name.name,
    }));
    return [...fields, { label: "id", kind: "field", detail: "str" }];
  }
  if (t?.kind === "enum")
    return [
      { label: "label", kind: "field", detail: "str" },
      { label: "index", kind: "field", detail: "int" },
    ];
  if (t?.kind === "cell")
    return [
      { label: "row", kind: "field", detail: "int" },
      { label: "col", kind: "field", detail: "int" },
    ];
  return [];
}

function typeOfName(a: Analysis, file: string, at: number): Type | undefined {
  for (const [expr, type] of a.result.types)
    if (expr.span.file === file && expr.span.start.offset === at && expr.kind === "NameRef") return type;
  return undefined;
}

// ------------------------------------------------------------------------------------------------
// Outline, semantic tokens, folding
// ------------------------------------------------------------------------------------------------

export type SymbolKindName =
  | "enum"
  | "enumMember"
  | "class"
  | "field"
  | "constant"
  | "variable"
  | "function"
  | "event"
  | "namespace"
  | "object";

export interface OutlineItem {
  name: string;
  detail: string;
  kind: SymbolKindName;
  range: Loc;
  selection: Loc;
  children: OutlineItem[];
}

const OUTLINE_KIND: Record<ast.Declaration["kind"], SymbolKindName> = {
  EnumDecl: "enum",
  CardTypeDecl: "class",
  CardsDecl: "namespace",
  ConstDecl: "constant",
  VarDecl: "variable",
  ZoneDecl: "variable",
  RevealDecl: "event",
  CardRevealDecl: "event",
  AnytimeDecl: "event",
  FnDecl: "function",
  RuleDecl: "function",
  OptionsDecl: "function",
  FlowDecl: "namespace",
  BoardDecl: "object",
  OptionDecl: "constant",
  PresentationDecl: "object",
};

export function outline(a: Analysis, file: string): OutlineItem[] {
  const f = a.files.get(file);
  if (!f) return [];
  const loc = (n: ast.Node): Loc => ({ file, start: n.span.start.offset, end: n.span.end.offset });
  return f.ast.declarations.map((d) => {
    const name = declName(d);
    const label =
      name?.name ??
      (d.kind === "FlowDecl"
        ? "flow"
        : d.kind === "CardsDecl"
          ? `cards ${d.cardType.name} into ${d.home.name}`
          : d.kind === "RevealDecl"
            ? `reveal ${d.zone.name}`
            : d.kind === "CardRevealDecl"
              ? `reveal ${d.cardType.name}`
              : d.kind === "PresentationDecl"
                ? `${d.form} ${d.names.map((n) => n.name).join(", ")}`
                : d.kind);
    const children: OutlineItem[] =
      d.kind === "EnumDecl"
        ? d.members.map((m) => ({
            name: m.name.name,
            detail: "",
            kind: "enumMember",
            range: loc(m),
            selection: loc(m.name),
            children: [],
          }))
        : d.kind === "CardTypeDecl"
          ? d.fields.map((x) => ({
              name: x.name.name,
              detail: x.type.name.name,
              kind: "field",
              range: loc(x),
              selection: loc(x.name),
              children: [],
            }))
          : [];
    return {
      name: label,
      detail: headerLine(a, d),
      kind: OUTLINE_KIND[d.kind],
      range: loc(d),
      selection: name ? loc(name) : loc(d),
      children,
    };
  });
}

/** The legend of `semanticTokens`: indices into these lists. */
export const TOKEN_TYPES = [
  "namespace",
  "type",
  "enum",
  "enumMember",
  "parameter",
  "variable",
  "property",
  "function",
  "method",
  "macro",
] as const;
export const TOKEN_MODIFIERS = ["declaration", "readonly", "defaultLibrary"] as const;

export interface SemanticToken {
  start: number;
  end: number;
  type: (typeof TOKEN_TYPES)[number];
  modifiers: (typeof TOKEN_MODIFIERS)[number][];
}

export function semanticTokens(a: Analysis, file: string): SemanticToken[] {
  const out: SemanticToken[] = [];
  for (const o of a.occurrences) {
    if (o.file !== file) continue;
    const type = tokenType(a, o);
    if (!type) continue;
    const modifiers: SemanticToken["modifiers"] = [];
    if (o.declaration) modifiers.push("declaration");
    if (o.key.startsWith("b:")) modifiers.push("defaultLibrary");
    const d = a.globals.get(o.name)?.[0];
    if (o.key.startsWith("g:") && (d?.kind === "ConstDecl" || d?.kind === "OptionDecl"))
      modifiers.push("readonly");
    out.push({ start: o.start, end: o.end, type, modifiers });
  }
  return out;
}

function tokenType(a: Analysis, o: Occurrence): SemanticToken["type"] | null {
  if (o.key.startsWith("m:")) return "enumMember";
  if (o.key.startsWith("f:")) return "property";
  if (o.key.startsWith("b:")) return BUILTINS.get(o.name)?.value ? "variable" : "function";
  if (o.key.startsWith("l:"))
    return o.symbol?.kind === "param" || o.symbol?.kind === "optionParam" ? "parameter" : "variable";
  const d = a.globals.get(o.name)?.[0];
  switch (d?.kind) {
    case "EnumDecl":
      return "enum";
    case "CardTypeDecl":
      return "type";
    case "FnDecl":
      return "function";
    case "RuleDecl":
    case "OptionsDecl":
    case "AnytimeDecl":
      return "method";
    case "ZoneDecl":
    case "BoardDecl":
      return "namespace";
    default:
      return "variable";
  }
}

export interface Fold {
  startLine: number;
  endLine: number;
  kind: "region" | "comment";
}

/** Brace blocks and runs of line comments that span lines (0-based lines). */
export function folds(text: string): Fold[] {
  const { tokens, comments } = lex(text, "fold");
  const out: Fold[] = [];
  const open: number[] = [];
  for (const t of tokens) {
    if (t.image === "{" || t.image === "[" || t.image === "(") open.push((t.startLine ?? 1) - 1);
    else if (t.image === "}" || t.image === "]" || t.image === ")") {
      const start = open.pop();
      const end = (t.startLine ?? 1) - 2;
      if (start !== undefined && end > start) out.push({ startLine: start, endLine: end, kind: "region" });
    }
  }
  let run: { start: number; end: number } | null = null;
  const flush = () => {
    if (run && run.end > run.start) out.push({ startLine: run.start, endLine: run.end, kind: "comment" });
  };
  for (const c of comments) {
    const line = (c.startLine ?? 1) - 1;
    const endLine = (c.endLine ?? c.startLine ?? 1) - 1;
    const alone = /^\s*$/.test(text.slice(text.lastIndexOf("\n", c.startOffset - 1) + 1, c.startOffset));
    if (!alone) continue;
    if (run && line === run.end + 1) run.end = endLine;
    else {
      flush();
      run = { start: line, end: endLine };
    }
  }
  flush();
  return out.sort((x, y) => x.startLine - y.startLine);
}

// ------------------------------------------------------------------------------------------------
// Quick fixes and formatting
// ------------------------------------------------------------------------------------------------

export interface QuickFix {
  title: string;
  loc: Loc;
  replacement: string;
}

/** "did you mean `hand`?" → replace the unknown name with the suggestion. */
export function quickFixes(a: Analysis, file: string, range: { start: number; end: number }): QuickFix[] {
  const out: QuickFix[] = [];
  const text = a.files.get(file)?.text ?? "";
  for (const d of a.result.diagnostics) {
    if (d.span.file !== file || d.span.end.offset < range.start || d.span.start.offset > range.end) continue;
    const wrong = /`([^`]+)`/.exec(d.message)?.[1];
    const said = /did you mean `([^`]+)`\?/.exec([d.message, ...(d.notes ?? [])].join("\n"))?.[1];
    // An unknown name the checker had no suggestion for: the closest name the game declares.
    const hint =
      said ??
      (wrong && /^unknown /.test(d.message)
        ? didYouMean(wrong, candidateNames(a, file, d.span.start.offset))
        : null);
    if (!hint || !wrong) continue;
    const where = text.indexOf(wrong, d.span.start.offset);
    if (where === -1 || where > d.span.end.offset) continue;
    out.push({
      title: `Change to \`${hint}\``,
      loc: { file, start: where, end: where + wrong.length },
      replacement: hint,
    });
  }
  return out;
}

function candidateNames(a: Analysis, file: string, offset: number): string[] {
  const names = new Set<string>(a.globals.keys());
  for (const decls of a.globals.values())
    for (const d of decls) if (d.kind === "EnumDecl") for (const m of d.members) names.add(m.name.name);
  for (const l of localsInScope(a, file, offset)) names.add(l.label);
  for (const b of BUILTINS.keys()) names.add(b);
  return [...names];
}

/** The whole file in the canonical layout, or null when it is already so (or does not lex). */
export function format(text: string, file: string): string | null {
  const r = formatRules(text, file);
  return r.formatted && r.text !== text ? r.text : null;
}
