/**
 * `help`, `show`, `internal`, `label`, `say` and `colour` (docs/language.md "Presenting the
 * game"): what each declaration is about must exist in the variant (LUD471, LUD472, LUD474), a
 * sentence names only its action's parameters (LUD475), each takes its own parts (LUD470), and a
 * file says a thing once (LUD473). `presentationOf` gives the compiler the result, a variant's
 * declarations replacing its parent's.
 */
import type * as ast from "../ast/nodes.js";
import { nodesOfKinds } from "../ast/walk.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { type Output, report } from "./context.js";
import type { VariantInfo } from "./model.js";

/** What a variant's presentation declarations say, by name. */
export interface Presentation {
  /** Help texts of actions, rules and option sets, and card types, by name. */
  help: Map<string, string>;
  /** Variables (and the `score` / `goal` lines) shown to players, with their labels ("" for none). */
  shown: Map<string, string>;
  /** Variables never shown as player information, and enum members a board draws as nothing. */
  internal: Set<string>;
  /** The names of actions and zones (`label stack "Resolving"`). */
  labels: Map<string, string>;
  /** A move in words, by action, `{param}` standing for an argument (`say scuttle "Scuttle {target} …"`). */
  sentences: Map<string, string>;
  /** Enum members' colours (`colour G "#8bc34a"`). */
  colours: Map<string, string>;
}

const CHOICE_OPTION: ReadonlySet<string> = new Set(["ChoiceOption"]);

/** Every action name of the variant: its choice options and its anytime moves. */
export function actionNames(variant: VariantInfo): Set<string> {
  const names = new Set<string>();
  for (const decl of variant.declarations.values()) {
    if (decl.kind === "AnytimeDecl" && decl.name?.name) names.add(decl.name.name);
    for (const n of nodesOfKinds(decl, CHOICE_OPTION)) {
      const name = (n as ast.ChoiceOption).name?.name;
      if (name) names.add(name);
    }
  }
  return names;
}

/** The move parameters of every action of the variant (an anytime move has none). */
function actionParams(variant: VariantInfo): Map<string, Set<string>> {
  const params = new Map<string, Set<string>>();
  for (const decl of variant.declarations.values()) {
    if (decl.kind === "AnytimeDecl" && decl.name?.name) params.set(decl.name.name, new Set());
    for (const n of nodesOfKinds(decl, CHOICE_OPTION)) {
      const o = n as ast.ChoiceOption;
      const name = o.name?.name;
      if (!name) continue;
      const set = params.get(name) ?? new Set<string>();
      for (const p of o.params ?? []) if (p?.name?.name) set.add(p.name.name);
      params.set(name, set);
    }
  }
  return params;
}

/** Every enum member of the variant. */
function enumMembers(variant: VariantInfo): Set<string> {
  const names = new Set<string>();
  for (const d of variant.declarations.values())
    if (d.kind === "EnumDecl") for (const m of d.members ?? []) if (m?.name?.name) names.add(m.name.name);
  return names;
}

/** What `label` may name: actions and zones. */
function labelTargets(variant: VariantInfo): Set<string> {
  const targets = actionNames(variant);
  for (const [name, d] of variant.declarations) if (d.kind === "ZoneDecl") targets.add(name);
  return targets;
}

/** What help may be about: actions, rules, option sets and card types. */
function helpTargets(variant: VariantInfo): Set<string> {
  const targets = actionNames(variant);
  for (const [name, d] of variant.declarations)
    if (d.kind === "RuleDecl" || d.kind === "OptionsDecl" || d.kind === "CardTypeDecl") targets.add(name);
  return targets;
}

/**
 * What `show` and `internal` may name: variables, for `show` the `score` and `goal` functions,
 * for `internal` enum members.
 */
function variables(variant: VariantInfo, form: "show" | "internal"): Set<string> {
  const names = form === "internal" ? enumMembers(variant) : new Set<string>();
  for (const [name, d] of variant.declarations) {
    if (d.kind === "VarDecl") names.add(name);
    else if (form === "show" && d.kind === "FnDecl" && (name === "score" || name === "goal")) names.add(name);
  }
  return names;
}

const TARGETS: Record<string, string> = {
  label: "action or zone",
  say: "action",
  colour: "enum member",
};

