// The search bots' thread: tsx first, so the TypeScript engines load as they do in the server.
import { register } from "tsx/esm/api";

register();
await import("./bot-thread.ts");
