/**
 * `npm run bench -- --cli`: how long the built `ludic` takes, wall clock, as a user runs it: a new
 * node process each time, through bin/ludic.mjs (no TypeScript loader). The first run of each
 * command is left out (it may rebuild dist/ or fill the cache); the figure is the median of the
 * others. Target: `ludic check` of one rules folder under 1 s on a quiet machine, checked again
 * (`--no-cache`, as after an edit; without it the later runs read the cache). On a
 * loaded one the wall time mostly measures waiting for a core, so the CPU time of the child
 * (user + system, from /proc on Linux) is given too, and a bare `node` start for reference.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { median } from "./stats.js";

export const CLI_CHECK_TARGET_MS = 1_000;

export interface CliFigure {
  command: string;
  medianMs: number;
  maxMs: number;
  /** Median CPU ms (user + system) of the child process; null where /proc is missing. */
  cpuMs: number | null;
  runs: number;
}

/** CPU time of this process's waited-for children so far, in ms (cutime + cstime of /proc/self/stat). */
function childrenCpuMs(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 16 and 17 of proc(5), counted from the state field (3): clock ticks, 100 per second.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export function measureCli(root: string, runs: number): CliFigure[] {
  const bin = join(root, "tools", "ludic", "bin", "ludic.mjs");
  const cache = mkdtempSync(join(tmpdir(), "ludic-bench-cache-"));
  const commands = [
    ["node"],
    ["--version"],
    ["check", "rules/cuttle", "--no-cache"],
    ["check", "rules/cuttle"],
    ["check", "rules/examples/tic-tac-toe", "--no-cache"],
    ["test", "rules/examples/tic-tac-toe"],
  ];
  return commands.map((args) => {
    const times: number[] = [];
    const cpu: number[] = [];
    const node = args[0] === "node";
    for (let i = 0; i <= runs; i++) {
      const cpuBefore = childrenCpuMs();
      const start = performance.now();
      const r = spawnSync(process.execPath, node ? ["-e", ""] : [bin, ...args], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, LUDIC_CACHE_DIR: cache },
      });
      const ms = performance.now() - start;
      if (r.status !== 0) throw new Error(`ludic ${args.join(" ")} exited ${r.status}:\n${r.stderr}`);
      const cpuAfter = childrenCpuMs();
      if (i === 0) continue;
      times.push(ms);
      if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
    }
    return {
      command: node ? "node -e '' (reference)" : `ludic ${args.join(" ")}`,
      medianMs: median(times),
      maxMs: Math.max(...times),
      cpuMs: cpu.length > 0 ? median(cpu) : null,
      runs,
    };
  });
}
