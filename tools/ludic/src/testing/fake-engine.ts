/**
 * A tiny engine for the CLI's tests ("Last card"): five public cards in a row, two seats take one
 * card in turn, whoever takes the last card wins. Each seat's hand is visible to it alone.
 * Self-contained (type imports only) so the bin test can copy it into a scratch workspace.
 */
import type { Decision, GameMeta, Move, Outcome, PositionSpec, SetupOptions, View } from "@ludic/runtime";

interface State {
  row: string[];
  hands: string[][];
  toMove: number;
  log: string[];
  variant: string;
}

const CARDS = ["AS", "2S", "3S", "4S", "5S"];
const NAMES = ["Ace of spades", "Two of spades", "Three of spades", "Four of spades", "Five of spades"];

export const meta: GameMeta = {
  id: "lastcard",
  title: "Last card",
  summary: "Take cards in turn; the last card wins.",
  rulesVersion: "1.0.0",
  players: { min: 2, max: 2 },
  variants: [
    { id: "classic", title: "Last card", summary: "", extends: null },
    { id: "short", title: "Short", summary: "Three cards only.", extends: "classic" },
  ],
  options: [],
  zones: [
    { name: "row", perSeat: false, kind: "row", visibility: "public" },
    { name: "hand", perSeat: true, kind: "hand", visibility: "owner" },
  ],
  actions: [
    { name: "takeCard", params: [{ name: "card", type: "card" }], source: { file: "x", line: 1, column: 1 } },
  ],
  cards: CARDS.map((id, i) => ({ id, type: "Card", name: NAMES[i] as string, attributes: {} })),
  rulesFile: "rules/lastcard/lastcard.ludic",
};

export function setup(o: SetupOptions): State {
  if (o.players !== 2) throw new Error("Last card is for 2 players");
  const variant = o.variant ?? "classic";
  return {
    row: variant === "short" ? CARDS.slice(0, 3) : [...CARDS],
    hands: [[], []],
    toMove: 0,
    log: [],
    variant,
  };
}

export function position(p: PositionSpec): State {
  return {
    row: p.zones.row ?? [],
    hands: [p.zones["hand[0]"] ?? [], p.zones["hand[1]"] ?? []],
    toMove: p.toMove ?? 0,
    log: [],
    variant: "classic",
  };
}

export function outcome(s: State): Outcome | null {
  if (s.row.length > 0) return null;
  const winner = 1 - s.toMove;
  return { winners: [winner], scores: s.hands.map((h) => h.length), reason: "took the last card" };
}

export function decisions(s: State): Decision[] {
  if (outcome(s)) return [];
  return [{ seat: s.toMove, actions: ["takeCard"], rule: "turn", source: { file: "x", line: 1, column: 1 } }];
}

export function legalMoves(s: State, seat: number): Move[] {
  if (seat !== s.toMove || outcome(s)) return [];
  return s.row.map((card) => ({ seat, action: "takeCard", args: { card } }));
}

export function applyMove(s: State, m: Move): State {
  if (!legalMoves(s, m.seat).some((l) => l.args.card === m.args.card)) throw new Error("illegal move");
  const card = String(m.args.card);
  const hands = s.hands.map((h, i) => (i === m.seat ? [...h, card] : h));
  return {
    ...s,
    row: s.row.filter((c) => c !== card),
    hands,
    toMove: 1 - s.toMove,
    log: [...s.log, `seat ${m.seat} took a card`],
  };
}

export function view(s: State, viewer: number | "spectator"): View {
  const hand = (seat: number) => ({
    name: "hand",
    seat,
    kind: "hand" as const,
    cards: (s.hands[seat] ?? []).map((id) => (viewer === seat ? { id } : { hidden: true as const })),
  });
  return {
    game: "lastcard",
    variant: s.variant,
    players: 2,
    viewer,
    zones: {
      row: { name: "row", seat: null, kind: "row", cards: s.row.map((id) => ({ id })) },
      "hand[0]": hand(0),
      "hand[1]": hand(1),
    },
    vars: { taken: CARDS.length - s.row.length },
    decisions: decisions(s),
    outcome: outcome(s),
    log: s.log,
  };
}

export function replay(r: { seed: string; players: number; variant: string; moves: Move[] }): State {
  return r.moves.reduce(applyMove, setup({ players: r.players, seed: r.seed, variant: r.variant }));
}
