/**
 * The compile worker: the whole compiler (lang, lowering, ts-morph's emitter and TypeScript for
 * transpiling), loaded only when the playground first builds a game. It returns JS text; it
 * never runs what it compiled (the engine worker does).
 */
import { buildEngine } from "./build.js";
import { serveRequests } from "./rpc.js";

serveRequests(self as unknown as Parameters<typeof serveRequests>[0], (m, progress) => {
  // Sent when the playground opens, so the compiler is loaded before the first build.
  if (m.type === "warm") return { ready: true };
  const t0 = performance.now();
  const result = buildEngine(m.sources as { path: string; text: string }[], (step, detail) =>
    progress({ step, detail }),
  );
  return { ...result, ms: performance.now() - t0 };
});
