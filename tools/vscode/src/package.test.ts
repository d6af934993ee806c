/**
 * The extension packages offline into dist/ludic.vsix, and the server bundled into it answers the
 * protocol on its own (no workspace, no tsx): what VS Code would start.
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import {
  createProtocolConnection,
  ExitNotification,
  InitializeRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver-protocol/node";

const root = fileURLToPath(new URL("..", import.meta.url));

it("packages the extension and its bundled server into a .vsix", async () => {
  execFileSync(process.execPath, [join(root, "scripts/package.mjs")], { cwd: root, stdio: "ignore" });
  const vsix = readFileSync(join(root, "dist/ludic.vsix"));
  expect(vsix.subarray(0, 2).toString()).toBe("PK"); // a zip
  for (const name of [
    "extension/dist/extension.cjs",
    "extension/dist/server.cjs",
    "extension/syntaxes/ludic.tmLanguage.json",
  ])
    expect(vsix.includes(Buffer.from(name)), name).toBe(true);
  expect(statSync(join(root, "dist/server.cjs")).size).toBeGreaterThan(100_000);

  const child = spawn(process.execPath, [join(root, "dist/server.cjs"), "--stdio"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  connection.listen();
  const init = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: null,
    capabilities: {},
  });
  expect(init.capabilities.hoverProvider).toBe(true);
  expect(init.capabilities.documentFormattingProvider).toBe(true);
  await connection.sendRequest(ShutdownRequest.type);
  await connection.sendNotification(ExitNotification.type);
  await new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once("exit", () => resolve()),
  );
  connection.dispose();
}, 300_000);
