/**
 * Who sees which card, the same for every game over its tables (emit/visibility.ts prints them
 * into rules.ts): zone visibility widened by zone `reveal`s, card-level `reveal`s, and knowledge
 * (`peek`) per card. Views and the contract's legal moves read it, so a move never names a card its
 * mover cannot see (docs/language.md §4 "Hidden cards in moves").
 */
import { type CoreState, knows } from "../core.js";

/** A zone `reveal` of the rules: its variants and its (owner, viewer) test. */
export interface ZoneReveal<S> {
  variants: number[];
  test: (st: S, owner: number, viewer: number) => boolean;
}

/** A card-level `reveal`: the card type, the zone instances the card must lie in (base, count; -1: anywhere). */
export interface CardReveal<S> {
  variants: number[];
  type: string;
  base: number;
  size: number;
  /** Its condition never reads the viewer: it shows the card to everyone, the spectator too. */
  everyone: boolean;
  test: (st: S, c: number, owner: number, viewer: number) => boolean;
}

/** A game's visibility tables. */
export interface VisibilityTables<S> {
  /** Per zone instance: its zone's name, its index (-1 for a single zone), who sees it (0 nobody, 1 its seat, 2 all), its seat. */
  ZONE_NAME: readonly string[];
  ZONE_OWNER: readonly number[];
  ZONE_VIS: readonly number[];
  ZONE_SEAT: readonly number[];
  /** Zone reveals by zone name. */
  REVEALS: Record<string, ZoneReveal<S>[]>;
  /** Card-level reveals: `makeCardReveals` over the rules' table, or `noCardReveals` for a game without any. */
  CARD_REVEALS: CardReveals<S>;
  /** Where attachment zones begin: a card at `ATT + h` lies on card `h`. */
  ATT: number;
}

export interface Visibility<S> {
  /** Does seat `viewer` see the cards of zone instance `zone` (its visibility, widened by zone reveals)? */
  zoneVisible(st: S, zone: number, viewer: number): boolean;
  /** Does a card-level reveal show card `c` to seat `viewer`? */
  cardRevealed(st: S, c: number, viewer: number): boolean;
  /** Does a reveal whose condition never reads the viewer show card `c` (to everyone, the spectator too)? */
  cardPublic(st: S, c: number): boolean;
  /**
   * Does seat `viewer` see card `c` (its place, a reveal or knowledge)? Attached cards are seen as
   * their host, or by their own reveal or knowledge. An automaton (`viewer` < 0) sees every card.
   */
  cardVisible(st: S, c: number, viewer: number): boolean;
}

/** What card-level reveals show (the `cardRevealed` and `cardPublic` of Visibility). */
export interface CardReveals<S> {
  cardRevealed(st: S, c: number, viewer: number): boolean;
  cardPublic(st: S, c: number): boolean;
}

/**
 * The card-level reveals of a game that has some; a game without any passes `noCardReveals`,
 * so its bundle holds none of this walk (docs/performance.md, "2 December 2026, night — gzip").
 */
export function makeCardReveals<S extends CoreState & { v: number }>(
  CARD_REVEALS: readonly CardReveal<S>[],
  CARD_TYPE: readonly string[],
): CardReveals<S> {
  const revealedBy = (st: S, c: number, viewer: number, everyoneOnly: boolean): boolean => {
    for (const r of CARD_REVEALS) {
      if (!r.variants.includes(st.v) || CARD_TYPE[c] !== r.type || (everyoneOnly && !r.everyone)) continue;
      const zone = st.loc[c] as number;
      if (r.base >= 0 && (zone < r.base || zone >= r.base + r.size)) continue;
      if (r.test(st, c, r.base >= 0 ? zone - r.base : -1, viewer)) return true;
    }
    return false;
  };
  return {
    cardRevealed: (st, c, viewer) => revealedBy(st, c, viewer, false),
    cardPublic: (st, c) => revealedBy(st, c, -1, true),
  };
}

/** A game without card-level reveals: no card is shown by one. */
export const noCardReveals: CardReveals<unknown> = { cardRevealed: () => false, cardPublic: () => false };

export function makeVisibility<S extends CoreState & { v: number }>(t: VisibilityTables<S>): Visibility<S> {
  const { ZONE_NAME, ZONE_OWNER, ZONE_VIS, ZONE_SEAT, REVEALS, ATT } = t;
  const { cardRevealed, cardPublic } = t.CARD_REVEALS;
  const zoneVisible = (st: S, zone: number, viewer: number): boolean => {
    const vis = ZONE_VIS[zone];
    if (vis === 2 || (vis === 1 && ZONE_SEAT[zone] === viewer)) return true;
    const reveals = REVEALS[ZONE_NAME[zone] as string];
    return (
      reveals?.some((r) => r.variants.includes(st.v) && r.test(st, ZONE_OWNER[zone] as number, viewer)) ??
      false
    );
  };
  const cardVisible = (st: S, c: number, viewer: number): boolean => {
    if (viewer < 0 || knows(st, viewer, c) || cardRevealed(st, c, viewer)) return true;
    const zone = st.loc[c] as number;
    return zone >= ATT ? cardVisible(st, zone - ATT, viewer) : zoneVisible(st, zone, viewer);
  };
  return { zoneVisible, cardRevealed, cardPublic, cardVisible };
}
