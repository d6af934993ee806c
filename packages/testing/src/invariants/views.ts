import type { GameMeta, View, ZoneVisibility } from "@ludic/runtime";
import { cardId, countCards, eachCard } from "../view-cards.js";
import type { GameFailures } from "./report.js";

/** What the view checks need from the catalogue, computed once per run. */
export interface ViewRules {
  cards: Set<string>;
  visibility: Map<string, ZoneVisibility>;
  /** Per card type, the zones (null: anywhere) where a card reveal may show it, and to whom. */
  reveals: Map<string, { zone: string | null; everyone: boolean; variants: string[] }[]>;
  typeOf: Map<string, string>;
}

export function viewRules(meta: GameMeta): ViewRules {
  const reveals: ViewRules["reveals"] = new Map();
  for (const r of meta.cardReveals ?? []) {
    const list = reveals.get(r.type) ?? [];
    list.push(r);
    reveals.set(r.type, list);
  }
  return {
    cards: new Set(meta.cards.map((c) => c.id)),
    visibility: new Map(meta.zones.map((z) => [z.name, z.visibility])),
    reveals,
    typeOf: new Map(meta.cards.map((c) => [c.id, c.type])),
  };
}

/** May a card reveal of the rules show card `id` in zone `zone` to this viewer (the views cannot tell why a card shows)? */
function revealable(rules: ViewRules, view: View, id: string, zone: string): boolean {
  const type = rules.typeOf.get(id);
  const reveals = type === undefined ? undefined : rules.reveals.get(type);
  return (reveals ?? []).some(
    (r) =>
      r.variants.includes(view.variant) &&
      (r.zone === null || r.zone === zone) &&
      (r.everyone || view.viewer !== "spectator"),
  );
}

/**
 * Conservation and leaks, from one view alone (no knowledge of the engine's state layout): the
 * spectator view holds every catalogue card exactly once (hidden ones as placeholders); no view
 * shows an id twice or an id outside the catalogue; no view shows an id in a `hidden` zone unless
 * the viewer knows it (`known`, from a `peek`; never the spectator) or a card reveal of the rules
 * (`meta.cardReveals`) may show it there; the spectator sees no id in a seat's `owner` zone unless
 * a reveal that holds for everyone may show it; no view shows another seat's committed answer. Ids of seat q's owner
 * zones seen by seat p ≠ q are reveals: added to `revealed` as "p:id", not failures.
 */
export function checkView(view: View, rules: ViewRules, failures: GameFailures, revealed: Set<string>): void {
  if (view.viewer === "spectator") {
    const total = countCards(view);
    if (total !== rules.cards.size) {
      failures.fail(
        "conservation",
        `the spectator view holds ${total} cards, the catalogue ${rules.cards.size}`,
      );
    }
  }
  scanView(view, rules, failures, revealed);
}

function scanView(view: View, rules: ViewRules, failures: GameFailures, revealed: Set<string>): void {
  const who = view.viewer === "spectator" ? "the spectator" : `seat ${view.viewer}`;
  for (const c of view.commitments ?? []) {
    if (c.move !== null && c.seat !== view.viewer)
      failures.fail("leak", `${who} sees seat ${c.seat}'s committed answer (${c.move.action})`);
  }
  const seen = new Set<string>();
  for (const [key, zone] of Object.entries(view.zones)) {
    const visibility = rules.visibility.get(zone.name);
    eachCard(zone.cards, (card) => {
      const id = cardId(card);
      if (id === null) return;
      if (seen.has(id)) failures.fail("conservation", `${who} sees ${id} twice (again in ${key})`);
      else if (!rules.cards.has(id))
        failures.fail("conservation", `${who} sees ${id} in ${key}, not a catalogue card`);
      seen.add(id);
      if ("known" in card && card.known) {
        // Shown by knowledge (`peek`): only to a seat, never to the spectator.
        if (view.viewer === "spectator") failures.fail("leak", `the spectator knows ${id} in ${key}`);
        else revealed.add(`${view.viewer}:${id}`);
      } else if (visibility === "hidden") {
        if (!revealable(rules, view, id, zone.name))
          failures.fail("leak", `${who} sees ${id} in ${key}, a hidden zone`);
      } else if (visibility === "owner" && zone.seat !== null && zone.seat !== view.viewer) {
        if (view.viewer === "spectator") {
          if (!revealable(rules, view, id, zone.name))
            failures.fail("leak", `the spectator sees ${id} in ${key}, an owner-only zone`);
        } else revealed.add(`${view.viewer}:${id}`);
      }
    });
  }
}
