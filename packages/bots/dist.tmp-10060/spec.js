/**
 * Bots as plain data (a `BotSpec`), so they can cross a worker boundary or a command line:
 * `random`, `mcts`, `mcts:400` (iterations per decision), `mcts:250ms` (time per decision).
 */
import { mctsBot } from "./mcts.js";
import { randomBot } from "./random.js";
export function createBot(spec, seed) {
    switch (spec.kind) {
        case "random":
            return randomBot(seed);
        case "mcts":
            return mctsBot({
                seed,
                ...(spec.iterations !== undefined ? { iterations: spec.iterations } : {}),
                ...(spec.timeMs !== undefined ? { timeMs: spec.timeMs } : {}),
                ...(spec.exploration !== undefined ? { exploration: spec.exploration } : {}),
            });
    }
}
/** `random`, `mcts`, `mcts:400`, `mcts:250ms`; throws with what is allowed. */
export function parseBotSpec(text) {
    const t = text.trim();
    if (t === "random")
        return { kind: "random" };
    const m = /^mcts(?::(\d+)(ms)?)?$/.exec(t);
    if (m) {
        const n = m[1] === undefined ? undefined : Number(m[1]);
        if (n !== undefined && n < 1)
            throw new Error(`"${text}": the budget must be at least 1`);
        if (n === undefined)
            return { kind: "mcts" };
        return m[2] ? { kind: "mcts", timeMs: n } : { kind: "mcts", iterations: n };
    }
    throw new Error(`unknown bot "${text}": use random, mcts, mcts:<iterations> or mcts:<ms>ms`);
}
/** The spec back as text: `random`, `mcts:400`, `mcts:250ms`. */
export function botSpecText(spec) {
    if (spec.kind === "random")
        return "random";
    if (spec.timeMs !== undefined && spec.iterations === undefined)
        return `mcts:${spec.timeMs}ms`;
    return spec.iterations === undefined ? "mcts" : `mcts:${spec.iterations}`;
}
//# sourceMappingURL=spec.js.map