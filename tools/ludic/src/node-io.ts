import { createInterface } from "node:readline";

import type { Io } from "./io.js";

/**
 * The real terminal. Lines are read through one readline interface, buffered, so piped
 * input (not a TTY) works the same as typing: each prompt takes the next line.
 */
export function nodeIo(): Io & { close(): void } {
  let rl: ReturnType<typeof createInterface> | null = null;
  const buffered: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;

  const start = () => {
    if (rl) return;
    rl = createInterface({ input: process.stdin, terminal: false });
    rl.on("line", (line) => {
      const next = waiting.shift();
      if (next) next(line);
      else buffered.push(line);
    });
    rl.on("close", () => {
      ended = true;
      for (const w of waiting.splice(0)) w(null);
    });
  };

  return {
    interactive: Boolean(process.stdout.isTTY && process.stdin.isTTY),
    out: (t) => process.stdout.write(`${t}\n`),
    err: (t) => process.stderr.write(`${t}\n`),
    readLine: (prompt) => {
      start();
      process.stdout.write(prompt);
      const line = buffered.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    progress: (t, final) => {
      if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${t}${final ? "\n" : ""}`);
      else if (final) process.stderr.write(`${t}\n`);
    },
    close: () => rl?.close(),
  };
}
