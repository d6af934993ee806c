/**
 * `npm run bench -- --lsp`: how long the language server takes to publish diagnostics after an
 * edit of Kingdom Builder's base file (the largest rules file), measured through the protocol
 * from a client over stdio: didChange sent → publishDiagnostics of that version received. Each
 * edit changes a number in the file, so every round parses and checks the whole folder again.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { startClient } from "@ludic/language-server/client";
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
}

export async function measureLsp(root: string, edits: number): Promise<LspFigures> {
  const dir = join(root, "rules", "kingdom-builder");
  const base = join(dir, "kingdom-builder.ludic");
  const client = await startClient();
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
    for (let i = 0; i < edits; i++) {
      const edited = text.replace(/= 3\b/, `= ${3 + (i % 2)}`);
      const start = performance.now();
      await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri: client.uri(base), version: ++version },
        contentChanges: [{ text: edited }],
      });
      await client.diagnostics(base, (p) => p.version === version);
      samples.push(performance.now() - start);
    }
    return {
      file: "rules/kingdom-builder/kingdom-builder.ludic",
      lines: text.split("\n").length,
      edits,
      first,
      p50: quantile(samples, 0.5),
      p95: quantile(samples, 0.95),
    };
  } finally {
    await client.stop();
  }
}
