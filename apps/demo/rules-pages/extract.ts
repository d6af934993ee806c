/**
 * Builds a game's rules page from its `.ludic` files: the header, the file's opening comment,
 * the sections its separator comments mark, and every declaration with the comments written
 * around it, its rule ids and its exact rules text, and the actions each rule offers. Runs in
 * Node at build time (the Vite plugin beside this file); the app only renders the result, so
 * the page can never drift from the rules the engines are compiled from.
 */
import { type ast, parseRules } from "@ludic/lang";
import type {
  ItemKind,
  Note,
  RulesChoice,
  RulesFilePage,
  RulesHeader,
  RulesPage,
  RulesSection,
} from "../src/rules/types.js";

/** CU-6, SU-D16, KB-E7, TTT-1, KK-D1. */
const RULE_ID = /\b[A-Z]{2,4}-[A-Z]?\d+[a-z]?\b/g;
/** `// -----…`: the lines around a section title. */
const SEPARATOR = /^\s*\/\/\s*[-=─]{5,}\s*$/;
const COMMENT = /^\s*\/\//;

export function ruleIdsIn(text: string): string[] {
  return [...new Set(text.match(RULE_ID) ?? [])];
}

/** The `//` comment on a line (outside strings), without the slashes; null when there is none. */
export function trailingComment(line: string): string | null {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "/" && line[i + 1] === "/") return line.slice(i + 2).trim();
  }
  return null;
}

/** Comment lines (without `//`) → paragraphs; an indented paragraph keeps its layout. */
export function paragraphs(lines: readonly string[]): Note[] {
  const notes: Note[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const pre = current.some((l) => /^ {2,}\S/.test(l));
    notes.push(
      pre ? { text: dedent(current).join("\n"), pre } : { text: current.map((l) => l.trim()).join(" "), pre },
    );
    current = [];
  };
  for (const raw of lines) {
    const line = raw.replace(/^ /, "").trimEnd();
    if (line.trim() === "") flush();
    else current.push(line);
  }
  flush();
  return notes;
}

function dedent(lines: readonly string[]): string[] {
  const indent = Math.min(...lines.map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent));
}

