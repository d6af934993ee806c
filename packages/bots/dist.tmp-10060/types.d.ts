/**
 * What a bot is given and what it returns. A bot never receives a game state: it gets the view
 * of its seat, its legal moves, and a sampler of states consistent with that view (the engine's
 * `determinize`), so it cannot read a hidden card even by mistake.
 */
import type { Engine, Move, Seat, View } from "@ludic/runtime";
/** The rules a bot may simulate with: enough to play a sampled state forward, nothing to read. */
export type Simulator<S = unknown, M extends Move = Move> = Pick<Engine<S, M>, "decisions" | "legalMoves" | "applyMove" | "outcome">;
export interface BotContext<S = unknown, M extends Move = Move> {
    /** The seat that must decide. */
    seat: Seat;
    /** What that seat sees: hidden cards are placeholders. */
    view: View;
    /** Its legal moves (never empty). */
    moves: readonly M[];
    /** The rules, to play sampled states forward. */
    rules: Simulator<S, M>;
    /**
     * A state the seat cannot tell apart from the real one: its hidden cards dealt at random
     * among the places it cannot see, the randomness reseeded from `seed`. Throws when the
     * engine has no `determinize`.
     */
    sample(seed: string): S;
}
export interface Bot {
    /** "random", "mcts(200)": for tables and logs. */
    readonly name: string;
    /** One of `ctx.moves`. Deterministic: the same seed and the same calls give the same moves. */
    choose<S, M extends Move>(ctx: BotContext<S, M>): M;
}
//# sourceMappingURL=types.d.ts.map