/**
 * `npm run bench`: one table of how fast the generated engines are, next to the same games written
 * by hand and on boardgame.io (bench/, @ludic/baselines), in one process run: random playouts per
 * second and their ratios, legalMoves/applyMove latency, state size as JSON, compile time per rules
 * folder, bundle size per engine. Every variant other than an engine's default (its first) has
 * playout and latency rows of its own, `game/variant` (Kingdom Builder: base and each of its five).
 * docs/performance.md describes the method and keeps the figures.
 *
 *   npm run bench                  the whole table (a few minutes)
 *   npm run bench -- --short       the same with fewer rounds and shorter budgets
 *   npm run bench -- --check       only the ratios with targets, short; exit 1 on a met one below half its target, or an unmet one below its floor
 *   npm run bench -- --markdown    the table as Markdown (for docs/performance.md)
 *   npm run bench -- --mcts        only the MCTS bot (@ludic/bots): decisions per second, and each
 *                                  decision's time over its time budget (p50 / p99 / max)
 *   npm run bench -- --only cuttle,connect-four
 *   npm run bench -- --slowest     only latency: each game's slowest legalMoves / applyMove positions
 *   npm run bench -- --lsp         only the language server: diagnostics after an edit of Kingdom Builder
 *   npm run bench -- --cli         only the start-up of the built `ludic` command (wall ms)
 *   npm run bench -- --server      only the game server's load benchmark (./server.ts)
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { Engine, VariantMeta } from "@ludic/runtime";

import { bundleSize } from "./bundle.js";
import { CLI_CHECK_TARGET_MS, measureCli } from "./cli-start.js";
import { measureCompile } from "./compile.js";
import { isolatedPlayout } from "./isolate.js";
import { type LatencyFigures, measureLatency } from "./latency.js";
import { measureLsp } from "./lsp.js";
import { measureMcts, measureMctsBudget } from "./mcts.js";
import {
  type Contender,
  contractPlayout,
  fastPlayout,
  gamesPerSecond,
  lcg,
  players,
  type RaceFigures,
  type Runner,
  race,
  ratio,
  runnerPlayout,
} from "./playouts.js";
import { runServerBench, wantsServerBench } from "./server.js";
import { median } from "./stats.js";
import { table } from "./table.js";
import { COMPILE_TARGET_MS, failsBelow, LATENCY_TARGET_US, RATIO_TARGETS, verdict } from "./targets.js";

if (wantsServerBench(process.argv)) process.exit(await runServerBench(process.argv.slice(2)));

// boardgame.io checks that G is serializable after every move unless NODE_ENV is production, as
// any deployment sets it; measure it the way it runs in production. Set before it is imported.
process.env.NODE_ENV = "production";
const { baselines } = await import("@ludic/baselines");

const root = resolve(fileURLToPath(import.meta.url), "../../../..");
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const onlyArg = args[args.indexOf("--only") + 1];
const only = args.includes("--only") && onlyArg ? new Set(onlyArg.split(",")) : null;
/** Whether --only lets a game through; `game/variant` rows go with their game. */
const wanted = (game: string): boolean => !only || only.has(game.split("/")[0] as string);
const check = flag("check");
const short = flag("short") || check;
const markdown = flag("markdown");
const budgetMs = Number(process.env.BENCH_MS ?? (short ? 150 : 600));
const rounds = short ? 5 : 9;
const warmupMs = short ? 300 : 1_500;

/** The generated engine packages: packages/engines/<game>/src/index.ts. */
function engineDirs(): string[] {
  const base = join(root, "packages", "engines");
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .sort()
    .map((d) => join(base, d))
    .filter((d) => statSync(d).isDirectory() && existsSync(join(d, "src", "index.ts")));
}

interface Loaded {
  /** The engine's folder name; `game/variant` for a variant other than the default. */
  game: string;
  entry: string;
  engine: Engine;
  /** Set for the row of a variant other than the default: the engine then plays only it. */
  variant?: string;
  /** The engine's `playouts` export (new deals on one state of its own), when it has one. */
  playouts?: (o: { players: number; variant?: string }, mode?: { log?: boolean }) => Runner;
}