function commentText(line: string): string {
  return line.replace(/^\s*\/\//, "");
}

interface Source {
  text: string;
  lines: string[];
}

function slice(src: Source, node: { span: ast.Span }): string {
  return src.text.slice(node.span.start.offset, node.span.end.offset);
}

/** The comment block right above `line` (1-based), stopping at a blank line, code or a separator. */
function leadingComment(src: Source, line: number): string[] {
  const out: string[] = [];
  for (let i = line - 2; i >= 0; i--) {
    const l = src.lines[i] ?? "";
    if (!COMMENT.test(l) || SEPARATOR.test(l)) break;
    out.unshift(commentText(l));
  }
  return out;
}

/** Section titles: comment lines between two separator lines, by line number. */
function sectionTitles(src: Source): { line: number; title: string }[] {
  const titles: { line: number; title: string }[] = [];
  for (let i = 1; i < src.lines.length - 1; i++) {
    const l = src.lines[i] ?? "";
    if (
      COMMENT.test(l) &&
      !SEPARATOR.test(l) &&
      SEPARATOR.test(src.lines[i - 1] ?? "") &&
      SEPARATOR.test(src.lines[i + 1] ?? "")
    ) {
      titles.push({ line: i + 1, title: commentText(l).trim() });
    }
  }
  return titles;
}

const KINDS: Partial<Record<string, ItemKind>> = {
  EnumDecl: "enum",
  CardTypeDecl: "card",
  CardsDecl: "cards",
  ConstDecl: "const",
  VarDecl: "var",
  ZoneDecl: "zone",
  RevealDecl: "reveal",
  CardRevealDecl: "reveal",
  FnDecl: "fn",
  RuleDecl: "rule",
  OptionsDecl: "options",
  FlowDecl: "flow",
  BoardDecl: "board",
  OptionDecl: "option",
};

/** `anytime` for an `AnytimeDecl`: declarations the language gains later still get a page entry. */
function kindOf(d: { kind: string }): ItemKind {
  return KINDS[d.kind] ?? d.kind.replace(/Decl$/, "").toLowerCase();
}

function declName(d: ast.Declaration): string {
  switch (d.kind) {
    case "CardsDecl":
      return `${d.cardType.name} into ${d.home.name}`;
    case "VarDecl":
    case "ZoneDecl":
      return d.index ? `${d.name.name}[${d.index.name}]` : d.name.name;
    case "RevealDecl":
      return d.ownerVar ? `${d.zone.name}[${d.ownerVar.name}]` : d.zone.name;
    case "CardRevealDecl":
      return d.zone ? `${d.cardType.name} in ${d.zone.name}` : d.cardType.name;
    case "FlowDecl":
      return "flow";
    default: {
      const name = (d as { name?: { name?: unknown } }).name?.name;
      return typeof name === "string" ? name : kindOf(d);
    }
  }
}

/** Every node of `kind` under `root` (the AST is plain data). */
function nodesOf<K extends string>(root: unknown, kind: K): Extract<ast.ChooseItem, { kind: K }>[] {
  const found: unknown[] = [];
  const walk = (x: unknown) => {
    if (Array.isArray(x)) {
      for (const y of x) walk(y);
    } else if (typeof x === "object" && x !== null) {
      if ((x as { kind?: unknown }).kind === kind) found.push(x);
      for (const [key, value] of Object.entries(x)) if (key !== "span") walk(value);
    }
  };
  walk(root);
  return found as Extract<ast.ChooseItem, { kind: K }>[];
}

function choicesOf(src: Source, d: ast.Declaration): RulesChoice[] {
  // An `anytime` declaration is itself a move any seat may make (its parameter is the mover),
  // besides the choices its body offers.
  const own: RulesChoice[] = [];
  if (d.kind === "AnytimeDecl") {
    const line = d.span.start.line;
    const note = trailingComment(src.lines[line - 1] ?? "");
    own.push({
      action: d.name.name,
      params: [],
      when: d.when ? slice(src, d.when) : null,
      note,
      ruleIds: note ? ruleIdsIn(note) : [],
      line,
    });
  }
  return [
    ...own,
    ...nodesOf(d, "ChoiceOption").map((o) => {
      const line = o.span.start.line;
      const note = trailingComment(src.lines[line - 1] ?? "");
      return {
        action: o.name.name,
        params: o.params.map((p) => ({ name: p.name.name, domain: slice(src, p.domain) })),
        when: o.when ? slice(src, o.when) : null,
        note,
        ruleIds: note ? ruleIdsIn(note) : [],
        line,
      };
    }),
  ];
}

function headerOf(src: Source, h: ast.GameHeader | ast.VariantHeader): RulesHeader {
  const field = (key: string) => {
    const f = h.fields.find((x) => x.key.name === key);
    return f?.value.kind === "StringLiteral" ? f.value.value : null;
  };
  return {
    kind: h.kind === "GameHeader" ? "game" : "variant",
    id: h.kind === "GameHeader" ? h.id.name : h.id.value,
    base: h.kind === "VariantHeader" ? h.base.value : null,
    title: field("title"),
    summary: field("summary"),
    fields: h.fields.map((f) => ({ key: f.key.name, value: slice(src, f.value) })),
  };
}

function stem(path: string): string {
  return (path.split("/").pop() ?? path).replace(/\.ludic$/, "");
}

export function extractFile(path: string, text: string): RulesFilePage {
  const src: Source = { text, lines: text.split(/\r?\n/) };
  const { ast: file, diagnostics } = parseRules(text, path);
  const header = file.header ? headerOf(src, file.header) : null;
  const firstCode =
    file.header?.span.start.line ?? file.declarations[0]?.span.start.line ?? src.lines.length + 1;
  const introLines: string[] = [];
  for (let i = 0; i < firstCode - 1; i++) {
    const l = src.lines[i] ?? "";
    if (SEPARATOR.test(l)) break;
    if (COMMENT.test(l)) introLines.push(commentText(l));
    else if (l.trim() === "") introLines.push("");
    else break;
  }
  const titles = sectionTitles(src);
  const sections: RulesSection[] = [{ title: null, items: [] }];
  let nextTitle = 0;
  const used = new Set<string>();
  for (const d of file.declarations) {
    const line = d.span.start.line;
    while (nextTitle < titles.length && (titles[nextTitle]?.line ?? Infinity) < line) {
      sections.push({ title: titles[nextTitle]?.title ?? null, items: [] });
      nextTitle++;
    }
    const kind = kindOf(d);
    const name = declName(d);
    const leading = leadingComment(src, line);
    const trailing = trailingComment(src.lines[line - 1] ?? "");
    const notes = paragraphs([
      ...leading,
      ...(leading.length && trailing ? [""] : []),
      ...(trailing ? [` ${trailing}`] : []),
    ]);
    const choices = choicesOf(src, d);
    let anchor = `${stem(path)}-${kind}-${name.replace(/[^\w-]+/g, "-")}`;
    for (let n = 2; used.has(anchor); n++) anchor = `${anchor}-${n}`;
    used.add(anchor);
    const ruleIds = [
      ...new Set([...notes.flatMap((n) => ruleIdsIn(n.text)), ...choices.flatMap((c) => c.ruleIds)]),
    ];
    sections.at(-1)?.items.push({
      anchor,
      kind,
      name,
      override: "override" in d && d.override === true,
      notes,
      ruleIds,
      code: slice(src, d),
      line,
      choices,
    });
  }
  return {
    path,
    header,
    intro: paragraphs(introLines),
    sections: sections.filter((s) => s.items.length > 0),
    problems: diagnostics
      .filter((x) => x.severity === "error")
      .map((x) => `${x.span.file}:${x.span.start.line}:${x.span.start.column} ${x.code} ${x.message}`),
  };
}

/** A game's page from its folder's files (paths from the repository root); null without a `game` header. */
export function extractGame(
  folder: string,
  files: readonly { path: string; text: string }[],
): RulesPage | null {
  const pages = files.map((f) => extractFile(f.path, f.text));
  const base = pages.find((p) => p.header?.kind === "game");
  if (!base?.header) return null;
  const ordered = [base, ...pages.filter((p) => p !== base).sort((a, b) => a.path.localeCompare(b.path))];
  const ids = new Map<string, string[]>();
  for (const page of ordered)
    for (const section of page.sections)
      for (const item of section.items)
        for (const id of item.ruleIds) {
          const anchors = ids.get(id) ?? [];
          anchors.push(item.anchor);
          ids.set(id, anchors);
        }
  return {
    game: base.header.id,
    folder,
    files: ordered,
    ruleIds: [...ids].sort(([a], [b]) => compareRuleIds(a, b)).map(([id, anchors]) => ({ id, anchors })),
  };
}

/** CU-2 before CU-10, SU-9 before SU-D1. */
export function compareRuleIds(a: string, b: string): number {
  const split = (id: string) => {
    const m = /^([A-Z]+)-([A-Z]?)(\d+)(.*)$/.exec(id);
    return m ? ([m[1] ?? "", m[2] ?? "", Number(m[3]), m[4] ?? ""] as const) : ([id, "", 0, ""] as const);
  };
  const [pa, la, na, ra] = split(a);
  const [pb, lb, nb, rb] = split(b);
  return pa.localeCompare(pb) || la.localeCompare(lb) || na - nb || ra.localeCompare(rb);
}
