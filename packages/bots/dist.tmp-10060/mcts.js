/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012). Each iteration samples a state consistent with the bot's view (`ctx.sample`, the
 * engine's `determinize`), walks the tree of moves with UCB1 restricted to the moves legal in
 * that sample (counting how often each was available), adds one node, plays the rest of the game
 * at random and credits every node on the path with the result for the seat that chose it.
 * The move played is the root's most visited one. Nothing here knows any game.
 */
import { nextU32, randomInt, seedRng, } from "@ludic/runtime";
export const DEFAULT_ITERATIONS = 200;
function newNode(seat) {
    return { seat, visits: 0, reward: 0, avail: 0, children: new Map() };
}
/** A move's identity in the tree: seat, action and arguments. */
export function moveKey(m) {
    return `${m.seat}|${m.action}|${JSON.stringify(m.args)}`;
}
/** The seat to move and its legal moves, or null when the game is over (or nobody can move). */
export function toMove(rules, s, players) {
    if (rules.outcome(s) !== null)
        return null;
    // Asking each seat is cheaper than decisions() + legalMoves(): a seat not asked gets [] at once.
    for (let seat = 0; seat < players; seat++) {
        const moves = rules.legalMoves(s, seat);
        if (moves.length > 0)
            return { seat, moves };
    }
    return null;
}
/** Each seat's result: 1 for a winner, 0 for the others; a draw or an unfinished game gives 1/n each. */
export function results(outcome, players) {
    if (outcome === null || outcome.winners.length === 0)
        return new Array(players).fill(1 / players);
    const r = new Array(players).fill(0);
    for (const w of outcome.winners)
        r[w] = 1;
    return r;
}
/**
 * Plays on at random from `s`; the seats' results, or null when `expired()` says the time budget
 * ran out first (a playout can be hundreds of moves: the clock is read between them, not only
 * between iterations, so a timed search never overshoots by a whole playout).
 */
function playout(rules, s, players, rng, limit, expired) {
    let state = s;
    for (let i = 0; i < limit; i++) {
        if (expired())
            return null;
        const next = toMove(rules, state, players);
        if (next === null)
            return results(rules.outcome(state), players);
        state = rules.applyMove(state, next.moves[randomInt(rng, next.moves.length)]);
    }
    return results(null, players);
}
/** The root's moves: the deciding seat's, in the sample. */
function rootTurn(ctx, s, players) {
    const moves = ctx.rules.legalMoves(s, ctx.seat);
    return moves.length > 0 ? { seat: ctx.seat, moves } : toMove(ctx.rules, s, players);
}
export function mctsBot(options) {
    const rng = seedRng(`mcts:${options.seed}`);
    const c = options.exploration ?? 0.7;
    const limit = options.playoutLimit ?? 1000;
    const timed = options.timeMs !== undefined;
    const iterations = options.iterations ?? (timed ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
    const now = options.now ?? (() => performance.now());
    const name = options.timeMs !== undefined && options.iterations === undefined
        ? `mcts(${options.timeMs}ms)`
        : `mcts(${iterations})`;
    let lastSearch = null;
    function search(ctx) {
        const start = now();
        const players = ctx.view.players;
        // One stream of sample seeds per decision, drawn from the bot's generator.
        const base = `${options.seed}:${nextU32(rng).toString(36)}`;
        const root = newNode(ctx.seat);
        let done = 0;
        // With a time budget every step asks the clock; with iterations alone it is never read in the loop.
        const deadline = timed ? start + options.timeMs : Number.POSITIVE_INFINITY;
        const expired = timed ? () => now() >= deadline : () => false;
        iterating: while (done < iterations && !expired()) {
            let s = ctx.sample(`${base}:${done}`);
            let node = root;
            const path = [];
            for (;;) {
                if (expired())
                    break iterating;
                // At the root the bot's own seat moves, even when other seats decide at the same time.
                const turn = node === root ? rootTurn(ctx, s, players) : toMove(ctx.rules, s, players);
                if (turn === null)
                    break;
                let best = null;
                let bestMove = null;
                let bestScore = Number.NEGATIVE_INFINITY;
                const untried = [];
                for (const m of turn.moves) {
                    const child = node.children.get(moveKey(m));
                    if (!child) {
                        untried.push(m);
                        continue;
                    }
                    child.avail += 1;
                    const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
                    if (score > bestScore) {
                        bestScore = score;
                        best = child;
                        bestMove = m;
                    }
                }
                if (untried.length > 0) {
                    const m = untried[randomInt(rng, untried.length)];
                    const child = newNode(turn.seat);
                    child.avail = 1;
                    node.children.set(moveKey(m), child);
                    path.push(child);
                    s = ctx.rules.applyMove(s, m);
                    break;
                }
                if (best === null || bestMove === null)
                    break;
                path.push(best);
                node = best;
                s = ctx.rules.applyMove(s, bestMove);
            }
            const r = playout(ctx.rules, s, players, rng, limit, expired);
            // An iteration cut by the clock is dropped: its path keeps no visit and no result.
            if (r === null)
                break;
            for (const n of path) {
                n.visits += 1;
                n.reward += r[n.seat] ?? 0;
            }
            done += 1;
        }
        const ranked = ctx.moves
            .map((move) => {
            const n = root.children.get(moveKey(move));
            return { move, visits: n?.visits ?? 0, value: n && n.visits > 0 ? n.reward / n.visits : 0 };
        })
            .sort((a, b) => b.visits - a.visits || b.value - a.value);
        lastSearch = { iterations: done, ms: now() - start, moves: ranked };
        // A budget spent before the first iteration ended still answers: a random legal move.
        if (done === 0)
            return ctx.moves[randomInt(rng, ctx.moves.length)];
        return ranked[0].move;
    }
    return {
        name,
        get lastSearch() {
            return lastSearch;
        },
        choose(ctx) {
            if (ctx.moves.length === 0)
                throw new Error(`seat ${ctx.seat} has no legal move to choose from`);
            if (ctx.moves.length === 1) {
                lastSearch = null;
                return ctx.moves[0];
            }
            return search(ctx);
        },
    };
}
//# sourceMappingURL=mcts.js.map