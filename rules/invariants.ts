/**
 * The invariant runs of every game: which games the harness of @ludic/testing plays for each
 * rules folder, how many in `npm test` (`ci`) and how many the issues ask for (`full`). The rules
 * tests (rules/<game>/<game>.test.ts) run the `ci` counts, or the count of the suite's
 * environment variable; `npm run invariants -- --full` runs the full counts over worker threads
 * (docs/scenarios.md, "Invariants").
 */
import type { GameOptions } from "@ludic/runtime";
import type { InvariantOptions, InvariantReport } from "@ludic/testing";
import { checkInvariantsInParallel } from "@ludic/testing/node";

export interface InvariantSuite {
  /** The rules folder: `kombat-kittens`. */
  game: string;
  /** What the suite plays, for test names and the runner's table: `2 players`. */
  name: string;
  /** The engine module the threads import. */
  engine: string;
  /** Games in `npm test`. */
  ci: number;
  /** Games the issue asks for. */
  full: number;
  /** An environment variable that sets the games of `npm test` (shared by a game's suites). */
  env?: string;
  options: Omit<InvariantOptions, "games" | "onProgress">;
}

/** Rat Jack: the six pairs of the four decks (RJ-2), each played with 2, 3 and 4 players in turn. */
export const RAT_JACK_DECK_PAIRS: string[][] = [
  ["red", "blue"],
  ["red", "raccoon"],
  ["red", "weasel"],
  ["blue", "raccoon"],
  ["blue", "weasel"],
  ["raccoon", "weasel"],
];

const kombatKittens: InvariantSuite[] = [2, 3, 4, 5].map((players) => ({
  game: "kombat-kittens",
  name: `${players} players`,
  engine: "@ludic/kombat-kittens",
  ci: 300,
  full: 2000,
  env: "KK_INVARIANT_GAMES",
  // Random games end well within this (2 players: 1,107 moves at most over 3,400 games), so a
  // game that recruits on and on is a `termination` failure.
  options: { players: [players], seedPrefix: `kk${players}-`, maxMoves: 1500 },
}));

const ratJack: InvariantSuite[] = [
  {
    game: "rat-jack",
    name: "2, 3 and 4 players, every pair of decks",
    engine: "@ludic/rat-jack",
    // 200 per player count (2,000 for the issue)
    ci: 600,
    full: 6000,
    env: "RATJACK_GAMES",
    options: {
      players: [2, 3, 4],
      optionSets: RAT_JACK_DECK_PAIRS.map((decks) => ({ decks })),
      seedPrefix: "rj-",
    },
  },
];

/** Kingdom Builder: every variant with its player counts, and the option settings of the rules. */
export const KINGDOM_BUILDER_CONFIGS: {
  name: string;
  variant: string;
  players: number[];
  options: GameOptions;
}[] = [
  { name: "base", variant: "base", players: [2, 3, 4], options: {} },
  { name: "card-luck-free", variant: "card-luck-free", players: [2, 3, 4], options: {} },
  { name: "auction", variant: "auction", players: [2, 3, 4], options: {} },
  { name: "solo, 1 neutral", variant: "solo", players: [1], options: { neutrals: 1 } },
  { name: "solo, 2 neutrals", variant: "solo", players: [1], options: { neutrals: 2 } },
  {
    name: "solo, 3 neutrals, greedy",
    variant: "solo",
    players: [1],
    options: { neutrals: 3, neutralPolicy: "greedy" },
  },
  { name: "two-player", variant: "two-player", players: [2], options: {} },
  { name: "two-player with the auction", variant: "two-player", players: [2], options: { auction: true } },
  { name: "three-player", variant: "three-player", players: [3], options: {} },
  {
    name: "three-player, neutral out of Lords and ending the game",
    variant: "three-player",
    players: [3],
    options: { neutralInLords: false, neutralEndsGame: true, auction: true },
  },
];

const kingdomBuilder: InvariantSuite[] = KINGDOM_BUILDER_CONFIGS.flatMap((cfg) =>
  cfg.players.map((players) => ({
    game: "kingdom-builder",
    name: `${cfg.name}, ${players} player(s)`,
    engine: "@ludic/kingdom-builder",
    ci: 24,
    full: 500,
    env: "KB_GAMES",
    options: {
      players: [players],
      variants: [cfg.variant],
      options: cfg.options,
      seedPrefix: `kb-${cfg.name}-${players}-`,
    },
  })),
);

const cuttle: InvariantSuite[] = ["classic", "cuttle-cards"].map((variant) => ({
  game: "cuttle",
  name: `${variant}, 2 players`,
  engine: "@ludic/cuttle",
  ci: 1000,
  full: 1000,
  // cuttle-cards: either seat may concede at any moment, so a random game would end within a few
  // moves; 2% of the moves may be anytime moves (all are still listed and checked at every position).
  options: {
    players: [2],
    variants: [variant],
    seedPrefix: `${variant}-`,
    ...(variant === "cuttle-cards" ? { anytimeShare: 0.02 } : {}),
  },
}));

const sutu: InvariantSuite[] = [
  ...[2, 3].map((players) => ({
    game: "sutu",
    name: `single rounds, ${players} players`,
    engine: "@ludic/sutu",
    ci: 2000,
    full: 2000,
    options: { players: [players], variants: ["one-round"], seedPrefix: `round-${players}p-` },
  })),
  {
    game: "sutu",
    name: "single rounds with every option changed, 2 and 3 players",
    engine: "@ludic/sutu",
    ci: 200,
    full: 200,
    options: {
      players: [2, 3],
      variants: ["one-round"],
      options: {
        missionMode: "off",
        rainKnightRule: true,
        goBakWindow: "any-later-turn",
        threePlayerSettlement: "single",
        nagariCarry: "single",
      },
      seedPrefix: "options-",
    },
  },
  {
    game: "sutu",
    name: "matches to 300 (2 players) and 100 (3 players)",
    engine: "@ludic/sutu",
    ci: 200,
    full: 200,
    options: { players: [2, 3], variants: ["standard"], seedPrefix: "match-", maxMoves: 100_000 },
  },
];

export const SUITES: InvariantSuite[] = [...cuttle, ...sutu, ...kombatKittens, ...ratJack, ...kingdomBuilder];

/** The suites of one rules folder. */
export function suitesOf(game: string): InvariantSuite[] {
  return SUITES.filter((s) => s.game === game);
}

/** The games a suite plays in `npm test`: its environment variable, else `ci`. */
export function ciGames(suite: InvariantSuite): number {
  const env = suite.env === undefined ? undefined : process.env[suite.env];
  return env === undefined || env === "" ? suite.ci : Number(env);
}

/** Runs a suite over worker threads (one per core). */
export function runSuite(
  suite: InvariantSuite,
  games: number = ciGames(suite),
  extra: { threads?: number; viewSample?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<InvariantReport> {
  return checkInvariantsInParallel(suite.engine, { ...suite.options, ...extra, games });
}
