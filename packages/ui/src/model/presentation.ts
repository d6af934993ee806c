/**
 * What the rules say about presenting themselves (docs/language.md "Presenting the game",
 * docs/engine-api.md "Presentation"), read from `meta` for one variant: help texts for actions,
 * rules and cards, which variables are shown (with their labels) or internal, each seat's mark,
 * the how-to-play paragraph. The kit knows no game: everything here comes from the contract.
 */
import type { CardMeta, GameMeta, View } from "@ludic/runtime";
import { humanize } from "./labels.js";
import type { SayValue } from "./values.js";

const own = (o: Record<string, string> | undefined, key: string): string | undefined =>
  o && Object.hasOwn(o, key) ? o[key] : undefined;

function variantHelp(meta: GameMeta, variant: string | undefined, name: string): string | undefined {
  return own(meta.variants.find((v) => v.id === variant)?.help, name);
}

/** What an action does ("Scrap one of your opponent's point cards …"), in this variant. */
export function actionHelp(meta: GameMeta, variant: string | undefined, action: string): string | undefined {
  return variantHelp(meta, variant, action) ?? meta.actions.find((a) => a.name === action)?.help;
}

/** Why a decision of this rule is asked ("A 7 resolves: …"), in this variant. */
export function ruleHelp(meta: GameMeta, variant: string | undefined, rule: string): string | undefined {
  return variantHelp(meta, variant, rule) ?? own(meta.ruleHelp, rule);
}

/** What a card does: its own help, else its card type's. */
export function cardHelp(meta: GameMeta, card: CardMeta): string | undefined {
  return card.help ?? meta.cardTypes?.find((t) => t.name === card.type)?.help;
}

/** The rules keep this variable internal: never shown as player information. */
export function isInternal(meta: GameMeta, name: string): boolean {
  return meta.internal?.includes(name) ?? false;
}

/** The label of a shown variable (or of `score` / `goal`): the rules' own, else the humanized name. */
export function shownLabel(meta: GameMeta, name: string): string {
  const label = meta.shown?.find((s) => s.name === name)?.label;
  return label || humanize(name);
}

/** Whether the rules show this line (`show score "Points"`). */
export function isShown(meta: GameMeta, name: string): boolean {
  return meta.shown?.some((s) => s.name === name) ?? false;
}

/** The mark or colour a seat plays ("crosses (X)"), when the rules declare marks. */
export function seatMark(meta: GameMeta, seat: number): string | undefined {
  return meta.seatMarks?.[seat];
}

/** The how-to-play paragraph of this variant. */
export function howToPlay(meta: GameMeta, variant?: string): string | undefined {
  return meta.variants.find((v) => v.id === variant)?.howTo ?? meta.howTo;
}

export interface Figure {
  label: string;
  value: string;
}

/**
 * A seat's running figures while the game is played: the score and goal lines the rules show
 * (from `view.scores` / `view.goals`), then its shown per-seat variables; variables marked
 * internal never appear, and unmarked ones keep their humanized name. `say` prints the values
 * (model/values.ts: labels, seat names).
 */
export function seatFiguresOf(meta: GameMeta, view: View, seat: number, say?: SayValue): Figure[] {
  const out: Figure[] = [];
  const mark = seatMark(meta, seat);
  if (mark) out.push({ label: "Plays", value: mark });
  if (!view.outcome && isShown(meta, "score") && view.scores?.[seat] !== undefined)
    out.push({ label: shownLabel(meta, "score"), value: String(view.scores[seat]) });
  if (isShown(meta, "goal") && view.goals?.[seat] !== undefined)
    out.push({ label: shownLabel(meta, "goal"), value: String(view.goals[seat]) });
  const suffix = `[${seat}]`;
  for (const [key, value] of Object.entries(view.vars)) {
    if (!key.endsWith(suffix) || !/^\w+\[\d+\]$/.test(key)) continue;
    const name = key.slice(0, -suffix.length);
    if (isInternal(meta, name)) continue;
    if (typeof value !== "number" && typeof value !== "string" && typeof value !== "boolean") continue;
    out.push({ label: shownLabel(meta, name), value: say ? say(name, value) : String(value) });
  }
  return out;
}
