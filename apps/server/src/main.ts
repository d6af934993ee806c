/** `npm start -w @ludic/server`: one server process, configured from the environment. */
import { configFromEnv } from "./config.js";
import { startServer } from "./server.js";

const config = configFromEnv();
const { store, restored } = await startServer(config);
// Tests and scripts wait for this line.
console.log(
  `ludic server listening on ${config.host}:${config.port} (store ${store.kind}${config.redisUrl ? ", redis" : ""}; ${restored.length} games restored)`,
);