export function checkPresentation(variant: VariantInfo, out: Output): void {
  const targets = helpTargets(variant);
  const params = actionParams(variant);
  const known: Record<ast.PresentationDecl["form"], () => Set<string>> = {
    help: () => targets,
    show: () => variables(variant, "show"),
    internal: () => variables(variant, "internal"),
    label: () => labelTargets(variant),
    say: () => new Set(params.keys()),
    colour: () => enumMembers(variant),
  };
  // Each form's names are read, never changed: built at the form's first declaration, not at
  // every one (a game has dozens of `label`s and `help`s; rebuilt each time, this was a tenth of
  // the checker's cold time, most of it in the JIT).
  const byForm = new Map<ast.PresentationDecl["form"], Set<string>>();
  const namesOf = (form: ast.PresentationDecl["form"]): Set<string> => {
    let found = byForm.get(form);
    if (!found) {
      found = known[form]();
      byForm.set(form, found);
    }
    return found;
  };
  const said = new Map<string, Set<string>>();
  for (const decl of variant.presentation) {
    if (decl.span?.file !== variant.file.span?.file) continue; // checked with its own variant
    if (!checkForm(decl, out)) continue;
    const names = namesOf(decl.form);
    for (const id of decl.names) {
      const name = id?.name;
      if (!name) continue;
      if (!names.has(name)) {
        const near = didYouMean(name, names);
        const hint = near ? ` (did you mean \`${near}\`?)` : "";
        if (decl.form === "help")
          report(out, "LUD471", id, `\`help\` names no action, rule or card type \`${name}\`${hint}`);
        else if (decl.form === "show" || decl.form === "internal")
          report(
            out,
            "LUD472",
            id,
            `\`${decl.form}\` names no variable \`${name}\`${hint}${decl.form === "show" ? "; it also takes `score` and `goal` when the rules define them" : "; it also takes enum members"}`,
          );
        else report(out, "LUD474", id, `\`${decl.form}\` names no ${TARGETS[decl.form]} \`${name}\`${hint}`);
        continue;
      }
      if (decl.form === "say" && decl.text) checkSentence(decl.text, params.get(name) ?? new Set(), out);
      // `show` and `internal` share one table: a variable is one or the other.
      const key = decl.form === "show" || decl.form === "internal" ? "shown" : decl.form;
      const seen = said.get(key) ?? new Set<string>();
      said.set(key, seen);
      if (seen.has(name))
        report(
          out,
          "LUD473",
          id,
          decl.form === "help"
            ? `\`${name}\` already has a help text in this file`
            : key === "shown"
              ? `\`${name}\` is already marked shown or internal in this file`
              : `\`${name}\` already has a \`${decl.form}\` in this file`,
        );
      seen.add(name);
    }
  }
}

/** Every `{name}` of a sentence is a parameter of its action (LUD475). */
function checkSentence(text: ast.StringLiteral, params: ReadonlySet<string>, out: Output): void {
  for (const m of text.value.matchAll(/\{([^{}]*)\}/g)) {
    const name = m[1] ?? "";
    if (params.has(name)) continue;
    const near = didYouMean(name, params);
    const list = params.size > 0 ? `: ${[...params].map((p) => `{${p}}`).join(", ")}` : ": it has none";
    report(
      out,
      "LUD475",
      text,
      `\`{${name}}\` is no parameter of the action${near ? ` (did you mean \`{${near}}\`?)` : ""}; its parameters${list}`,
    );
  }
}

/** A CSS colour the rules may give: `#rgb`, `#rrggbb` or a colour word ("orange"). */
const COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]+)$/i;

function checkForm(decl: ast.PresentationDecl, out: Output): boolean {
  const names = decl.names ?? [];
  if (decl.form === "help" && (names.length !== 1 || !decl.text)) {
    report(out, "LUD470", decl, '`help` takes one name and its text: `help scuttle "Scrap a point card …"`');
    return false;
  }
  if (decl.form === "show" && names.length !== 1) {
    report(out, "LUD470", decl, '`show` takes one variable and, if you like, its label: `show gold "Gold"`');
    return false;
  }
  if (
    (decl.form === "label" || decl.form === "say" || decl.form === "colour") &&
    (names.length !== 1 || !decl.text)
  ) {
    const example = {
      label: '`label stack "Resolving"`',
      say: '`say draw "Draw a card"`',
      colour: '`colour G "#8bc34a"`',
    };
    report(out, "LUD470", decl, `\`${decl.form}\` takes one name and its text: ${example[decl.form]}`);
    return false;
  }
  if (decl.form === "colour" && decl.text && !COLOUR.test(decl.text.value)) {
    report(
      out,
      "LUD470",
      decl.text,
      `\`${decl.text.value}\` is no colour: write \`#rrggbb\`, \`#rgb\` or a colour word`,
    );
    return false;
  }
  if (decl.form === "internal" && decl.text) {
    report(out, "LUD470", decl.text, "`internal` takes only names: `internal passes, ending`");
    return false;
  }
  if (decl.text && decl.text.value.trim() === "") {
    report(out, "LUD470", decl.text, `the text of \`${decl.form}\` is empty`);
    return false;
  }
  return true;
}

/** The variant's presentation, its own declarations replacing its parent's. */
export function presentationOf(variant: VariantInfo): Presentation {
  const p: Presentation = {
    help: new Map(),
    shown: new Map(),
    internal: new Set(),
    labels: new Map(),
    sentences: new Map(),
    colours: new Map(),
  };
  const texts = { help: p.help, label: p.labels, say: p.sentences, colour: p.colours };
  for (const decl of variant.presentation) {
    for (const id of decl.names ?? []) {
      const name = id?.name;
      if (!name) continue;
      if (decl.form === "show") {
        p.internal.delete(name);
        p.shown.set(name, decl.text?.value ?? "");
      } else if (decl.form === "internal") {
        p.shown.delete(name);
        p.internal.add(name);
      } else if (decl.text) texts[decl.form].set(name, decl.text.value);
    }
  }
  return p;
}