/** The engine playing one variant: \`setup()\` picks it, and its seats are the ones measured. */
function forVariant(engine: Engine, v: VariantMeta): Engine {
  return {
    ...engine,
    meta: { ...engine.meta, variants: [v] },
    setup: (o) => engine.setup({ ...o, variant: v.id }),
  };
}

async function loadEngines(): Promise<Loaded[]> {
  const out: Loaded[] = [];
  for (const dir of engineDirs()) {
    const game = dir.split("/").pop() as string;
    if (only && !only.has(game)) continue;
    const entry = join(dir, "src", "index.ts");
    const mod = await import(pathToFileURL(entry).href);
    const engine = mod.engine as Engine;
    const playouts = typeof mod.playouts === "function" ? (mod.playouts as Loaded["playouts"]) : undefined;
    out.push({ game, entry, engine, playouts });
    // Every other variant gets rows of its own (playouts, latency; one bundle and compile per game).
    for (const v of engine.meta.variants.slice(1))
      out.push({ game: `${game}/${v.id}`, entry, engine: forVariant(engine, v), variant: v.id, playouts });
  }
  return out;
}

const fixed = (x: number, digits = 0) =>
  Number.isFinite(x)
    ? x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : "-";
const ratioText = (x: number) => (x >= 10 ? fixed(x, 0) : x >= 1 ? fixed(x, 1) : fixed(x, 2));
const kb = (bytes: number) => fixed(bytes / 1024, 1);

/** What went wrong measuring a game (a broken engine must not stop the whole bench). */
const errors: string[] = [];

interface Race {
  game: string;
  figures: RaceFigures[];
}

/**
 * boardgame.io's baselines play from a copy of their own of the hand-written rules they wrap
 * (./isolate.ts): sharing the module made the hand-written baseline about twice as slow.
 */
const ownCopies = new Map<(typeof baselines)[number], (typeof baselines)[number]["playout"]>();

/** Bundles the boardgame.io baselines of `games` once, before their first race (not for --lsp, --cli, …). */
async function isolateBaselines(games: string[]): Promise<void> {
  for (const b of baselines) {
    if (b.impl === "boardgame.io" && games.includes(b.game) && !ownCopies.has(b))
      ownCopies.set(b, await isolatedPlayout(b, join(root, "node_modules", ".cache", "ludic-bench")));
  }
}

function contendersFor(game: string, loaded: Loaded | undefined): Contender[] {
  const out: Contender[] = [];
  const engine = loaded?.engine;
  if (engine) {
    out.push({ label: "generated", playout: (seed, random) => contractPlayout(engine, seed, random) });
    // The playout path: from new deals on one state of its own when the engine has the runner,
    // else `playout(setup(…))`. Without the game log (`{ log: false }`): a simulation reads the
    // outcome, as the hand-written games keep no log.
    const run = loaded.playouts?.({ players: players(engine), variant: loaded.variant }, { log: false });
    if (run) {
      out.push({
        label: "generated playout",
        playout: (seed, random) => runnerPlayout(engine, run, seed, random),
      });
    } else if (engine.playout) {
      out.push({ label: "generated playout", playout: (seed, random) => fastPlayout(engine, seed, random) });
    }
  }
  for (const b of baselines.filter((x) => x.game === game)) {
    const playout = ownCopies.get(b) ?? b.playout;
    out.push({
      label: b.impl,
      playout: (seed, random) => {
        const r = playout(seed, random);
        return { moves: r.moves, ended: r.winners !== null };
      },
    });
  }
  return out;
}

