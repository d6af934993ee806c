/**
 * Random playouts of one engine for a while, for a CPU profile (docs/performance.md):
 *
 *   cd tools/bench && G=connect-four node --cpu-prof --import tsx src/profile.ts
 *
 * G: the engine (packages/engines/<G>); PLAYOUT=contract plays through applyMove instead of the
 * playout path; MS: CPU milliseconds to run (default 4000). Prints playouts per CPU second.
 */
import type { Engine } from "@ludic/runtime";

import { contractPlayout, cpuMs, fastPlayout, lcg, players, type Runner, runnerPlayout } from "./playouts.js";

const game = process.env.G ?? "cuttle";
const mod = await import(`../../../packages/engines/${game}/src/index.ts`);
const engine = mod.engine as Engine;
const random = lcg(1);
// The playout path as the bench measures it: the engine's runner of new deals when it has one.
const run =
  typeof mod.playouts === "function"
    ? (mod.playouts({ players: players(engine) }, { log: false }) as Runner)
    : null;
const play =
  process.env.PLAYOUT === "contract"
    ? contractPlayout
    : run
      ? (e: Engine, seed: number, r: () => number) => runnerPlayout(e, run, seed, r)
      : fastPlayout;
let games = 0;
const start = cpuMs();
while (cpuMs() - start < Number(process.env.MS ?? 4000)) {
  for (let i = 0; i < 50; i++) play(engine, games++, random);
}
console.log(`${game}: ${Math.round((games * 1000) / (cpuMs() - start))} playouts per CPU second`);
