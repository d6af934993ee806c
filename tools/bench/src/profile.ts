/**
 * Random playouts of one engine for a while, for a CPU profile (docs/performance.md):
 *
 *   cd tools/bench && G=connect-four node --cpu-prof --import tsx src/profile.ts
 *
 * G: the engine (packages/engines/<G>); PLAYOUT=contract plays through applyMove instead of the
 * playout path; MS: CPU milliseconds to run (default 4000). Prints playouts per CPU second.
 */
import type { Engine } from "@ludic/runtime";

import { contractPlayout, cpuMs, fastPlayout, lcg } from "./playouts.js";

const game = process.env.G ?? "cuttle";
const engine = (await import(`../../../packages/engines/${game}/src/index.ts`)).engine as Engine;
const random = lcg(1);
const play = process.env.PLAYOUT === "contract" ? contractPlayout : fastPlayout;
let games = 0;
const start = cpuMs();
while (cpuMs() - start < Number(process.env.MS ?? 4000)) {
  for (let i = 0; i < 50; i++) play(engine, games++, random);
}
console.log(`${game}: ${Math.round((games * 1000) / (cpuMs() - start))} playouts per CPU second`);
