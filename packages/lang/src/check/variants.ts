/**
 * From files to a game: the base file (`game` header), variants ordered parent first, and each
 * variant's effective declarations (inherited, replaced by `override`, plus additions).
 */
import type * as ast from "../ast/nodes.js";
import { type Output, report } from "./context.js";
import { type HeaderValues, readHeader } from "./header.js";
import type { GameInfo, VariantInfo } from "./model.js";
import { derivePositionEntry, takesOneSeat } from "./position-entry.js";

type Overridable = ast.OverridableDecl;
const OVERRIDABLE = new Set(["ConstDecl", "FnDecl", "RuleDecl", "OptionsDecl", "FlowDecl", "OptionDecl"]);

export function buildGame(
  files: { path: string; ast: ast.RulesFile }[],
  out: Output,
): { game: GameInfo | null; base: HeaderValues | null } {
  const bases: ast.RulesFile[] = [];
  const variants: ast.RulesFile[] = [];
  for (const { path, ast: file } of files) {
    if (!file) continue;
    if (file.header?.kind === "GameHeader") bases.push(file);
    else if (file.header?.kind === "VariantHeader") variants.push(file);
    else
      report(out, "LUD320", file, `${path} has no \`game\` or \`variant\` header, so it belongs to no game`);
  }
  const baseFile = bases[0];
  for (const extra of bases.slice(1)) {
    const header = extra.header as ast.GameHeader;
    report(
      out,
      "LUD322",
      header.id ?? header,
      `a game has one base file, but this is a second \`game\` header (the first is in ${spanFile(baseFile)})`,
    );
  }
  if (!baseFile) {
    report(
      out,
      "LUD321",
      files[0]?.ast ?? null,
      "no file has a `game` header: the base game file is missing",
    );
    return { game: null, base: null };
  }
  const header = baseFile.header as ast.GameHeader;
  const values = readHeader(header, out);
  const base = effective(
    `${values.variant ?? "base"}`,
    values.title ?? "",
    values.summary,
    null,
    baseFile,
    null,
    out,
  );
  base.players = values.players ?? { min: 2, max: 2 };
  base.howTo = values.howTo;
  const byId = new Map<string, VariantInfo>([[base.id, base]]);
  const ordered: VariantInfo[] = [base];
  const pending = new Map<ast.RulesFile, { id: string; base: string; values: HeaderValues }>();
  for (const file of variants) {
    const h = file.header as ast.VariantHeader;
    const id = h.id?.value ?? "";
    const v = readHeader(h, out);
    if (byId.has(id) || [...pending.values()].some((p) => p.id === id)) {
      report(out, "LUD325", h.id ?? h, `there is already a variant called "${id}"`);
      continue;
    }
    pending.set(file, { id, base: h.base?.value ?? "", values: v });
  }
  const ids = new Set([base.id, ...[...pending.values()].map((p) => p.id)]);
  for (const [file, p] of pending) {
    if (!ids.has(p.base)) {
      const h = file.header as ast.VariantHeader;
      report(
        out,
        "LUD323",
        h.base ?? h,
        `"${p.id}" extends "${p.base}", but no variant has that id (known: ${[...ids].join(", ")})`,
      );
      pending.delete(file);
    }
  }
  // Parents before children; what never becomes ready extends itself through a cycle.
  let progress = true;
  while (progress) {
    progress = false;
    for (const [file, p] of pending) {
      const parent = byId.get(p.base);
      if (!parent) continue;
      const info = effective(p.id, p.values.title ?? "", p.values.summary, parent.id, file, parent, out);
      info.players = p.values.players ?? parent.players;
      info.howTo = p.values.howTo || parent.howTo;
      byId.set(p.id, info);
      ordered.push(info);
      pending.delete(file);
      progress = true;
    }
  }
  for (const [file, p] of pending) {
    const h = file.header as ast.VariantHeader;
    report(
      out,
      "LUD324",
      h.base ?? h,
      `"${p.id}" extends "${p.base}", which leads back to "${p.id}": variants cannot extend each other in a cycle`,
    );
  }
  checkPositionRule(values, base, out);
  const game: GameInfo = {
    id: header.id?.name ?? "",
    title: values.title ?? "",
    summary: values.summary,
    version: values.version,
    players: allPlayers(ordered),
    board: null,
    marks: values.marks,
    positionRule: values.position
      ? values.position.kind === "NameRef"
        ? values.position.name.name
        : null
      : derivedEntry(ordered),
    variants: ordered,
  };
  return { game, base: values };
}

/**
 * Without a `position` line: each variant's way down to its turn loop (position-entry.ts), the
 * rules made for it added to the variant's declarations; null when the base has none.
 */
function derivedEntry(variants: VariantInfo[]): string | null {
  const made = new Map<ast.Node, ast.RuleDecl>();
  const entries = variants.map((v) => derivePositionEntry(v, made));
  const first = entries[0];
  if (!first) return null;
  if (first.rules.length === 0) return first.name;
  variants.forEach((v, i) => {
    for (const rule of entries[i]?.rules ?? []) v.declarations.set(rule.name.name, rule);
  });
  return first.name;
}

const spanFile = (file: ast.RulesFile | undefined) => file?.span?.file ?? "another file";

/** The player counts of all variants together: the engine is laid out for the largest. */
function allPlayers(variants: VariantInfo[]): { min: number; max: number } {
  return {
    min: Math.min(...variants.map((v) => v.players.min)),
    max: Math.max(...variants.map((v) => v.players.max)),
  };
}

