/**
 * `determinize(state, viewer, seed)` (docs/engine-api.md), the same for every game over what
 * the game's index.ts knows of its own cards: which cards variables name (`knownCards`), which
 * cards may trade places (`cardClass`), and how to rename the cards its variables and frames hold
 * (`renameVars`, `renameFrame`, emitted by the compiler from the types of the rules).
 */
import { InvalidSetupError } from "../errors.js";
import { seedRng, shuffleInPlace } from "../rng.js";
import type { Seat, View, ViewCard } from "../types.js";
import type { ContractState, ZoneKey } from "./engine.js";

/** What determinizeState needs of a game. */
export interface DeterminizeTables<S extends ContractState<F>, F> {
  view(st: S, viewer: Seat | "spectator"): View;
  ZONE_KEYS: readonly ZoneKey[];
  ATT: number;
  CARD_COUNT: number;
  cloneState(st: S): S;
  /** The cards named by variables: views show every variable, so every viewer knows them. */
  knownCards(st: S): Set<number>;
  /** Hidden cards trade places only with cards of the same class (type and per-card values). */
  cardClass(st: S, c: number): string;
  /** Every variable with card ids renamed; per-card values move with their card. */
  renameVars(st: S, next: S, card: (c: number) => number, zone: (z: number) => number): void;
  /** A copy of a rule's frame with its card-typed locals renamed. */
  renameFrame(f: F, card: (c: number) => number, zone: (z: number) => number): F;
}

/**
 * A state that `viewer` cannot tell apart from `st`: `view(determinize(st, viewer, seed), viewer)`
 * equals `view(st, viewer)`. Every card the viewer cannot see is dealt again, at random, among
 * the places it cannot see (keeping its type and its per-card values); every reference to a card
 * (zones, attachments, variables, the locals of suspended rules) is renamed alike, and the random
 * generator is reseeded from `seed`, so nothing of the hidden cards or the future shuffles is left.
 * The sample depends on what the viewer sees and on `seed`, not on where the hidden cards are:
 * states that differ only in that give the same sample.
 */
export function determinizeState<S extends ContractState<F>, F>(
  st: S,
  viewer: Seat | "spectator",
  seed: string,
  t: DeterminizeTables<S, F>,
): S {
  const { ATT, CARD_COUNT } = t;
  const seen = t.view(st, viewer);
  if (typeof seed !== "string") throw new InvalidSetupError("seed", "determinize() needs a string seed");
  const known = t.knownCards(st);
  const classes = new Map<string, number[]>();
  const collect = (cards: readonly number[], shown: readonly ViewCard[]): void => {
    cards.forEach((c, i) => {
      const v = shown[i];
      if (v === undefined) return;
      if ("hidden" in v && !known.has(c)) {
        const key = t.cardClass(st, c);
        const same = classes.get(key);
        if (same) same.push(c);
        else classes.set(key, [c]);
      }
      collect(st.a[c] as number[], v.attached ?? []);
    });
  };
  for (const key of t.ZONE_KEYS) {
    const zone = seen.zones[key.key];
    if (zone) collect(st.z[key.instance] as number[], zone.cards);
  }
  const rng = seedRng(seed);
  const to = Array.from({ length: CARD_COUNT }, (_, c) => c);
  for (const cards of classes.values()) {
    // Dealt from the cards in index order, so the sample depends on the view and the seed only.
    const dealt = cards.slice().sort((a, b) => a - b);
    shuffleInPlace(rng, dealt);
    cards.forEach((c, i) => {
      to[c] = dealt[i] as number;
    });
  }
  const card = (c: number): number => to[c] ?? c;
  const zone = (z: number): number => (z >= ATT && z < ATT + CARD_COUNT ? ATT + card(z - ATT) : z);
  const next = t.cloneState(st);
  for (let i = 0; i < ATT; i++) next.z[i] = (st.z[i] as number[]).map(card);
  for (let c = 0; c < CARD_COUNT; c++) {
    next.a[card(c)] = (st.a[c] as number[]).map(card);
    next.loc[card(c)] = zone(st.loc[c] as number);
    next.kn[card(c)] = st.kn[c] as number; // who knows a card (`peek`) stays with its place
  }
  t.renameVars(st, next, card, zone);
  next.stack = st.stack.map((f) => t.renameFrame(f, card, zone));
  next.seed = seed;
  next.rng = rng;
  return next;
}
