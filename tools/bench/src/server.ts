/**
 * `npm run bench -- --server [--rooms 100,1000 --seconds 20 --game kingdom-builder --processes 2]`:
 * the game server's load benchmark (apps/server/bench/load.ts, also `npm run bench:server`), run
 * as its own process so this tool does not depend on the server's packages. It prints rooms,
 * moves/s, round-trip p50/p99, memory per room and how close one process comes to the goal of
 * 1,000 rooms at p99 < 100 ms (docs/server.md).
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../../../..");

export function wantsServerBench(args: readonly string[]): boolean {
  return args.includes("--server");
}

/** Runs the server benchmark with the other arguments; resolves to its exit code. */
export function runServerBench(args: readonly string[]): Promise<number> {
  const rest = args.filter((a) => a !== "--server");
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/bench/load.ts", ...rest], {
    cwd: root,
    stdio: "inherit",
  });
  return new Promise((ok) => child.once("exit", (code) => ok(code ?? 1)));
}
