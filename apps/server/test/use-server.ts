/**
 * `useTestServer(name, env)` in a test file: a server process started before its tests and
 * stopped (its SQLite folder removed) after them. The returned object reads the running
 * process's addresses once it is up.
 */
import { afterAll, beforeAll } from "vitest";
import { type ServerProcess, startTestServer } from "./harness.js";

export function useTestServer(name: string, env: Record<string, string> = {}): ServerProcess {
  let running: ServerProcess | undefined;
  const get = (): ServerProcess => {
    if (running === undefined) throw new Error(`the ${name} test server is not running`);
    return running;
  };
  beforeAll(async () => {
    running = await startTestServer(name, env);
  });
  afterAll(async () => {
    await running?.stop();
    running = undefined;
  });
  return {
    get port() {
      return get().port;
    },
    get url() {
      return get().url;
    },
    get http() {
      return get().http;
    },
    output: () => get().output(),
    stop: () => get().stop(),
    kill: () => get().kill(),
  };
}
