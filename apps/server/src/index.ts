export { configFromEnv, type ServerConfig } from "./config.js";
export { ENGINES, engineFor } from "./engines.js";
export * from "./protocol.js";
export { type RunningServer, startServer } from "./server.js";
export { openStore, type Store } from "./store.js";
