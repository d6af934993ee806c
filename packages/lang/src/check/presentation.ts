/**
 * `help`, `show` and `internal` (docs/language.md "Presenting the game"): what each declaration
 * is about must exist in the variant (LUD471, LUD472), each takes its own parts (LUD470), and a
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
  /** Variables never shown as player information. */
  internal: Set<string>;
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

/** What help may be about: actions, rules, option sets and card types. */
function helpTargets(variant: VariantInfo): Set<string> {
  const targets = actionNames(variant);
  for (const [name, d] of variant.declarations)
    if (d.kind === "RuleDecl" || d.kind === "OptionsDecl" || d.kind === "CardTypeDecl") targets.add(name);
  return targets;
}

/** What `show` and `internal` may name: variables, and for `show` the `score` and `goal` functions. */
function variables(variant: VariantInfo, form: "show" | "internal"): Set<string> {
  const names = new Set<string>();
  for (const [name, d] of variant.declarations) {
    if (d.kind === "VarDecl") names.add(name);
    else if (form === "show" && d.kind === "FnDecl" && (name === "score" || name === "goal")) names.add(name);
  }
  return names;
}

export function checkPresentation(variant: VariantInfo, out: Output): void {
  const targets = helpTargets(variant);
  const said = new Map<string, Set<string>>();
  for (const decl of variant.presentation) {
    if (decl.span?.file !== variant.file.span?.file) continue; // checked with its own variant
    if (!checkForm(decl, out)) continue;
    const known = decl.form === "help" ? targets : variables(variant, decl.form);
    for (const id of decl.names) {
      const name = id?.name;
      if (!name) continue;
      if (!known.has(name)) {
        const near = didYouMean(name, known);
        const hint = near ? ` (did you mean \`${near}\`?)` : "";
        if (decl.form === "help")
          report(out, "LUD471", id, `\`help\` names no action, rule or card type \`${name}\`${hint}`);
        else
          report(
            out,
            "LUD472",
            id,
            `\`${decl.form}\` names no variable \`${name}\`${hint}${decl.form === "show" ? "; it also takes `score` and `goal` when the rules define them" : ""}`,
          );
        continue;
      }
      // `show` and `internal` share one table: a variable is one or the other.
      const key = decl.form === "help" ? "help" : "shown";
      const seen = said.get(key) ?? new Set<string>();
      said.set(key, seen);
      if (seen.has(name))
        report(
          out,
          "LUD473",
          id,
          decl.form === "help"
            ? `\`${name}\` already has a help text in this file`
            : `\`${name}\` is already marked shown or internal in this file`,
        );
      seen.add(name);
    }
  }
}

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
  const p: Presentation = { help: new Map(), shown: new Map(), internal: new Set() };
  for (const decl of variant.presentation) {
    for (const id of decl.names ?? []) {
      const name = id?.name;
      if (!name) continue;
      if (decl.form === "help") {
        if (decl.text) p.help.set(name, decl.text.value);
      } else if (decl.form === "show") {
        p.internal.delete(name);
        p.shown.set(name, decl.text?.value ?? "");
      } else {
        p.shown.delete(name);
        p.internal.add(name);
      }
    }
  }
  return p;
}