async function races(games: string[], engines: Loaded[]): Promise<Race[]> {
  await isolateBaselines(games);
  const out: Race[] = [];
  for (const game of games) {
    const contenders = contendersFor(
      game,
      engines.find((e) => e.game === game),
    );
    if (contenders.length === 0) continue;
    process.stderr.write(`playouts: ${game} (${contenders.map((c) => c.label).join(", ")})\n`);
    try {
      out.push({ game, figures: race(contenders, { rounds, budgetMs, warmupMs }) });
    } catch (e) {
      errors.push(`${game}: playouts failed: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    }
  }
  return out;
}

function find(r: Race | undefined, label: string): RaceFigures | undefined {
  return r?.figures.find((f) => f.label === label);
}

/**
 * The target lines: each ratio, its target, and whether it is met. The target is the engine's
 * fastest path for bots and simulations: its playout path when it has one. False if --check fails.
 */
function targetLines(all: Race[]): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  let ok = true;
  for (const t of RATIO_TARGETS) {
    const r = all.find((x) => x.game === t.game);
    const contract = find(r, "generated");
    const fastest = find(r, "generated playout") ?? contract;
    const gen = t.path === "contract" ? contract : fastest;
    const base = find(r, t.against);
    if (!gen || !base || !contract) continue;
    const x = ratio(gen, base);
    const v = verdict(x, t);
    if (v === "FAILS --check") ok = false;
    const path = gen === contract ? "generated (legalMoves + applyMove)" : "generated playout";
    lines.push(
      `${t.game}: ${path} / ${t.against} = ${ratioText(x)} (target ≥ ${t.min}${failsBelow(t) > 0 ? `, --check fails below ${failsBelow(t)}` : ""}): ${v}` +
        (gen === contract ? "" : `; through applyMove: ${ratioText(ratio(contract, base))}`),
    );
  }
  return { lines, ok };
}

/** The latency target's line: which games and variants have legalMoves or applyMove p99 at or over it. */
function latencyLine(latency: Map<string, LatencyFigures>): string {
  const over = [...latency]
    .filter(([, l]) => l.legal.p99 >= LATENCY_TARGET_US || l.apply.p99 >= LATENCY_TARGET_US)
    .map(([game, l]) => `${game} (${fixed(l.legal.p99)} / ${fixed(l.apply.p99)} µs)`);
  const met = latency.size - over.length;
  return (
    `legalMoves / applyMove p99 < ${LATENCY_TARGET_US} µs (wall, reported, not checked): met for ${met} of ${latency.size} games and variants` +
    (over.length > 0 ? `; not met: ${over.join(", ")}` : "")
  );
}

async function main(): Promise<void> {
  const engines = await loadEngines();
  if (flag("mcts")) {
    benchMcts(engines);
    return;
  }
  if (flag("slowest")) {
    // Where the p99 comes from: the slowest calls' positions (docs/performance.md "Profiling").
    for (const e of engines) {
      const l = measureLatency(e.engine, short ? 5 : 20, short ? 500 : 4_000, 3, 8);
      console.log(
        `${e.game}: p99 legalMoves ${fixed(l.legal.p99, 1)} µs, applyMove ${fixed(l.apply.p99, 1)} µs`,
      );
      for (const line of l.slowest ?? []) console.log(`  ${line}`);
    }
    return;
  }
  const baselineGames = [...new Set(baselines.map((b) => b.game as string))].filter((g) => wanted(g));

  if (check) {
    const games = [...new Set(RATIO_TARGETS.map((t) => t.game))].filter(wanted);
    const all = await races(games, engines);
    const { lines, ok } = targetLines(all);
    for (const l of [...lines, ...errors]) console.log(l);
    if (!ok || errors.length > 0 || lines.length < RATIO_TARGETS.length) {
      console.log(
        "bench --check failed: a ratio fell below half its target or below its floor, or could not be measured (docs/performance.md)",
      );
      process.exitCode = 1;
    }
    return;
  }

  const games = [...new Set([...baselineGames, ...engines.map((e) => e.game)])];
  const all = await races(games, engines);

  process.stderr.write("latency and state size\n");
  const latency = new Map<string, LatencyFigures>();
  for (const e of engines) {
    try {
      latency.set(e.game, measureLatency(e.engine, short ? 5 : 20, short ? 500 : 4_000));
    } catch (err) {
      errors.push(
        `${e.game}: latency failed: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}`,
      );
    }
  }

  process.stderr.write("compile\n");
  const compile = (await measureCompile(root, short ? 1 : 3)).filter((c) => !only || only.has(c.game));

  process.stderr.write("bundles\n");
  const bundles = new Map<string, { minified: number; gzip: number }>();
  for (const e of engines) if (!e.variant) bundles.set(`${e.game}/generated`, await bundleSize(e.entry));
  for (const b of baselines) {
    if (wanted(b.game)) bundles.set(`${b.game}/${b.impl}`, await bundleSize(b.entry));
  }
  const sizes = new Map<string, number[]>();
  for (const b of baselines) {
    if (!wanted(b.game)) continue;
    const s: number[] = [];
    for (let g = 0; g < 5; g++) s.push(...b.sizes(g, lcg(g)));
    sizes.set(`${b.game}/${b.impl}`, s);
  }

  const rows: string[][] = [];
  const allGames = [...new Set([...games, ...compile.map((c) => c.game)])];
  for (const game of allGames) {
    const r = all.find((x) => x.game === game);
    const hand = find(r, "hand-written");
    const bgio = find(r, "boardgame.io");
    const c = compile.find((x) => x.game === game);
    const labels = r ? r.figures.map((f) => f.label) : ["generated"];
    for (const label of labels) {
      const f = find(r, label);
      const generated = label === "generated";
      const l = generated ? latency.get(game) : undefined;
      const b = bundles.get(`${game}/${label}`);
      const js = generated ? l?.json : sizeFigures(sizes.get(`${game}/${label}`));
      const rate = f ? gamesPerSecond(f) : Number.NaN;
      rows.push([
        game,
        label,
        f ? fixed(rate, rate < 100 ? 1 : 0) : "-",
        f && f.games > 0 ? fixed(f.moves / f.games, 1) : "-",
        f && hand && f !== hand ? ratioText(ratio(f, hand)) : "",
        f && bgio && f !== bgio ? ratioText(ratio(f, bgio)) : "",
        l ? `${fixed(l.legal.p50, 1)} / ${fixed(l.legal.p99, 1)}` : "",
        l ? `${fixed(l.apply.p50, 1)} / ${fixed(l.apply.p99, 1)}` : "",
        js ? `${fixed(js.median)} / ${fixed(js.max)}` : "",
        generated && c
          ? `${fixed(c.warm)} / ${fixed(c.cold)}${c.errors > 0 ? ` (${c.errors} errors)` : ""}`
          : "",
        b ? `${kb(b.minified)} / ${kb(b.gzip)}` : "",
      ]);
    }
  }
  const coldTotal = compile.reduce((n, c) => n + c.cold, 0);
  const warmTotal = compile.reduce((n, c) => n + c.warm, 0);
  rows.push([
    "all rules",
    `${compile.length} folders`,
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    `${fixed(warmTotal)} / ${fixed(coldTotal)}`,
    "",
  ]);

  const header = [
    "game",
    "implementation",
    "playouts/s",
    "moves/game",
    "× hand-written",
    "× boardgame.io",
    "legalMoves µs p50 / p99",
    "applyMove µs p50 / p99",
    "state JSON B median / max",
    "compile CPU ms warm / cold",
    "bundle KB min / gzip",
  ];
  console.log(
    `Ludic bench: ${rounds} rounds × ${budgetMs} ms per implementation after ${warmupMs} ms of warm-up; Node ${process.version}`,
  );
  console.log(table(header, rows, markdown));
  console.log();
  const { lines } = targetLines(all);
  const compileOk = coldTotal < COMPILE_TARGET_MS;
  lines.push(latencyLine(latency));
  lines.push(
    `all rules folders compiled once in one process: ${fixed(coldTotal)} ms (target < ${COMPILE_TARGET_MS} ms): ${compileOk ? "met" : "not met"}`,
  );
  for (const l of [...lines, ...errors]) console.log(markdown ? `- ${l}` : l);
}

function sizeFigures(xs: number[] | undefined): { median: number; max: number } | undefined {
  if (!xs || xs.length === 0) return undefined;
  return { median: median(xs), max: Math.max(...xs) };
}

/** The MCTS bot's budget target: a timed decision returns within this many times its budget. */
const MCTS_BUDGET_TARGET = 1.5;

function benchMcts(engines: Loaded[]): void {
  const iterations = Number(process.env.BENCH_MCTS_ITERATIONS ?? 200);
  const budgets = (process.env.BENCH_MCTS_BUDGETS ?? "50,100,250").split(",").map(Number);
  const decisions = Number(process.env.BENCH_MCTS_DECISIONS ?? (short ? 20 : 50));
  const speed: string[][] = [];
  const timed: string[][] = [];
  let worst = 0;
  for (const { game, engine, variant } of engines) {
    if (variant) continue;
    if (typeof engine.determinize !== "function") {
      speed.push([game, "-", "-", "no determinize()"]);
      continue;
    }
    process.stderr.write(`mcts: ${game}\n`);
    const f = measureMcts(engine, iterations, budgetMs * 2, Math.min(500, budgetMs));
    speed.push([
      game,
      String(f.decisions),
      fixed(f.decisions / f.seconds, 1),
      fixed(f.iterations / f.seconds),
    ]);
    for (const ms of budgets) {
      const b = measureMctsBudget(engine, ms, decisions);
      worst = Math.max(worst, b.max);
      timed.push([
        game,
        `${ms} ms`,
        String(b.decisions),
        fixed(b.iterations),
        fixed(b.p50, 2),
        fixed(b.p99, 2),
        fixed(b.max, 2),
      ]);
    }
  }
  const load = loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");
  console.log(
    `MCTS bot (@ludic/bots), ${iterations} iterations per decision, one thread (BENCH_MCTS_ITERATIONS); Node ${process.version}; load average ${load} on ${availableParallelism()} cores`,
  );
  console.log(table(["engine", "decisions", "decisions/s", "iterations/s"], speed, markdown));
  console.log();
  console.log(
    `MCTS bot with a time budget (timeMs; BENCH_MCTS_BUDGETS, BENCH_MCTS_DECISIONS): time per decision over its budget`,
  );
  console.log(
    table(
      ["engine", "budget", "decisions", "iterations p50", "× budget p50", "× budget p99", "× budget max"],
      timed,
      markdown,
    ),
  );
  console.log();
  const line = `slowest decision: ${fixed(worst, 2)} × its budget (target ≤ ${MCTS_BUDGET_TARGET}): ${worst <= MCTS_BUDGET_TARGET ? "met" : "not met"}`;
  console.log(markdown ? `- ${line}` : line);
  for (const l of errors) console.log(l);
}

async function lsp(): Promise<void> {
  const f = await measureLsp(root, short ? 20 : 60);
  const ms = (x: number) => `${fixed(x)} ms`;
  console.log(
    `Language server (@ludic/lang through LSP over stdio), diagnostics after an edit, target p95 < 100 ms`,
  );
  console.log(
    table(
      ["file", "lines", "edits", "first", "p50", "p95", "server CPU/edit mean", "CPU p95"],
      [
        [
          f.file,
          String(f.lines),
          String(f.edits),
          ms(f.first),
          ms(f.p50),
          ms(f.p95),
          f.cpuMean === null ? "-" : ms(f.cpuMean),
          f.cpuP95 === null ? "-" : ms(f.cpuP95),
        ],
      ],
      markdown,
    ),
  );
}

/** The CLI's start-up, wall clock, alone: it measures processes, not this one. */
function benchCli(): void {
  const figures = measureCli(root, short ? 3 : 7);
  const rows = figures.map((f) => [
    f.command,
    fixed(f.medianMs),
    fixed(f.maxMs),
    f.cpuMs === null ? "-" : fixed(f.cpuMs),
    String(f.runs),
  ]);
  const header = ["command (new process, cwd: the repository)", "wall ms median", "max", "CPU ms", "runs"];
  console.log(table(header, rows, markdown));
  // The rules checked again, as after an edit (the plain row's later runs read the cache).
  const check = figures.find((f) => f.command === "ludic check rules/cuttle --no-cache");
  if (check) {
    const ok = check.medianMs < CLI_CHECK_TARGET_MS;
    console.log(
      `ludic check rules/cuttle --no-cache: ${fixed(check.medianMs)} ms wall, ${check.cpuMs === null ? "?" : fixed(check.cpuMs)} ms CPU ` +
        `(target < ${CLI_CHECK_TARGET_MS} ms wall on a quiet machine): ${ok ? "met" : "not met"} here`,
    );
  }
}

if (flag("lsp")) await lsp();
else if (flag("cli")) benchCli();
else await main();
