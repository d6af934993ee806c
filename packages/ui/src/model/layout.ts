/**
 * The table's layout, driven by `meta.zones`: one area per seat (the viewer's at the bottom, the
 * others above in seat order after the viewer), holding that seat's zones in the rules' order;
 * the global zones in the middle; zones indexed by something else than a seat (a colour:
 * `supply[orange]`) in the middle too, labelled with their index; cell-indexed zones go to the
 * board (`board.ts`), not here.
 */
import type { GameMeta, View, ViewZone, ZoneKind, ZoneMeta, ZoneVisibility } from "@ludic/runtime";
import { cellKey } from "./board.js";
import { humanize } from "./labels.js";

export interface ZoneSlot {
  key: string;
  name: string;
  seat: number | null;
  kind: ZoneKind;
  visibility: ZoneVisibility;
  zone: ViewZone;
  /** "Points", or "Supply (orange)" for a zone indexed by something else than a seat. */
  label: string;
}

export interface SeatArea {
  seat: number;
  zones: ZoneSlot[];
}

export interface TableLayout {
  /** Top to bottom: the other seats first, the viewer's (or, for a spectator, the last) seat last. */
  seats: SeatArea[];
  centre: ZoneSlot[];
  /**
   * Labels of the empty zones indexed by an enum or card type ("Tiles lost (blue)"): a game with
   * many colours has many of them, so the table lists them in one line instead of drawing each.
   */
  emptyIndexed: string[];
}

export function seatOrder(players: number, viewer: View["viewer"]): number[] {
  if (viewer === "spectator") return Array.from({ length: players }, (_, i) => i);
  const others = Array.from({ length: players - 1 }, (_, i) => (viewer + 1 + i) % players);
  return [...others, viewer];
}

export function layoutOf(
  meta: GameMeta,
  view: View,
  zoneLabel?: (z: ZoneMeta, seat: number | null) => string | undefined,
): TableLayout {
  // An app's skin, else the rules' `label`, else the zone's name.
  const label = (z: ZoneMeta, seat: number | null): string =>
    zoneLabel?.(z, seat) ??
    (meta.zoneLabels && Object.hasOwn(meta.zoneLabels, z.name) ? meta.zoneLabels[z.name] : undefined) ??
    humanize(z.name);
  const used = new Set<string>();
  const slot = (key: string, z: ZoneMeta, seat: number | null, text: string): ZoneSlot | null => {
    const zone = view.zones[key];
    if (!zone) return null;
    used.add(key);
    return { key, name: z.name, seat, kind: z.kind, visibility: z.visibility, zone, label: text };
  };
  const seats: SeatArea[] = seatOrder(view.players, view.viewer).map((seat) => ({
    seat,
    zones: meta.zones
      .filter((z) => z.perSeat)
      .map((z) => slot(`${z.name}[${seat}]`, z, seat, label(z, seat)))
      .filter((s): s is ZoneSlot => s !== null),
  }));
  const centre: ZoneSlot[] = [];
  const emptyIndexed: string[] = [];
  for (const z of meta.zones) {
    if (z.perSeat) continue;
    const plain = slot(z.name, z, null, label(z, null));
    if (plain) {
      centre.push(plain);
      continue;
    }
    // Indexed by an enum or card type: supply[orange], …; cells belong to the board.
    for (const key of Object.keys(view.zones)) {
      if (used.has(key) || !key.startsWith(`${z.name}[`) || cellKey(key)) continue;
      const index = key.slice(z.name.length + 1, -1);
      const s = slot(key, z, null, `${label(z, null)} (${index})`);
      if (s && s.zone.cards.length === 0) emptyIndexed.push(s.label);
      else if (s) centre.push(s);
    }
  }
  // Zones the meta does not list (a newer engine): shown in the middle rather than lost.
  for (const [key, zone] of Object.entries(view.zones)) {
    if (used.has(key) || cellKey(key)) continue;
    centre.push({
      key,
      name: zone.name,
      seat: zone.seat,
      kind: zone.kind,
      visibility: "public",
      zone,
      label: zone.seat === null ? humanize(key) : `${humanize(zone.name)} (${zone.seat + 1})`,
    });
  }
  return { seats, centre, emptyIndexed };
}

/** Per-seat variables of a view (`vp[1]` → { vp: … } for seat 1). */
export function seatVars(view: View, seat: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const suffix = `[${seat}]`;
  for (const [key, value] of Object.entries(view.vars)) {
    if (key.endsWith(suffix) && /^\w+\[\d+\]$/.test(key)) out[key.slice(0, -suffix.length)] = value;
  }
  return out;
}
