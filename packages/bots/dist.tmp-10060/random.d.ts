import type { Bot } from "./types.js";
export declare function randomBot(seed: string): Bot;
//# sourceMappingURL=random.d.ts.map