function effective(
  id: string,
  title: string,
  summary: string,
  parentId: string | null,
  file: ast.RulesFile,
  parent: VariantInfo | null,
  out: Output,
): VariantInfo {
  const declarations = new Map(parent?.declarations ?? []);
  const catalogue = [...(parent?.catalogue ?? [])];
  const reveals = [...(parent?.reveals ?? [])];
  const presentation = [...(parent?.presentation ?? [])];
  const own = new Set<string>();
  for (const decl of file.declarations ?? []) {
    if (!decl) continue;
    if (decl.kind === "CardsDecl") catalogue.push(decl);
    else if (decl.kind === "RevealDecl" || decl.kind === "CardRevealDecl") reveals.push(decl);
    else if (decl.kind === "PresentationDecl") presentation.push(decl);
    if (
      decl.kind === "CardsDecl" ||
      decl.kind === "RevealDecl" ||
      decl.kind === "CardRevealDecl" ||
      decl.kind === "PresentationDecl"
    )
      continue;
    const name = decl.kind === "FlowDecl" ? "flow" : decl.name?.name;
    if (!name) continue;
    const where: ast.Node = decl.kind === "FlowDecl" ? decl : (decl.name ?? decl);
    if (own.has(name)) {
      report(out, "LUD302", where, `\`${name}\` is declared twice in this file`);
      continue;
    }
    own.add(name);
    const inherited = parent?.declarations.get(name);
    const isOverride = OVERRIDABLE.has(decl.kind) && (decl as Overridable).override === true;
    if (isOverride && !inherited) {
      report(
        out,
        "LUD310",
        where,
        `\`override ${name}\`, but ${parent ? `"${parent.id}"` : "the base game"} has no \`${name}\` to replace`,
      );
      declarations.set(name, decl);
    } else if (isOverride && inherited) {
      const difference = signatureDifference(inherited, decl);
      if (difference)
        report(
          out,
          "LUD311",
          where,
          `this override of \`${name}\` must keep the signature of "${parent?.id}": ${difference}`,
        );
      if (inherited.kind === decl.kind) declarations.set(name, decl);
    } else if (inherited) {
      const fix =
        OVERRIDABLE.has(decl.kind) && inherited.kind === decl.kind
          ? `: write \`override\` to replace it`
          : ": give it another name";
      report(out, "LUD312", where, `\`${name}\` is already declared in "${parent?.id}"${fix}`);
      if (OVERRIDABLE.has(decl.kind) && inherited.kind === decl.kind) declarations.set(name, decl);
    } else declarations.set(name, decl);
  }
  return {
    id,
    title,
    summary,
    extends: parentId,
    parent,
    players: parent?.players ?? { min: 2, max: 2 },
    file,
    declarations,
    catalogue,
    reveals,
    presentation,
    howTo: parent?.howTo ?? "",
  };
}

function typeRefText(ref: ast.TypeRef | null | undefined): string {
  if (!ref?.name) return "nothing";
  const args = ref.args ?? [];
  const text = args.length ? `${ref.name.name}<${args.map(typeRefText).join(", ")}>` : ref.name.name;
  return ref.optional ? `${text}?` : text;
}

const paramsText = (params: ast.Param[] | undefined) =>
  `(${(params ?? []).map((p) => typeRefText(p?.type)).join(", ")})`;

/** Why `next` cannot replace `old`, or null when their signatures match. */
function signatureDifference(old: ast.Declaration, next: ast.Declaration): string | null {
  if (old.kind !== next.kind) return `it was declared as ${kindText(old)}, not ${kindText(next)}`;
  if (old.kind === "OptionDecl" && next.kind === "OptionDecl") {
    return typeRefText(old.type) !== typeRefText(next.type)
      ? `its type was ${typeRefText(old.type)}, not ${typeRefText(next.type)}`
      : null;
  }
  if (old.kind === "ConstDecl" && next.kind === "ConstDecl") {
    return old.type && next.type && typeRefText(old.type) !== typeRefText(next.type)
      ? `its type was ${typeRefText(old.type)}, not ${typeRefText(next.type)}`
      : null;
  }
  if (
    (old.kind === "FnDecl" || old.kind === "RuleDecl" || old.kind === "OptionsDecl") &&
    next.kind === old.kind
  ) {
    const n = next as ast.FnDecl | ast.RuleDecl | ast.OptionsDecl;
    if (paramsText(old.params) !== paramsText(n.params))
      return `its parameters were ${paramsText(old.params)}, not ${paramsText(n.params)}`;
    if (old.kind !== "OptionsDecl" && n.kind !== "OptionsDecl") {
      const a = typeRefText(old.returnType);
      const b = typeRefText(n.returnType);
      if (a !== b) return `it returned ${a}, not ${b}`;
    }
  }
  return null;
}

function kindText(d: ast.Declaration): string {
  return (
    {
      ConstDecl: "a const",
      FnDecl: "a fn",
      RuleDecl: "a rule",
      OptionsDecl: "an option set",
      FlowDecl: "the flow",
      OptionDecl: "an option",
    }[d.kind as string] ?? "something else"
  );
}

function checkPositionRule(values: HeaderValues, base: VariantInfo, out: Output): void {
  const value = values.position;
  if (!value) return;
  if (value.kind !== "NameRef") {
    report(out, "LUD328", value, "`position` names a rule, as in `position play`");
    return;
  }
  const name = value.name?.name ?? "";
  const decl = base.declarations.get(name);
  if (decl?.kind !== "RuleDecl") {
    report(
      out,
      "LUD328",
      value,
      `\`position\` names the rule that starts a position, but there is no rule "${name}"`,
    );
    return;
  }
  if (!takesOneSeat(decl)) {
    report(
      out,
      "LUD328",
      value,
      `the position rule "${name}" must take exactly one parameter, the seat to move (\`rule ${name}(me: seat)\`)`,
    );
  }
}
