/**
 * The engine worker: the sandbox of an engine compiled in the playground. The engine's modules
 * are loaded here as blob modules and every call to the engine (the game, the bots, the
 * scenarios) runs here; the page only gets data back. The page ends this worker when a call
 * hangs and starts a new one for every build.
 */
import { EngineHost } from "./engine-host.js";
import { loadEngine } from "./load-engine.js";
import type { JsFile } from "./module-loader.js";
import { serveRequests } from "./rpc.js";

let host: EngineHost | null = null;

const blobHost = {
  toUrl: (code: string) => URL.createObjectURL(new Blob([code], { type: "text/javascript" })),
  importUrl: (url: string) => import(/* @vite-ignore */ url),
};

serveRequests(self as unknown as Parameters<typeof serveRequests>[0], async (m) => {
  switch (m.type) {
    case "load": {
      const t0 = performance.now();
      host = new EngineHost(await loadEngine(m.files as JsFile[], blobHost));
      return { meta: host.meta, ms: performance.now() - t0 };
    }
    case "start":
      return need().start(m.plan as Parameters<EngineHost["start"]>[0]);
    case "move":
      return need().move(m.move as Parameters<EngineHost["move"]>[0]);
    case "bot":
      return need().botMove();
    case "scenarios":
      return need().scenarios(m.files as { path: string; text: string }[]);
    default:
      throw new Error(`unknown request ${String(m.type)}`);
  }
});

function need(): EngineHost {
  if (!host) throw new Error("no engine is loaded");
  return host;
}
