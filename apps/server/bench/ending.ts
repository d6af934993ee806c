/**
 * What the `ending` marks cost the server per move, in CPU time in this one process: random
 * games of a game are recorded, then each phase of a move's states is run over every recorded
 * position (`applyMove`, every seat's view and legal moves, and `ending` for every seat found
 * from its view, docs/server.md). Run: `node --import tsx apps/server/bench/ending.ts [games] [id[:variant] …]`.
 */
import { cpuUsage } from "node:process";
import { endingMoves } from "@ludic/client/local";
import type { Move, Seat } from "@ludic/runtime";
import { type AnyEngine, ENGINES } from "../src/engines.js";

const GAMES = Number(process.argv[2] ?? 100);

function cpuMs(run: () => void): number {
  const t = cpuUsage();
  run();
  const d = cpuUsage(t);
  return (d.user + d.system) / 1000;
}

function measure(engine: AnyEngine, variant: string | undefined): void {
  const v = engine.meta.variants.find((x) => x.id === variant) ?? engine.meta.variants[0];
  const players = v?.players?.min ?? engine.meta.players.min;
  const seats = Array.from({ length: players }, (_, s) => s as Seat);
  const positions: { before: unknown; move: Move; after: unknown }[] = [];
  for (let g = 0; g < GAMES; g++) {
    let s = engine.setup({ players, seed: `ending-bench-${g}`, ...(variant ? { variant } : {}) });
    let r = g + 1;
    while (engine.outcome(s) === null && positions.length < 200_000) {
      const seat = engine.decisions(s)[0]?.seat as Seat;
      const moves = engine.legalMoves(s, seat);
      r = (r * 1103515245 + 12345) % 2147483648;
      const move = moves[r % moves.length] as Move;
      const next = engine.applyMove(s, move);
      positions.push({ before: s, move, after: next });
      s = next;
    }
  }
  const n = positions.length;
  const apply = cpuMs(() => {
    for (const p of positions) engine.applyMove(p.before, p.move);
  });
  const views = positions.map((p) => seats.map((s) => engine.view(p.after, s)));
  const view = cpuMs(() => {
    for (const p of positions) for (const s of seats) engine.view(p.after, s);
  });
  const moves = positions.map((p) => seats.map((s) => engine.legalMoves(p.after, s)));
  const legal = cpuMs(() => {
    for (const p of positions) for (const s of seats) engine.legalMoves(p.after, s);
  });
  let marked = 0;
  const ending = cpuMs(() => {
    positions.forEach((p, i) => {
      for (const s of seats) {
        const ms = moves[i]?.[s] ?? [];
        if (ms.length > 0) marked += endingMoves(engine, p.after, ms, views[i]?.[s]).length;
      }
    });
  });
  const onTrue = cpuMs(() => {
    positions.forEach((p, i) => {
      for (const s of seats)
        for (const m of moves[i]?.[s] ?? [])
          if (Object.keys(m.args).length === 0) engine.outcome(engine.applyMove(p.after, m));
    });
  });
  const per = (ms: number): string => `${((ms / n) * 1000).toFixed(1)} µs`;
  console.log(
    `${engine.meta.id}${variant ? `:${variant}` : ""}: ${n} moves of ${GAMES} games; CPU per move: applyMove ${per(apply)}, ` +
      `${players} views ${per(view)}, legal moves ${per(legal)}, ending from the views ${per(ending)} ` +
      `(one play of each one-click move on the true state, the old way: ${per(onTrue)}); ${marked} marks`,
  );
}

// Games as `id` or `id:variant` (cuttle:cuttle-cards has a concede for both seats at every move).
const games = process.argv.slice(3);
for (const spec of games.length > 0 ? games : ["cuttle", "cuttle:cuttle-cards", "kingdom-builder"]) {
  const [id = "", variant] = spec.split(":");
  const engine = ENGINES.get(id);
  if (engine === undefined) throw new Error(`no engine ${id}`);
  measure(engine, variant);
}
