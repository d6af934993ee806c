/**
 * `appearance { corner: RANKS[rank - 1]  symbol: SYMBOLS[suit.index]  ink: … }` in a card type:
 * how its cards look, for user interfaces (docs/language.md, "Card appearance"). Each field is a
 * pure expression over the card's own attributes, evaluated per card when the catalogue is built
 * and published in the engine's `meta.cards[].appearance` (`help`, what the card does, in
 * `meta.cards[].help`: docs/language.md "Presenting the game").
 */
/** The fields an appearance may give, and what each holds (checked in check/appearance.ts). */
export const APPEARANCE_FIELDS = ["title", "corner", "symbol", "ink", "lines", "help"] as const;
export type AppearanceFieldName = (typeof APPEARANCE_FIELDS)[number];
