/**
 * Bots take their turns in the bot worker: when the game waits for a bot's seat, its decision is
 * asked of the worker and played after the table's pace (at least), so people can follow. When the
 * worker itself fails (it crashed, stopped or hung past the bot's budget: `BotWorkerError`), the
 * client replaces it for the next turn and this turn is played with a random legal move, so the
 * game goes on; a refused request (an error the worker answers) is shown with "Try again".
 */
import { BotWorkerError, botContext, randomBot } from "@ludic/bots";
import type { Engine, Move, Seat } from "@ludic/runtime";
import { useEffect, useRef, useState } from "react";
import { botClient } from "./bots.js";
import { botSpec } from "./model/seats.js";
import type { Session } from "./model/session.js";

export interface BotTurns {
  /** The bot seat thinking now, if any. */
  thinking: Seat | null;
  /** Why the bot could not move (shown with a retry button). */
  error: string | null;
  retry(): void;
}

export function useBotTurns(
  engine: Engine,
  session: Session,
  paused: boolean,
  onMove: (move: Move) => void,
): BotTurns {
  const { plan, state, record } = session;
  const over = engine.outcome(state) !== null;
  const botSeat = over
    ? undefined
    : engine
        .decisions(state)
        .map((d) => d.seat)
        .find((s) => plan.seats[s]?.kind === "bot");
  const strength = botSeat === undefined ? undefined : plan.seats[botSeat]?.strength;
  const moveNumber = record.moves.length;
  const [failure, setFailure] = useState<{ at: number; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const play = useRef(onMove);
  play.current = onMove;

  useEffect(() => {
    if (botSeat === undefined || strength === undefined || paused) return;
    let cancelled = false;
    const started = performance.now();
    const seed = `${plan.seed}:${moveNumber}:${botSeat}:${attempt}`;
    botClient()
      .decide({ engine: plan.game, state, seat: botSeat, bot: botSpec(strength), seed })
      .catch((e: unknown) => {
        if (!(e instanceof BotWorkerError)) throw e;
        console.warn(`${e.message}; seat ${botSeat + 1} plays a random legal move`);
        return { move: randomBot(seed).choose(botContext(engine, state, botSeat)) };
      })
      .then(async ({ move }) => {
        const wait = plan.pace - (performance.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (!cancelled) play.current(move);
      })
      .catch((e: unknown) => {
        if (!cancelled) setFailure({ at: moveNumber, message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      cancelled = true;
    };
  }, [botSeat, strength, paused, engine, state, plan.game, plan.seed, plan.pace, moveNumber, attempt]);

  const error = failure && failure.at === moveNumber && failure.message ? failure.message : null;
  return {
    thinking: botSeat !== undefined && !paused && !error ? botSeat : null,
    error,
    retry: () => {
      setFailure(null);
      setAttempt((a) => a + 1);
    },
  };
}
