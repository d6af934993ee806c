/**
 * The presentation fields of `meta` (docs/engine-api.md "Presentation"): what the rules' `help`,
 * `show`, `internal`, `label`, `say`, `colour`, `howto` and `marks` say, for user interfaces that know no game. The base
 * variant's texts are the game's; a variant lists only the texts it gives differently.
 */
import { type GameInfo, presentationOf } from "@ludic/lang";
import type { CardTypeMeta, ShownMeta } from "@ludic/runtime";

export interface PresentationMeta {
  /** Help texts of actions, by name (the base variant's). */
  actionHelp: Map<string, string>;
  /** The fields spread into `meta`, each only when the rules give it. */
  fields: {
    howTo?: string;
    seatMarks?: string[];
    ruleHelp?: Record<string, string>;
    cardTypes?: CardTypeMeta[];
    shown?: ShownMeta[];
    internal?: string[];
    actionLabels?: Record<string, string>;
    zoneLabels?: Record<string, string>;
    sentences?: Record<string, string>;
    colours?: Record<string, string>;
  };
  /** Per variant (in meta.variants order): its howTo and help texts that differ from the base's. */
  variants: { howTo?: string; help?: Record<string, string> }[];
}

export function presentationMeta(game: GameInfo, actions: ReadonlySet<string>): PresentationMeta {
  const base = game.variants[0];
  const all = game.variants.map((v) => presentationOf(v));
  // A text is the game's when the base gives it, else the first variant that does.
  const texts = new Map<string, string>();
  for (const p of all) for (const [name, text] of p.help) if (!texts.has(name)) texts.set(name, text);
  const kindOf = (name: string): string | undefined =>
    game.variants.map((v) => v.declarations.get(name)?.kind).find((k) => k !== undefined);
  const actionHelp = new Map([...texts].filter(([name]) => actions.has(name)));
  const ruleHelp = [...texts].filter(([name]) => {
    const kind = kindOf(name);
    return kind === "RuleDecl" || kind === "OptionsDecl";
  });
  const cardTypes = [...texts]
    .filter(([name]) => kindOf(name) === "CardTypeDecl")
    .map(([name, help]) => ({ name, help }));
  // Variables of one variant only are shown or internal wherever they exist: the union, in order.
  const shown = new Map<string, string>();
  const internal = new Set<string>();
  for (const p of all) {
    for (const [name, label] of p.shown) if (!shown.has(name)) shown.set(name, label);
    for (const name of p.internal) internal.add(name);
  }
  for (const name of shown.keys()) internal.delete(name);
  // Labels, sentences and colours: the base's, else the first variant's that gives one.
  const union = (
    pick: (p: (typeof all)[number]) => Map<string, string>,
  ): Record<string, string> | undefined => {
    const out = new Map<string, string>();
    for (const p of all) for (const [name, text] of pick(p)) if (!out.has(name)) out.set(name, text);
    return out.size > 0 ? Object.fromEntries(out) : undefined;
  };
  // A label names the action when there is one of that name, else the zone.
  const labels = union((p) => p.labels) ?? {};
  const byKind = (action: boolean): Record<string, string> | undefined => {
    const picked = Object.entries(labels).filter(([name]) => actions.has(name) === action);
    return picked.length > 0 ? Object.fromEntries(picked) : undefined;
  };
  const actionLabels = byKind(true);
  const zoneLabels = byKind(false);
  const sentences = union((p) => p.sentences);
  const colours = union((p) => p.colours);
  const variants = game.variants.map((v, i) => {
    const help = [...(all[i]?.help ?? [])].filter(([name, text]) => texts.get(name) !== text);
    return {
      ...(i > 0 && v.howTo !== base?.howTo ? { howTo: v.howTo } : {}),
      ...(help.length > 0 ? { help: Object.fromEntries(help) } : {}),
    };
  });
  return {
    actionHelp,
    fields: {
      ...(base?.howTo ? { howTo: base.howTo } : {}),
      ...(game.marks.length > 0 ? { seatMarks: game.marks } : {}),
      ...(ruleHelp.length > 0 ? { ruleHelp: Object.fromEntries(ruleHelp) } : {}),
      ...(cardTypes.length > 0 ? { cardTypes } : {}),
      ...(shown.size > 0 ? { shown: [...shown].map(([name, label]) => ({ name, label })) } : {}),
      ...(internal.size > 0 ? { internal: [...internal] } : {}),
      ...(actionLabels ? { actionLabels } : {}),
      ...(zoneLabels ? { zoneLabels } : {}),
      ...(sentences ? { sentences } : {}),
      ...(colours ? { colours } : {}),
    },
    variants,
  };
}
