/**
 * A client for the server over stdio, as an editor would start it (`node --import tsx src/bin.ts
 * --stdio`): for the protocol tests and the bench. It keeps the latest diagnostics per file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  type Diagnostic,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  type ProtocolConnection,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver-protocol/node";

const here = dirname(fileURLToPath(import.meta.url));

export interface LspClient {
  connection: ProtocolConnection;
  /** Resolves with the diagnostics of `path` once a publication satisfies `until`. */
  diagnostics(
    path: string,
    until?: (p: { version?: number; diagnostics: Diagnostic[] }) => boolean,
  ): Promise<Diagnostic[]>;
  uri(path: string): string;
  /** The server process's id (the bench reads its CPU time from it). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * `server` is a bundled server file (as the VS Code extension ships it, dist/server.cjs); without
 * it the server runs from source through tsx, whose kept function names make it slower.
 */
export async function startClient(options: { server?: string } = {}): Promise<LspClient> {
  const args = options.server ? [options.server] : ["--import", "tsx", join(here, "bin.ts")];
  const child: ChildProcess = spawn(process.execPath, [...args, "--stdio"], {
    cwd: here,
    stdio: ["pipe", "pipe", "inherit"],
  });
  if (!child.stdout || !child.stdin) throw new Error("the server has no stdio");
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const latest = new Map<string, { version?: number; diagnostics: Diagnostic[] }>();
  const waiters: {
    uri: string;
    until: (p: { version?: number; diagnostics: Diagnostic[] }) => boolean;
    resolve: (d: Diagnostic[]) => void;
  }[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
    const entry = { ...(p.version !== undefined ? { version: p.version } : {}), diagnostics: p.diagnostics };
    latest.set(p.uri, entry);
    for (const w of [...waiters])
      if (w.uri === p.uri && w.until(entry)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p.diagnostics);
      }
  });
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: null,
    capabilities: {},
  });
  await connection.sendNotification(InitializedNotification.type, {});
  const uri = (path: string) => pathToFileURL(path).href;
  return {
    connection,
    uri,
    pid: child.pid,
    diagnostics(path, until = () => true) {
      const u = uri(path);
      const now = latest.get(u);
      if (now && until(now)) return Promise.resolve(now.diagnostics);
      return new Promise((resolve) => waiters.push({ uri: u, until, resolve }));
    },
    async stop() {
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      await new Promise<void>((resolve) =>
        child.exitCode !== null ? resolve() : child.once("exit", () => resolve()),
      );
      connection.dispose();
    },
  };
}
