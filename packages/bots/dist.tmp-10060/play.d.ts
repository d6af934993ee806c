/**
 * The table side of bots: the code that holds the real state builds a bot's context (view,
 * legal moves, sampler) and plays whole games between bots.
 */
import type { Engine, GameRecord, Move, Outcome, Seat, GameOptions as SetupGameOptions } from "@ludic/runtime";
import type { Bot, BotContext } from "./types.js";
/** What `seat` is given to decide in `state`: its view, its legal moves, a sampler. Never the state. */
export declare function botContext<S, M extends Move>(engine: Engine<S, M>, state: S, seat: Seat): BotContext<S, M>;
/** The bot's move for `seat` in `state`. */
export declare function decide<S, M extends Move>(engine: Engine<S, M>, state: S, seat: Seat, bot: Bot): M;
export interface GameOptions {
    seed: string;
    variant?: string;
    /** The rules' setup options (`option …`); the others take their defaults. */
    setupOptions?: SetupGameOptions;
    /** Default: as many seats as there are bots. */
    players?: number;
    /** A game still running after this many moves stops without an outcome (default 2,000). */
    maxMoves?: number;
}
export interface GameResult {
    /** null when the game hit `maxMoves`. */
    outcome: Outcome | null;
    /** Moves played. */
    moves: number;
    /** Per seat: how many times it was asked to choose between two or more moves. */
    decisions: number[];
    record: GameRecord;
}
/** Plays one game, bot `i` in seat `i`, from setup to the outcome. */
export declare function playGame<S, M extends Move>(engine: Engine<S, M>, bots: readonly Bot[], options: GameOptions): GameResult;
//# sourceMappingURL=play.d.ts.map