/**
 * How a card looks, computed from the rules' card catalogue only, so every game gets faces without
 * UI code. A skin may replace the result per card.
 *
 * First the rules' own word: a card type's `appearance { … }` block, published per card as
 * `meta.cards[].appearance` (docs/language.md, "Card appearance"):
 *
 * - a `corner` and a `symbol` and no `title` or `lines` → a pip card (the French playing card
 *   layout): the corner as index, the symbol, red ink when `ink` is a red;
 * - anything else → a text face: `title` (else the name), `corner`, `lines`, a band coloured by
 *   `ink` with `symbol` in it.
 *
 * Without an appearance, a guess from `attributes` and `name`:
 *
 * - `playing`: a `rank` (1–13 or "A"…"K") and a `suit` (C/D/H/S or clubs…spades) → a French
 *   playing card: corner index, suit symbol, red or black ink.
 * - `token`: a card with a `colour`/`color` attribute and no rank — a settlement, a chip, a piece.
 * - `text`: anything else: the spoken name as title, a corner value (a short number-like
 *   attribute), the other attributes as lines, an accent colour and glyph from its first
 *   enum-like attribute (suit, class, element, kind, …).
 *
 * Colour is never the only carrier: suits have symbols, tokens and accents a letter.
 */
import type { CardAppearance, CardMeta } from "@ludic/runtime";

export type Suit = "C" | "D" | "H" | "S";

export interface PlayingFace {
  kind: "playing";
  /** "A", "2" … "10", "J", "Q", "K" (or any short index an appearance's `corner` gives). */
  rank: string;
  /** The French suit, when the card has one (null for a pip face of another deck). */
  suit: Suit | null;
  symbol: string;
  red: boolean;
  /** A court card (J, Q, K) shows its letter large. */
  court: boolean;
}

export interface TokenFace {
  kind: "token";
  /** CSS colour. */
  colour: string;
  /** One or two letters printed on the token. */
  glyph: string;
  /** A number printed on it (a chip's value), when it has one. */
  value: string | null;
}

export interface TextFace {
  kind: "text";
  title: string;
  /** A short value for the corners ("3", "10"), when the card has one. */
  corner: string | null;
  /** Further attributes, "class: knight". */
  lines: string[];
  /** Hue 0–359 of the card's band. */
  hue: number;
  /** A letter in the band, from the same attribute as the hue. */
  glyph: string;
}

export type CardFace = PlayingFace | TokenFace | TextFace;

const SUITS: Record<string, Suit> = {
  c: "C",
  clubs: "C",
  club: "C",
  d: "D",
  diamonds: "D",
  diamond: "D",
  h: "H",
  hearts: "H",
  heart: "H",
  s: "S",
  spades: "S",
  spade: "S",
};
const SYMBOLS: Record<Suit, string> = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

const COLOURS: Record<string, string> = {
  black: "#2b2b2b",
  white: "#f4f1e8",
  orange: "#e07b22",
  wood: "#8a5a2b",
  brown: "#8a5a2b",
  blue: "#2f6fd0",
  red: "#c8322e",
  green: "#2e8b45",
  yellow: "#e5c02a",
  purple: "#7b4bb7",
  pink: "#d9649a",
  grey: "#8a8a8a",
  gray: "#8a8a8a",
};

/** Attributes that classify a card, in the order we look for them. */
const CLASSIFIERS = [
  "suit",
  "colour",
  "color",
  "class",
  "element",
  "kind",
  "type",
  "month",
  "animal",
  "loc",
  "terrain",
];

export function playingSuit(value: unknown): Suit | null {
  return typeof value === "string" ? (SUITS[value.toLowerCase()] ?? null) : null;
}

export function playingRank(value: unknown): string | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 13) {
    return RANKS[value - 1] ?? null;
  }
  if (typeof value === "string" && RANKS.includes(value.toUpperCase())) return value.toUpperCase();
  return null;
}

