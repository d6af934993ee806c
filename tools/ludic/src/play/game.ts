/**
 * `ludic play`: one person against random bots in the terminal, for any engine. The person sees
 * only their `view`, picks a numbered legal move; the bots move after a short delay.
 */
import type { Engine, GameOptions, Move, Outcome, Seat, View } from "@ludic/runtime";

import { CliError } from "../errors.js";
import type { Io } from "../io.js";
import { pick, seededRandom } from "./bot.js";
import { describeMove, seatName } from "./describe.js";
import { renderView } from "./render.js";

export interface PlayOptions {
  seed: string;
  seat: Seat;
  variant?: string;
  players?: number;
  /** Setup options (`--option name=value`), checked by `setup()`. */
  options?: GameOptions;
  /** Pause before each bot move, in ms. */
  botDelayMs: number;
  /** A game that runs longer than this is a bug in the rules (or an endless loop between bots). */
  maxMoves?: number;
}

function start(engine: Engine, o: PlayOptions): unknown {
  const players = o.players ?? engine.meta.players.min;
  if (o.seat < 0 || o.seat >= players || !Number.isInteger(o.seat)) {
    throw new CliError(`--seat must be between 0 and ${players - 1} in a ${players}-player game`, 2);
  }
  if (o.variant !== undefined && !engine.meta.variants.some((v) => v.id === o.variant)) {
    const known = engine.meta.variants.map((v) => v.id).join(", ");
    throw new CliError(`${engine.meta.id} has no variant "${o.variant}" (variants: ${known})`, 2);
  }
  try {
    return engine.setup({
      players,
      seed: o.seed,
      ...(o.variant ? { variant: o.variant } : {}),
      ...(o.options ? { options: o.options } : {}),
    });
  } catch (e) {
    // InvalidSetupError says what is allowed; show it as a message, not a stack trace.
    throw new CliError(`cannot start ${engine.meta.id}: ${e instanceof Error ? e.message : String(e)}`, 2);
  }
}

function outcomeText(o: Outcome, me: Seat): string {
  const won = o.winners.includes(me);
  const head =
    o.winners.length === 0
      ? "Nobody wins"
      : won && o.winners.length === 1
        ? "You win"
        : `Winner${o.winners.length > 1 ? "s" : ""}: ${o.winners.map((s) => seatName(s, me)).join(", ")}`;
  const scores =
    o.scores.length > 0 ? ` — scores ${o.scores.map((s, i) => `${seatName(i, me)} ${s}`).join(", ")}` : "";
  return `${head} (${o.reason})${scores}`;
}

/** Prints the log lines that appeared since the last call. */
function logPrinter(io: Io) {
  let seen = 0;
  return (view: View) => {
    if (view.log.length < seen) seen = 0; // a log that shrank was trimmed: start over
    for (const line of view.log.slice(seen)) io.out(`  · ${line}`);
    seen = view.log.length;
  };
}

async function askMove(moves: Move[], engine: Engine, me: Seat, io: Io, view: View): Promise<Move | "quit"> {
  for (const line of renderView(view, engine.meta)) io.out(line);
  io.out("Your move:");
  for (const [i, m] of moves.entries())
    io.out(`  ${String(i + 1).padStart(2)}. ${describeMove(m, engine.meta, me)}`);
  for (;;) {
    const answer = await io.readLine(`Choose 1-${moves.length} (q to quit): `);
    if (answer === null) throw new CliError("input ended before the game did", 1);
    const text = answer.trim().toLowerCase();
    if (text === "q" || text === "quit") return "quit";
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1 && n <= moves.length) return moves[n - 1] as Move;
    if (text !== "")
      io.out(`"${answer.trim()}" is not one of the moves: type a number from 1 to ${moves.length}.`);
  }
}

/** Plays one game to its end; returns the exit code (0 finished or quit). */
export async function playGame(engine: Engine, o: PlayOptions, io: Io): Promise<number> {
  const me = o.seat;
  let state = start(engine, o);
  const random = seededRandom(`${o.seed}/bots`);
  const printLog = logPrinter(io);
  const meta = engine.meta;
  io.out(`${meta.title}: ${meta.summary}`);
  io.out(`Seed ${o.seed}. You are seat ${me}; the other seats are random bots.`);
  for (let played = 0; played <= (o.maxMoves ?? 10_000); played++) {
    const result = engine.outcome(state);
    if (result) {
      for (const line of renderView(engine.view(state, me), meta)) io.out(line);
      io.out(outcomeText(result, me));
      return 0;
    }
    const decisions = engine.decisions(state);
    const decision = decisions.find((d) => d.seat === me) ?? decisions[0];
    if (!decision) throw new CliError(`${meta.id}: the game is not over but nobody has a decision to make`);
    const moves = engine.legalMoves(state, decision.seat);
    if (moves.length === 0) {
      throw new CliError(
        `${meta.id}: ${seatName(decision.seat, me)} must decide (${decision.rule}) but has no legal move`,
      );
    }
    let move: Move;
    if (decision.seat === me) {
      const chosen = await askMove(moves, engine, me, io, engine.view(state, me));
      if (chosen === "quit") {
        io.out("You left the game.");
        return 0;
      }
      move = chosen;
      io.out(`you: ${describeMove(move, meta, me)}`);
    } else {
      await io.sleep(o.botDelayMs);
      move = pick(moves, random);
      io.out(`${seatName(decision.seat, me)} (bot): ${describeMove(move, meta, me)}`);
    }
    state = engine.applyMove(state, move);
    printLog(engine.view(state, me));
  }
  throw new CliError(`${meta.id}: no outcome after ${o.maxMoves ?? 10_000} moves; stopping`);
}
