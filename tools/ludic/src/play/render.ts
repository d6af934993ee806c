/**
 * A seat's view as plain text lines: every zone with its cards (hidden ones as [##]), counts for
 * face-down piles, the public variables, and the decisions pending. Generic over games: it reads
 * only the contract's `View` and `GameMeta`.
 */
import {
  type GameMeta,
  type Seat,
  type View,
  type ViewCard,
  type ViewZone,
  valueText,
  varTypeOf,
} from "@ludic/runtime";

import { cardName, cliWords, seatName, words } from "./describe.js";

export const HIDDEN = "[##]";

export function cardText(card: ViewCard, meta: GameMeta): string {
  const base = "id" in card ? cardName(card.id, meta) : HIDDEN;
  if (!card.attached || card.attached.length === 0) return base;
  return `${base} + ${card.attached.map((a) => cardText(a, meta)).join(" + ")}`;
}

export function zoneText(zone: ViewZone, meta: GameMeta): string {
  const n = zone.cards.length;
  if (n === 0) return "(empty)";
  const hidden = zone.cards.filter((c) => !("id" in c)).length;
  if (zone.kind === "pile") {
    // A pile reads top first; people need its size and what is on top, not every card.
    const top = zone.cards[0] as ViewCard;
    const count = `${n} card${n === 1 ? "" : "s"}`;
    if (hidden === n) return `${count}, face down`;
    return `${count}, top: ${cardText(top, meta)}`;
  }
  if (hidden === n) return `${n} card${n === 1 ? "" : "s"}: ${zone.cards.map(() => HIDDEN).join(" ")}`;
  return zone.cards.map((c) => cardText(c, meta)).join(", ");
}

function zoneLabel(zone: ViewZone, me: Seat | "spectator"): string {
  return zone.seat === null ? words(zone.name) : `${words(zone.name)} (${seatName(zone.seat, me)})`;
}

/**
 * A variable for people, or null when there is nothing to say. Values go through the one value
 * printer (@ludic/runtime valueText) with the type `meta.vars` gives `name`: an enum member reads
 * as its label, a seat as "you" or "seat N", `none` as "none". Engines keep state compact: a list
 * as long as the card catalogue is a per-card flag (show the cards it is set for), a list as long
 * as the table is per seat.
 */
export function varText(value: unknown, view: View, meta: GameMeta, name?: string): string | null {
  const type = name === undefined ? undefined : varTypeOf(meta, name);
  const say = (v: unknown, t = type): string =>
    t === undefined && typeof v === "object" && v !== null
      ? JSON.stringify(v)
      : valueText(v, t, meta, cliWords(meta, view.viewer));
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return say(value);
  if (value instanceof IndexedVar) {
    const bySeat = value.entries.every(([k]) => /^\d+$/.test(k));
    const shown = value.entries.flatMap(([k, v]) => {
      const who = bySeat ? seatName(Number(k), view.viewer) : cardName(k, meta);
      // Per-card flags are mostly unset: list the cards they are set for; seats are always listed.
      if (!bySeat && (v === false || v === 0 || v === null)) return [];
      return [v === true ? who : `${who} ${say(v)}`];
    });
    return shown.length === 0 ? null : shown.join(", ");
  }
  if (Array.isArray(value) && type === undefined) {
    if (value.length === meta.cards.length && value.length > view.players) {
      const set = meta.cards.flatMap((c, i) => {
        const v: unknown = value[i];
        if (v === false || v === 0 || v === null) return [];
        return [v === true ? cardName(c.id, meta) : `${cardName(c.id, meta)} ${JSON.stringify(v)}`];
      });
      return set.length === 0 ? null : set.join(", ");
    }
    if (value.length === view.players) {
      return value.map((v, seat) => `${seatName(seat, view.viewer)} ${say(v)}`).join(", ");
    }
  }
  const text = say(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/**
 * Views key indexed variables like PositionSpec does (`"vp[1]": 2`, `"frozen[9H]": true`);
 * gather each family back into one value: a per-seat list, or a per-card list in catalogue order.
 */
export function groupVars(vars: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const families = new Map<string, [string, unknown][]>();
  for (const [key, value] of Object.entries(vars)) {
    const m = /^(.+)\[(.+)\]$/.exec(key);
    if (!m) out.set(key, value);
    else families.set(m[1] as string, [...(families.get(m[1] as string) ?? []), [m[2] as string, value]]);
  }
  for (const [name, entries] of families) out.set(name, new IndexedVar(entries));
  return out;
}

/** An indexed variable family, rendered by `varText`. */
export class IndexedVar {
  constructor(readonly entries: [string, unknown][]) {}
}

/** Zones in the order the rules declare them (meta.zones), per-seat ones with "you" first. */
function orderedZones(view: View, meta: GameMeta): ViewZone[] {
  const order = new Map(meta.zones.map((z, i) => [z.name, i]));
  const mine = (z: ViewZone) => (z.seat === view.viewer ? 0 : 1);
  return Object.values(view.zones).sort(
    (a, b) =>
      (order.get(a.name) ?? 999) - (order.get(b.name) ?? 999) ||
      mine(a) - mine(b) ||
      (a.seat ?? 0) - (b.seat ?? 0),
  );
}

export function renderView(view: View, meta: GameMeta): string[] {
  const me = view.viewer;
  const who = me === "spectator" ? "spectator" : `you are seat ${me}`;
  const lines = [`── ${meta.title} · ${view.variant} · ${who} ──`];
  const zones = orderedZones(view, meta);
  const width = Math.max(0, ...zones.map((z) => zoneLabel(z, me).length));
  for (const z of zones) lines.push(`  ${zoneLabel(z, me).padEnd(width)}  ${zoneText(z, meta)}`);
  const vars = [...groupVars(view.vars)].flatMap(([k, v]) => {
    const text = varText(v, view, meta, k);
    return text === null ? [] : [`${words(k)}: ${text}`];
  });
  if (vars.length > 0) lines.push(`  ${vars.join(" · ")}`);
  return lines;
}
