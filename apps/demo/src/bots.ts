/** The page's side of the bot worker: one worker for the app, started on first use. */
import { BotClient } from "@ludic/bots";

let client: BotClient | null = null;

export function botClient(): BotClient {
  if (!client) {
    const worker = new Worker(new URL("./bots.worker.ts", import.meta.url), { type: "module", name: "bots" });
    client = new BotClient(worker);
  }
  return client;
}
