/**
 * A seat's view as plain text lines: every zone with its cards (hidden ones as [##]), counts for
 * face-down piles, the public variables, and the decisions pending. Generic over games: it reads
 * only the contract's `View` and `GameMeta`.
 */
import type { GameMeta, Seat, View, ViewCard, ViewZone } from "@ludic/runtime";

import { cardName, seatName, words } from "./describe.js";

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

function valueText(value: unknown): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Zones in the order the rules declare them (meta.zones), per-seat ones with "you" first. */
function orderedZones(view: View, meta: GameMeta): ViewZone[] {
  const order = new Map(meta.zones.map((z, i) => [z.name, i]));
  const mine = (z: ViewZone) => (z.seat === view.viewer ? 0 : 1);
  return Object.values(view.zones).sort(
    (a, b) =>
      (order.get(a.name) ?? 999) - (order.get(b.name) ?? 999) || mine(a) - mine(b) || (a.seat ?? 0) - (b.seat ?? 0),
  );
}

export function renderView(view: View, meta: GameMeta): string[] {
  const me = view.viewer;
  const who = me === "spectator" ? "spectator" : `you are seat ${me}`;
  const lines = [`── ${meta.title} · ${view.variant} · ${who} ──`];
  const zones = orderedZones(view, meta);
  const width = Math.max(0, ...zones.map((z) => zoneLabel(z, me).length));
  for (const z of zones) lines.push(`  ${zoneLabel(z, me).padEnd(width)}  ${zoneText(z, meta)}`);
  const vars = Object.entries(view.vars);
  if (vars.length > 0) lines.push(`  ${vars.map(([k, v]) => `${words(k)}: ${valueText(v)}`).join(" · ")}`);
  return lines;
}
