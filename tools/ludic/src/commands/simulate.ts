/**
 * `ludic simulate <game> --games N --bots random,mcts`: bots play each other over worker threads
 * (one per core); prints win rates by seat and by bot, game length and decisions per game, with a
 * progress bar on stderr. Game g is seeded `${seed}${g}` and seats the bots in turn, so the
 * figures are the same on every run with an iteration budget.
 */
import { type BotSpec, botSpecText, parseBotSpec } from "@ludic/bots";
import { type SimulateOptions, type Simulation, simulate } from "@ludic/bots/node";

import type { Deps } from "../api.js";
import { intOption, OPTION_FLAG, onePath, parse, stringOption } from "../args.js";
import type { Command } from "../command.js";
import { CliError, UsageError } from "../errors.js";
import { gameOptions, parseOptionPairs } from "../game-options.js";
import type { Io } from "../io.js";
import { loadGameArg } from "./load-game.js";

export interface SimulateArgs {
  /** A game of the repository's rules/, or a game folder. */
  game: string;
  games: number;
  /** Bot specs as typed: `random`, `mcts`, `mcts:400`, `mcts:250ms`. */
  bots: string[];
  variant?: string;
  players?: number;
  /** The budget of every `mcts` bot that names none. */
  iterations?: number;
  seed?: string;
  threads?: number;
  /** `--option name=value`, typed once the game's meta is known. */
  options?: Map<string, string>;
}

export type Simulator = (options: SimulateOptions) => Promise<Simulation>;

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
}

/** Columns padded to their widest cell; numbers right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function progressBar(done: number, total: number, width = 30): string {
  const filled = Math.round((width * done) / Math.max(1, total));
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} games`;
}

function botSpecs(args: SimulateArgs): BotSpec[] {
  if (args.bots.length === 0) throw new UsageError("simulate: --bots needs at least one bot");
  return args.bots.map((text) => {
    let spec: BotSpec;
    try {
      spec = parseBotSpec(text);
    } catch (e) {
      throw new UsageError(`simulate: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (
      spec.kind === "mcts" &&
      spec.iterations === undefined &&
      spec.timeMs === undefined &&
      args.iterations
    ) {
      return { ...spec, iterations: args.iterations };
    }
    return spec;
  });
}

export async function simulateCommand(
  args: SimulateArgs,
  deps: Deps,
  io: Io,
  run: Simulator = simulate,
): Promise<number> {
  if (args.games < 1) throw new UsageError("simulate: --games must be at least 1");
  if (args.threads !== undefined && args.threads < 1)
    throw new UsageError("simulate: --threads must be at least 1");
  const bots = botSpecs(args);
  const game = await loadGameArg(args.game, deps, io);
  if (game === 1) return 1;
  const { engine } = game;
  const { meta } = engine;
  const options = args.options ? gameOptions(args.options, meta) : undefined;
  const players = args.players ?? meta.players.min;
  if (players < meta.players.min || players > meta.players.max) {
    const range =
      meta.players.min === meta.players.max
        ? `${meta.players.min}`
        : `${meta.players.min} to ${meta.players.max}`;
    throw new UsageError(`simulate: ${meta.title} is played by ${range} players, not ${players}`);
  }
  const variant = args.variant ?? meta.variants[0]?.id;
  if (variant !== undefined && !meta.variants.some((v) => v.id === variant)) {
    throw new UsageError(
      `simulate: ${meta.title} has no variant "${variant}"; its variants are ${meta.variants.map((v) => v.id).join(", ")}`,
    );
  }
  if (bots.some((b) => b.kind === "mcts") && typeof engine.determinize !== "function") {
    throw new CliError(
      `simulate: the ${meta.id} engine has no determinize(), which the mcts bot samples hidden cards with; ` +
        "this compiler should always emit one",
    );
  }
  const names = bots.map(botSpecText);
  const sim = await run({
    engine: game.url,
    games: args.games,
    bots,
    players,
    ...(variant !== undefined ? { variant } : {}),
    ...(options !== undefined ? { options } : {}),
    seed: args.seed ?? "sim-",
    ...(args.threads !== undefined ? { threads: args.threads } : {}),
    onProgress: (done, total) => io.progress(progressBar(done, total), done === total),
  });
  const r = sim.report;
  io.out(
    `${meta.id}${variant ? ` (${variant})` : ""}, ${players} players, ${r.games} games, bots ${names.join(", ")} in turn` +
      ` — ${sim.threads} thread${sim.threads === 1 ? "" : "s"}, ${(sim.ms / 1000).toFixed(1)} s`,
  );
  io.out("");
  io.out(
    table(
      ["seat", "games", "wins", "win rate"],
      r.bySeat.map((s) => [String(s.seat), String(s.games), String(s.wins), percent(s.wins, s.games)]),
    ),
  );
  io.out("");
  io.out(
    table(
      ["bot", "seats", "wins", "win rate", "decisions/game", "ms/decision"],
      r.byBot.map((b) => [
        b.bot,
        String(b.games),
        String(b.wins),
        percent(b.wins, b.games),
        b.decisionsPerGame.toFixed(1),
        b.msPerDecision.toFixed(1),
      ]),
    ),
  );
  io.out("");
  io.out(
    `draws ${r.draws}, unfinished ${r.unfinished} · ${r.averageLength.toFixed(1)} moves per game · ` +
      `${r.decisionsPerGame.toFixed(1)} decisions per game (choices between two or more moves)`,
  );
  const reasons = Object.entries(r.reasons)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason} ${n}`);
  io.out(`how games ended: ${reasons.join(", ")}`);
  return 0;
}

export const simulateCli: Command = {
  name: "simulate",
  usage: `simulate <game|dir> [--games <n>] [--bots <b,b>] [--variant <v>] [--players <n>]
           [--option name=value] [--iterations <k>] [--seed <s>] [--threads <n>]
                                         bots play each other on every core: win rates by seat
                                         and by bot, game length, decisions per game; bots are
                                         random, mcts, mcts:<iterations> or mcts:<ms>ms`,
  run: (args, deps, io) => {
    const { values, positionals } = parse(
      args,
      {
        games: { type: "string" },
        bots: { type: "string" },
        variant: { type: "string" },
        players: { type: "string" },
        iterations: { type: "string" },
        seed: { type: "string" },
        threads: { type: "string" },
        ...OPTION_FLAG,
      },
      "simulate",
    );
    const game = onePath(positionals, "simulate", "game (e.g. cuttle) or game folder");
    const players = intOption(values.players, "players");
    const iterations = intOption(values.iterations, "iterations");
    const threads = intOption(values.threads, "threads", 1);
    const variant = stringOption(values.variant);
    const seed = stringOption(values.seed);
    return simulateCommand(
      {
        game,
        games: intOption(values.games, "games", 1) ?? 100,
        bots: (stringOption(values.bots) ?? "random,mcts").split(",").filter((b) => b.trim() !== ""),
        options: parseOptionPairs(values.option as string[] | undefined),
        ...(variant !== undefined ? { variant } : {}),
        ...(players !== undefined ? { players } : {}),
        ...(iterations !== undefined ? { iterations } : {}),
        ...(seed !== undefined ? { seed } : {}),
        ...(threads !== undefined ? { threads } : {}),
      },
      deps,
      io,
    );
  },
};
