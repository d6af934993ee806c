/**
 * Cuttle on boardgame.io: the hand-written rules (./hand-written.ts) as a boardgame.io `Game`,
 * played the way boardgame.io plays games: moves mutate `G` (an immer draft), the turn order and
 * out-of-turn decisions are boardgame.io turns and stages (`setActivePlayers`), the deal uses its
 * seeded `random` plugin, the end comes from `endIf`, and `ai.enumerate` lists the legal moves.
 * `playout` drives it headless through its reducer, like boardgame.io's own `Simulate`.
 */
import type { Game } from "boardgame.io";
import { INVALID_MOVE } from "boardgame.io/core";

import { driver } from "../bgio.js";
import { type Action, applyMove, type CuttleState, dealFrom, legalMoves } from "./hand-written.js";

type Events = { endTurn: () => void; setActivePlayers: (arg: { value: Record<string, string> }) => void };

/** After a move: a new turn is a boardgame.io turn, a decision inside the turn is a stage. */
function sync(G: CuttleState, events: Events): void {
  if (G.phase === "over") return;
  if (G.phase === "action") events.endTurn();
  else events.setActivePlayers({ value: { [String(G.seat)]: G.phase } });
}

function move(action: Action) {
  return (
    { G, playerID, events }: { G: CuttleState; playerID: string; events: Events },
    card = -1,
    target = -1,
  ) => {
    if (playerID !== String(G.seat)) return INVALID_MOVE;
    applyMove(G, { action, card, target });
    sync(G, events);
  };
}

const play = {
  points: move("points"),
  scuttle: move("scuttle"),
  oneOff: move("oneOff"),
  targetedOneOff: move("targetedOneOff"),
  permanent: move("permanent"),
  jack: move("jack"),
};

export interface CuttleSetup {
  deck: number[];
  dealer: number;
}

export const CuttleGame: Game<CuttleState> = {
  name: "cuttle",
  minPlayers: 2,
  maxPlayers: 2,
  // Undo is for a human at a table; simulations and bots have no use for it.
  disableUndo: true,
  setup: ({ random }, setupData?: CuttleSetup) => {
    if (setupData) return dealFrom(setupData.deck, setupData.dealer);
    return dealFrom(random.Shuffle(Array.from({ length: 52 }, (_, i) => i)), random.Die(2) - 1);
  },
  moves: { draw: move("draw"), pass: move("pass"), ...play },
  turn: {
    order: {
      first: ({ G }) => G.turn,
      next: ({ G }) => G.turn,
    },
    stages: {
      counter: { moves: { counter: move("counter"), pass: move("pass") } },
      take: { moves: { take: move("take") } },
      discard: { moves: { discard: move("discard") } },
      seven: { moves: { ...play, jackOwn: move("jackOwn") } },
    },
  },
  endIf: ({ G }) =>
    G.phase === "over" ? { winners: G.winners, scores: G.scores, reason: G.reason } : undefined,
  ai: {
    enumerate: (G: CuttleState) => legalMoves(G).map((m) => ({ move: m.action, args: [m.card, m.target] })),
  },
};

export const cuttle = driver(CuttleGame, (gameover) => (gameover as { winners: number[] }).winners);
