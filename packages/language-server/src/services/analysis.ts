/**
 * One game folder, parsed and checked as `ludic check` does (base and variant files together), and
 * indexed for the editor: every occurrence of every name, keyed so that a declaration, its
 * overrides in variants and all their uses share one key. The services (hover, definition, …) are
 * pure functions over this.
 */
import { type ast, type checkGame, checkGameSources, type parseRules, type Symbol as Sym } from "@ludic/lang";
import { IncrementalParser } from "./incremental.js";

export interface SourceFile {
  path: string;
  text: string;
}

export interface Occurrence {
  file: string;
  /** Offsets of the name itself. */
  start: number;
  end: number;
  name: string;
  /** Shared by a declaration, its overrides and its uses. */
  key: string;
  declaration: boolean;
  /** What the name means where it is used (absent at a declaration the checker did not reach). */
  symbol?: Sym;
  /** The declaration node, for hover. */
  decl?: ast.Node;
}

export interface Analysis {
  files: Map<string, { text: string; ast: ast.RulesFile }>;
  result: ReturnType<typeof checkGame>;
  /** Every occurrence of every name, by file and offset (computed on first use). */
  readonly occurrences: Occurrence[];
  /** Top-level declarations by name, in file order (a base and its overrides). */
  globals: Map<string, ast.Declaration[]>;
}

/**
 * Parses are cached by text: after an edit only the edited file is parsed again, and of that file
 * only the declarations whose text changed (incremental.ts).
 */
const parseCache = new Map<string, { text: string; parsed: ReturnType<typeof parseRules> }>();
const pieces = new IncrementalParser();

function parse(text: string, path: string): ReturnType<typeof parseRules> {
  const hit = parseCache.get(path);
  if (hit && hit.text === text) return hit.parsed;
  const parsed = pieces.parse(text, path);
  parseCache.set(path, { text, parsed });
  return parsed;
}

/** The folder checked as `ludic check` checks it (same diagnostics, same caps), parses cached. */
export function analyse(sources: SourceFile[]): Analysis {
  const result = checkGameSources(sources, parse);
  const files = new Map<string, { text: string; ast: ast.RulesFile }>();
  for (const f of sources) files.set(f.path, { text: f.text, ast: parse(f.text, f.path).ast });
  const globals = new Map<string, ast.Declaration[]>();
  for (const { ast: file } of files.values())
    for (const d of file.declarations) {
      const name = declName(d);
      if (name) globals.set(name.name, [...(globals.get(name.name) ?? []), d]);
    }
  // Indexed on the first request that needs it: diagnostics after an edit pay only parse + check.
  let occurrences: Occurrence[] | undefined;
  return {
    files,
    result,
    globals,
    get occurrences() {
      occurrences ??= index(files, result.symbols, globals);
      return occurrences;
    },
  };
}

export function declName(d: ast.Declaration): ast.Identifier | null {
  return "name" in d && d.name && typeof d.name === "object" && "name" in d.name
    ? (d.name as ast.Identifier)
    : null;
}

/** The key of what a symbol names: globals by name (so overrides meet their base), locals by declaration. */
export function symbolKey(s: Sym): string | null {
  switch (s.kind) {
    case "const":
    case "var":
    case "zone":
    case "enum":
    case "cardType":
    case "fn":
    case "rule":
    case "options":
    case "option":
    case "board":
      return `g:${s.decl.name.name}`;
    case "base":
      return `g:${s.override.name.name}`;
    case "enumMember":
      return `m:${s.decl.name.name}.${s.member.name.name}`;
    case "cardField":
      return `f:${s.decl.name.name}.${s.name}`;
    case "builtin":
      return `b:${s.name}`;
    case "enumAttr":
      return null;
    default:
      return `l:${s.decl.span.file}:${s.decl.span.start.offset}`;
  }
}

/** The identifier a local symbol's declaration introduces. */
function localName(s: Sym): ast.Identifier | null {
  const d = (s as { decl?: Record<string, unknown> }).decl;
  if (!d) return null;
  if (s.kind === "chooseVar") return (d as unknown as ast.ChooseStmt).simultaneous;
  if (s.kind === "revealVar") {
    const r = d as unknown as ast.RevealDecl | ast.CardRevealDecl;
    return r.kind === "CardRevealDecl" ? r.variable : r.viewerVar;
  }
  const id = (d.variable ?? d.name) as ast.Identifier | undefined;
  return id && typeof id === "object" && id.kind === "Identifier" ? id : null;
}

