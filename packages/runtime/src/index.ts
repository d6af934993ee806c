export * from "./board.js";
export * from "./contract/engine.js";
export * from "./core.js";
export * from "./data.js";
export * from "./errors.js";
export * from "./options.js";
export * from "./rng.js";
export * from "./types.js";
