/** Adds up the games of a simulation: win rates by seat and by bot, game length, decisions. */
import type { GameSummary } from "./games.js";

export interface SeatFigures {
  seat: number;
  games: number;
  wins: number;
}

export interface BotFigures {
  bot: string;
  /** Seats this bot played (a bot in two seats of one game counts twice). */
  games: number;
  wins: number;
  /** Its choices between two or more moves, per game it played. */
  decisionsPerGame: number;
  /** Its thinking time per choice (ms). */
  msPerDecision: number;
}

export interface SimulationReport {
  games: number;
  bySeat: SeatFigures[];
  byBot: BotFigures[];
  /** Games nobody won, and games stopped at the move cap. */
  draws: number;
  unfinished: number;
  /** Moves per game. */
  averageLength: number;
  /** Choices between two or more moves, all seats together, per game. */
  decisionsPerGame: number;
  reasons: Record<string, number>;
}

export function summarize(games: readonly GameSummary[]): SimulationReport {
  const bySeat = new Map<number, SeatFigures>();
  const byBot = new Map<string, { games: number; wins: number; decisions: number; ms: number }>();
  let draws = 0;
  let unfinished = 0;
  let moves = 0;
  let decisions = 0;
  const reasons: Record<string, number> = {};
  for (const g of games) {
    moves += g.moves;
    reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
    if (g.winners === null) unfinished++;
    else if (g.winners.length === 0) draws++;
    g.seats.forEach((bot, seat) => {
      const won = g.winners?.includes(seat) === true;
      const s = bySeat.get(seat) ?? { seat, games: 0, wins: 0 };
      s.games++;
      if (won) s.wins++;
      bySeat.set(seat, s);
      const b = byBot.get(bot) ?? { games: 0, wins: 0, decisions: 0, ms: 0 };
      b.games++;
      if (won) b.wins++;
      b.decisions += g.decisions[seat] ?? 0;
      b.ms += g.thinkingMs[seat] ?? 0;
      byBot.set(bot, b);
      decisions += g.decisions[seat] ?? 0;
    });
  }
  const n = Math.max(1, games.length);
  return {
    games: games.length,
    bySeat: [...bySeat.values()].sort((a, b) => a.seat - b.seat),
    byBot: [...byBot.entries()].map(([bot, b]) => ({
      bot,
      games: b.games,
      wins: b.wins,
      decisionsPerGame: b.decisions / Math.max(1, b.games),
      msPerDecision: b.ms / Math.max(1, b.decisions),
    })),
    draws,
    unfinished,
    averageLength: moves / n,
    decisionsPerGame: decisions / n,
    reasons,
  };
}
