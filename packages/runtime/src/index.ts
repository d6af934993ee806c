export * from "./types.js";
export * from "./errors.js";
export * from "./rng.js";
export * from "./core.js";
