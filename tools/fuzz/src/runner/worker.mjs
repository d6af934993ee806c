// The worker's JavaScript entry: registers tsx so the TypeScript sources (and the engines the
// fuzzer compiles) load in the thread, as @ludic/testing/node's worker does.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
