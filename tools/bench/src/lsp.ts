/**
 * `npm run bench -- --lsp`: how long the language server takes to publish diagnostics after an
 * edit of Kingdom Builder's base file (the largest rules file), measured through the protocol
 * from a client over stdio: didChange sent → publishDiagnostics of that version received. Each
 * edit changes a number in the file, so every round parses that file again and checks the whole
 * folder. The server is the one the VS Code extension ships: bin.ts bundled and minified by esbuild
 * with the extension's options (tools/vscode/scripts/package.mjs), not the source run through tsx.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { startClient } from "@ludic/language-server/client";
import { build } from "esbuild";
import {
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
} from "vscode-languageserver-protocol/node";

import { quantile } from "./stats.js";

export interface LspFigures {
  file: string;
  lines: number;
  edits: number;
  first: number;
  p50: number;
  p95: number;
  /**
   * The server's CPU time (user + system) per edit, from /proc (Linux only, else null): the
   * mean over the edits and the p95 of the per-edit figures, which are counted in clock ticks
   * (10 ms on most kernels). Unlike the wall times it does not grow with the machine's load.
   */
  cpuMean: number | null;
  cpuP95: number | null;
}

/** User + system CPU time of a process in ms, or null where /proc is not there. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on Linux on every common architecture. */
const CLOCK_TICKS = 100;

/** The server as the extension bundles it, in a temporary folder. */
async function bundledServer(): Promise<{ file: string; dispose(): void }> {
  const out = mkdtempSync(join(tmpdir(), "ludic-lsp-bench-"));
  const file = join(out, "server.cjs");
  const bin = join(dirname(createRequire(import.meta.url).resolve("@ludic/language-server")), "bin.ts");
  await build({
    entryPoints: [bin],
    outfile: file,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    minify: true,
    logLevel: "warning",
  });
  return { file, dispose: () => rmSync(out, { recursive: true, force: true }) };
}

export async function measureLsp(root: string, edits: number): Promise<LspFigures> {
  const dir = join(root, "rules", "kingdom-builder");
  const base = join(dir, "kingdom-builder.ludic");
  const server = await bundledServer();
  const client = await startClient({ server: server.file });
  try {
    const text = readFileSync(base, "utf8");
    let version = 1;
    const t0 = performance.now();
    for (const f of readdirSync(dir).filter((f) => f.endsWith(".ludic"))) {
      const path = join(dir, f);
      await client.connection.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: {
          uri: client.uri(path),
          languageId: "ludic",
          version,
          text: readFileSync(path, "utf8"),
        },
      });
    }
    await client.diagnostics(base, (p) => p.version === version);
    const first = performance.now() - t0;
    const samples: number[] = [];
    const cpu: number[] = [];
    const cpuStart = cpuMs(client.pid);
    for (let i = 0; i < edits; i++) {
      const edited = text.replace(/= 3\b/, `= ${3 + (i % 2)}`);
      const cpuBefore = cpuMs(client.pid);
      const start = performance.now();
      await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri: client.uri(base), version: ++version },
        contentChanges: [{ text: edited }],
      });
      await client.diagnostics(base, (p) => p.version === version);
      samples.push(performance.now() - start);
      const cpuAfter = cpuMs(client.pid);
      if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
    }
    const cpuEnd = cpuMs(client.pid);
    return {
      file: "rules/kingdom-builder/kingdom-builder.ludic",
      lines: text.split("\n").length,
      edits,
      first,
      p50: quantile(samples, 0.5),
      p95: quantile(samples, 0.95),
      cpuMean: cpuStart !== null && cpuEnd !== null ? (cpuEnd - cpuStart) / edits : null,
      cpuP95: cpu.length === edits ? quantile(cpu, 0.95) : null,
    };
  } finally {
    await client.stop();
    server.dispose();
  }
}
