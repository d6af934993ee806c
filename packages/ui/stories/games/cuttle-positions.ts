/**
 * Cuttle positions for the table stories, built with the engine's own `position()` and moves,
 * as the rules' scenarios are (rules/cuttle/*.scenarios).
 */
import cuttle, { type Move, type PositionSpec, type State } from "@ludic/cuttle";

export type CuttleMove = Move;

export function cuttleAt(spec: PositionSpec, moves: Move[] = []): State {
  return moves.reduce((s, m) => cuttle.applyMove(s, m), cuttle.position(spec));
}

/** 9♥ can scuttle 9♣; a jack can steal the 10♠; the opponent's eight (glasses) can be scrapped by a two. */
export const scuttleSpot: PositionSpec = {
  toMove: 0,
  zones: {
    "hand[0]": ["9H", "JS", "3C", "KD", "8D", "2H"],
    "hand[1]": ["4D", "KS", "2S", "AC", "6H"],
    "points[0]": ["7H", "4S"],
    "points[1]": ["9C", "10S"],
    "royals[1]": ["8C"],
    scrap: ["QD", "5C", "AD"],
  },
};

/** Seat 0 played a six (scrap every permanent); seat 1 may counter with a two, or pass. */
export const counterSpot: { spec: PositionSpec; moves: Move[] } = {
  spec: {
    toMove: 0,
    zones: {
      "hand[0]": ["6S", "9D", "3H"],
      "hand[1]": ["2D", "9S", "7C", "QH"],
      "points[0]": ["10D", "6C"],
      "points[1]": ["8H", "5S"],
      "royals[1]": ["KH", "8S"],
    },
  },
  moves: [{ seat: 0, action: "oneOff", args: { card: "6S" } }],
};

/** A three was played and not countered: seat 0 takes a card from the scrap. */
export const scrapSpot: { spec: PositionSpec; moves: Move[] } = {
  spec: {
    toMove: 0,
    zones: {
      "hand[0]": ["3H", "5C"],
      "hand[1]": ["9C", "4D"],
      "points[1]": ["10H"],
      scrap: ["KS", "7D", "JD", "2C", "9H"],
    },
  },
  moves: [
    { seat: 0, action: "oneOff", args: { card: "3H" } },
    { seat: 1, action: "pass", args: {} },
  ],
};

/**
 * Stolen twice: the 10♥ carries two jacks (seat 0 controls it again); seat 0 has glasses (an 8),
 * so seat 1's hand is open to seat 0; seat 1's queen guards seat 1's cards.
 */
export const jacksAndGlasses: PositionSpec = {
  toMove: 0,
  zones: {
    "hand[0]": ["JH", "9S", "4C"],
    "hand[1]": ["7S", "2D", "KC"],
    "points[0]": ["10H", "3D"],
    "points[1]": ["6D", "8C"],
    "royals[0]": ["8S"],
    "royals[1]": ["QS"],
  },
  attachments: { "10H": ["JC", "JD"] },
};

/** A seven turned up the king of hearts: seat 0 must play it now. */
export const sevenSpot: { spec: PositionSpec; moves: Move[] } = {
  spec: {
    toMove: 0,
    zones: {
      "hand[0]": ["7S", "2H"],
      "hand[1]": ["4C"],
      "points[0]": ["9D"],
      "points[1]": ["6C"],
      deck: ["KH", "3S"],
    },
  },
  moves: [
    { seat: 0, action: "oneOff", args: { card: "7S" } },
    { seat: 1, action: "pass", args: {} },
  ],
};

/** A four: seat 1 must discard two cards of their choice. */
export const fourSpot: { spec: PositionSpec; moves: Move[] } = {
  spec: {
    toMove: 0,
    zones: { "hand[0]": ["4H", "9C"], "hand[1]": ["3D", "10C", "JS", "QC"], "points[0]": ["5H"] },
  },
  moves: [
    { seat: 0, action: "oneOff", args: { card: "4H" } },
    { seat: 1, action: "pass", args: {} },
  ],
};

/** cuttle.cards rules: a nine bounced seat 0's 9♥ back to hand, frozen until the next turn. */
export const frozenSpot: PositionSpec = {
  variant: "cuttle-cards",
  toMove: 0,
  zones: {
    "hand[0]": ["9H", "5S", "AC"],
    "hand[1]": ["KD", "3C"],
    "points[0]": ["8D", "6H"],
    "points[1]": ["10C", "7D", "2S"],
  },
  vars: { "frozen[9H]": true },
};

/** Seat 0 has 20 points and plays an ace for points: 21, the game is over. */
export const winningSpot: { spec: PositionSpec; moves: Move[] } = {
  spec: {
    toMove: 0,
    zones: {
      "hand[0]": ["AH", "3C"],
      "hand[1]": ["9S", "2D"],
      "points[0]": ["10H", "10D"],
      "points[1]": ["8C", "7C"],
    },
  },
  moves: [{ seat: 0, action: "points", args: { card: "AH" } }],
};
