/**
 * How the demo's local tables run their bots and keep their games: a bot's decision is asked of
 * the bot worker (the table plays it after the pace, at least, so people can follow). When the
 * worker itself fails (it crashed, stopped or hung past the bot's budget: `BotWorkerError`), the
 * client replaces it for the next turn and this turn is played with a random legal move, so the
 * game goes on; a refused request (an error the worker answers) reaches the table, which shows it
 * with "Try again" (`botError`, `retry()`). Every move is stored, so a reload resumes the game.
 */
import { BotWorkerError, botContext, randomBot } from "@ludic/bots";
import type { Engine } from "@ludic/runtime";
import { botClient } from "./bots.js";
import { botSpec, type Strength } from "./model/seats.js";
import type { SessionHooks } from "./model/session.js";
import { storeSession } from "./storage.js";

export function sessionHooks(engine: Engine): SessionHooks {
  return {
    decide: (state, seat, strength, seed) =>
      botClient()
        .decide({ engine: engine.meta.id, state, seat, bot: botSpec(strength as Strength), seed })
        .catch((e: unknown) => {
          if (!(e instanceof BotWorkerError)) throw e;
          console.warn(`${e.message}; seat ${seat + 1} plays a random legal move`);
          return { move: randomBot(seed).choose(botContext(engine, state, seat)) };
        })
        .then(({ move }) => move),
    onMove: storeSession,
  };
}
