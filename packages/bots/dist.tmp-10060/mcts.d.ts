/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012). Each iteration samples a state consistent with the bot's view (`ctx.sample`, the
 * engine's `determinize`), walks the tree of moves with UCB1 restricted to the moves legal in
 * that sample (counting how often each was available), adds one node, plays the rest of the game
 * at random and credits every node on the path with the result for the seat that chose it.
 * The move played is the root's most visited one. Nothing here knows any game.
 */
import { type Move, type Outcome, type Seat } from "@ludic/runtime";
import type { Bot, Simulator } from "./types.js";
export interface MctsOptions {
    seed: string;
    /**
     * Iterations per decision. The default budget is 200 iterations; with `timeMs` alone the search
     * runs for that long; with both it stops at whichever comes first. Only an iteration budget
     * makes the bot deterministic.
     */
    iterations?: number;
    /**
     * Milliseconds per decision. The search reads the clock before each sample, each tree step and
     * each playout move, and drops the iteration it is in when the time is up, so a decision
     * returns within a step of `timeMs` (measured by `npm run bench -- --mcts`).
     */
    timeMs?: number;
    /** The UCB1 exploration constant, for results in [0, 1] (default 0.7). */
    exploration?: number;
    /** Random moves past the tree before a playout is scored as a draw (default 1,000). */
    playoutLimit?: number;
    /** The clock for `timeMs` (default `performance.now`). */
    now?: () => number;
}
export interface SearchStats {
    iterations: number;
    ms: number;
    /** Root moves with their visits and mean result, most visited first. */
    moves: {
        move: Move;
        visits: number;
        value: number;
    }[];
}
export interface MctsBot extends Bot {
    /** Figures of the last search (none when the decision had a single legal move). */
    readonly lastSearch: SearchStats | null;
}
export declare const DEFAULT_ITERATIONS = 200;
/** A move's identity in the tree: seat, action and arguments. */
export declare function moveKey(m: Move): string;
/** The seat to move and its legal moves, or null when the game is over (or nobody can move). */
export declare function toMove<S, M extends Move>(rules: Simulator<S, M>, s: S, players: number): {
    seat: Seat;
    moves: M[];
} | null;
/** Each seat's result: 1 for a winner, 0 for the others; a draw or an unfinished game gives 1/n each. */
export declare function results(outcome: Outcome | null, players: number): number[];
export declare function mctsBot(options: MctsOptions): MctsBot;
//# sourceMappingURL=mcts.d.ts.map