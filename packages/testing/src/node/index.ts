/** Node-only helpers: the invariant harness over worker threads. */
export { checkInvariantsInParallel, type ParallelInvariantOptions } from "./parallel.js";
