/**
 * A worker thread that answers the server's bot requests with @ludic/bots' own service (the one
 * the browser's bot worker runs): the search happens here, so a thinking bot never stalls the
 * rooms of the main thread.
 */
import { parentPort } from "node:worker_threads";
import { createBotService } from "@ludic/bots/worker";
import { ENGINES } from "./engines.js";

const port = parentPort;
if (port === null) throw new Error("bot-thread: run me in a worker thread");
const answer = createBotService(async (name) => {
  const engine = ENGINES.get(name);
  if (engine === undefined) throw new Error(`no engine "${name}"`);
  return engine;
});
port.on("message", (request: unknown) => {
  void answer(request).then((response) => port.postMessage(response));
});