function index(
  files: Map<string, { text: string; ast: ast.RulesFile }>,
  symbols: Map<ast.Node, Sym>,
  globals: Map<string, ast.Declaration[]>,
): Occurrence[] {
  const out: Occurrence[] = [];
  const seen = new Set<string>();
  const add = (o: Occurrence) => {
    const id = `${o.file}:${o.start}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push(o);
  };
  const at = (id: ast.Identifier, key: string, declaration: boolean, extra: Partial<Occurrence> = {}) =>
    add({
      file: id.span.file,
      start: id.span.start.offset,
      end: id.span.end.offset,
      name: id.name,
      key,
      declaration,
      ...extra,
    });

  // Declarations: top-level names, enum members, card attributes.
  for (const { ast: file } of files.values()) {
    for (const d of file.declarations) {
      const name = declName(d);
      if (name) at(name, `g:${name.name}`, true, { decl: d });
      if (d.kind === "EnumDecl")
        for (const m of d.members) at(m.name, `m:${d.name.name}.${m.name.name}`, true, { decl: m });
      if (d.kind === "CardTypeDecl")
        for (const f of d.fields) at(f.name, `f:${d.name.name}.${f.name.name}`, true, { decl: f });
    }
  }

  // Uses: what the checker resolved.
  for (const [node, symbol] of symbols) {
    // `base(…)` in an override names the base declaration, not a name of its own: not indexed, so
    // renaming the function leaves `base` alone.
    if (symbol.kind === "base") continue;
    const key = symbolKey(symbol);
    if (!key) continue;
    const id = usedName(node);
    if (!id) continue;
    at(id, key, false, { symbol });
    if (key.startsWith("l:")) {
      const local = localName(symbol);
      if (local) at(local, key, true, { symbol, decl: (symbol as { decl: ast.Node }).decl });
    }
  }

  // Names the checker reads without a symbol entry: types, `into deck`, `reveal hand[…]`.
  for (const { ast: file } of files.values())
    walk(file, (n) => {
      for (const id of declarationRefs(n))
        if (globals.has(id.name)) at(id, `g:${id.name}`, false, { decl: globals.get(id.name)?.[0] });
    });
  return out.sort((a, b) => (a.file === b.file ? a.start - b.start : a.file < b.file ? -1 : 1));
}

function usedName(node: ast.Node): ast.Identifier | null {
  const n = node as unknown as Record<string, unknown> & { kind: string };
  switch (n.kind) {
    case "NameRef":
    case "UseOptions":
      return n.name as ast.Identifier;
    case "CallExpr":
      return n.callee as ast.Identifier;
    case "MemberExpr":
      return n.member as ast.Identifier;
    case "Identifier":
      return n as unknown as ast.Identifier;
    case "AssignStmt": {
      const t = n.target as ast.NameRef | ast.IndexExpr;
      return t.kind === "NameRef" ? t.name : null;
    }
    default:
      return null;
  }
}

function declarationRefs(n: ast.Node): ast.Identifier[] {
  const k = (n as { kind?: string }).kind;
  const ids: (ast.Identifier | null | undefined)[] = [];
  if (k === "TypeRef") ids.push((n as ast.TypeRef).name);
  else if (k === "CardsDecl") ids.push((n as ast.CardsDecl).cardType, (n as ast.CardsDecl).home);
  else if (k === "ZoneDecl") ids.push((n as ast.ZoneDecl).cardType);
  else if (k === "RevealDecl") ids.push((n as ast.RevealDecl).zone);
  else if (k === "CardRevealDecl")
    ids.push((n as ast.CardRevealDecl).cardType, (n as ast.CardRevealDecl).zone);
  return ids.filter((x): x is ast.Identifier => !!x);
}

/** Every AST node below `node`, depth first. */
export function walk(node: unknown, visit: (n: ast.Node) => void): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, visit);
    return;
  }
  if (!node || typeof node !== "object") return;
  if ("span" in node && "kind" in node) visit(node as ast.Node);
  for (const [k, v] of Object.entries(node)) if (k !== "span" && v && typeof v === "object") walk(v, visit);
}

/** The occurrence under an offset of a file. */
export function occurrenceAt(a: Analysis, file: string, offset: number): Occurrence | undefined {
  return a.occurrences.find((o) => o.file === file && o.start <= offset && offset <= o.end);
}
