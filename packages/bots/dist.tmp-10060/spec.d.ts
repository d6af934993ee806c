import type { Bot } from "./types.js";
export type BotSpec = {
    kind: "random";
} | {
    kind: "mcts";
    iterations?: number;
    timeMs?: number;
    exploration?: number;
};
export declare function createBot(spec: BotSpec, seed: string): Bot;
/** `random`, `mcts`, `mcts:400`, `mcts:250ms`; throws with what is allowed. */
export declare function parseBotSpec(text: string): BotSpec;
/** The spec back as text: `random`, `mcts:400`, `mcts:250ms`. */
export declare function botSpecText(spec: BotSpec): string;
//# sourceMappingURL=spec.d.ts.map