/** A stable hue for a string (the same class always gets the same colour). */
export function hueOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return (h * 137) % 360;
}

/** A CSS colour for a colour word of the rules ("orange"), a `#rrggbb` as is, or a stable hue for any other word. */
export function colourOf(word: string): string {
  if (/^#[0-9a-f]{3,8}$/i.test(word)) return word; // already a CSS colour (an appearance's `ink`)
  return COLOURS[word.toLowerCase()] ?? `hsl(${hueOf(word)} 55% 45%)`;
}

/** A hue (0–359) of a `#rrggbb` colour; null for anything else. */
export function hueOfHex(fill: string): number | null {
  if (!/^#[0-9a-f]{6}$/i.test(fill)) return null;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(fill.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round((h * 60 + 360) % 360);
}

/** The hue of an appearance's `ink` (a colour word or `#rrggbb`), for a text face's band. */
export function hueOfInk(ink: string): number {
  return hueOfHex(colourOf(ink)) ?? hueOf(ink);
}

/** Whether an `ink` prints red (a pip card's red suits): a colour whose red clearly dominates. */
export function isRedInk(ink: string | undefined): boolean {
  const hex = ink ? colourOf(ink) : "";
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return false;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return r !== undefined && g !== undefined && b !== undefined && r > 1.5 * g && r > 1.5 * b;
}

/** The face an `appearance` block gives (see the top of this file). */
function faceOfAppearance(card: CardMeta, look: CardAppearance): CardFace {
  if (look.corner && look.symbol && !look.title && !look.lines) {
    return {
      kind: "playing",
      rank: look.corner,
      suit: playingSuit(card.attributes.suit),
      symbol: look.symbol,
      red: isRedInk(look.ink),
      court: ["J", "Q", "K"].includes(look.corner),
    };
  }
  const title = look.title ?? card.name;
  return {
    kind: "text",
    title,
    corner: look.corner ?? null,
    lines: look.lines ?? [],
    hue: look.ink ? hueOfInk(look.ink) : hueOf(look.symbol ?? card.type),
    glyph: look.symbol ?? "",
  };
}

function glyphOf(text: string): string {
  const clean = text.replace(/[^A-Za-z0-9]/g, "");
  return (clean.charAt(0) || "?").toUpperCase();
}

export function faceOf(card: CardMeta): CardFace {
  if (card.appearance) return faceOfAppearance(card, card.appearance);
  const a = card.attributes;
  const suit = playingSuit(a.suit);
  const rank = playingRank(a.rank);
  if (suit && rank) {
    return {
      kind: "playing",
      rank,
      suit,
      symbol: SYMBOLS[suit],
      red: suit === "D" || suit === "H",
      court: ["J", "Q", "K"].includes(rank),
    };
  }
  const colourWord = a.colour ?? a.color;
  if (typeof colourWord === "string" && a.rank === undefined) {
    const value = a.value ?? a.n ?? a.face;
    return {
      kind: "token",
      colour: colourOf(colourWord),
      glyph: glyphOf(colourWord),
      value: typeof value === "number" ? String(value) : null,
    };
  }
  const classifier = CLASSIFIERS.find((k) => a[k] !== undefined && typeof a[k] !== "boolean");
  const classValue = classifier ? String(a[classifier]) : card.type;
  const cornerKey = ["value", "rank", "month", "animal", "n", "pts", "points"].find(
    (k) => (typeof a[k] === "number" || typeof a[k] === "string") && String(a[k]).length <= 3,
  );
  const lines = Object.entries(a)
    .filter(([k, v]) => k !== "name" && k !== cornerKey && v !== false && v !== "")
    .map(([k, v]) => (v === true ? k : `${k}: ${String(v)}`));
  return {
    kind: "text",
    title: card.name,
    corner: cornerKey ? String(a[cornerKey]) : null,
    lines,
    hue: hueOf(classValue),
    glyph: glyphOf(classValue),
  };
}
