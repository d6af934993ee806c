/**
 * The page's side of the bot worker: one client for the app. It starts the worker on first use,
 * and starts a new one after a worker crashed, stopped or hung (`BotClient`, docs/bots.md).
 */
import { BotClient } from "@ludic/bots";

let client: BotClient | null = null;

export function botClient(): BotClient {
  if (!client) {
    client = new BotClient(
      () => new Worker(new URL("./bots.worker.ts", import.meta.url), { type: "module", name: "bots" }),
    );
  }
  return client;
}
