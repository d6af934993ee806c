/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and Whitehouse
 * 2012). Each iteration samples a state consistent with the bot's view (`ctx.sample`, the
 * engine's `determinize`), walks the tree of moves with UCB1 restricted to the moves legal in
 * that sample (counting how often each was available), adds one node, plays the rest of the game
 * at random and credits every node on the path with the result for the seat that chose it.
 * The move played is the root's most visited one. Nothing here knows any game.
 */
import {
  type Move,
  nextU32,
  type Outcome,
  type RngState,
  randomInt,
  type Seat,
  seedRng,
} from "@ludic/runtime";
import type { Bot, BotContext, Simulator } from "./types.js";

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
  moves: { move: Move; visits: number; value: number }[];
}

export interface MctsBot extends Bot {
  /** Figures of the last search (none when the decision had a single legal move). */
  readonly lastSearch: SearchStats | null;
}

export const DEFAULT_ITERATIONS = 200;

interface TreeNode {
  /** The seat that chose the move leading here. */
  seat: Seat;
  visits: number;
  /** Sum of results for `seat`. */
  reward: number;
  /** How many times this node's move was legal when its parent was visited. */
  avail: number;
  children: Map<string, TreeNode>;
}

function newNode(seat: Seat): TreeNode {
  return { seat, visits: 0, reward: 0, avail: 0, children: new Map() };
}

/** A move's identity in the tree: seat, action and arguments. */
export function moveKey(m: Move): string {
  return `${m.seat}|${m.action}|${JSON.stringify(m.args)}`;
}

/** The seat to move and its legal moves, or null when the game is over (or nobody can move). */
export function toMove<S, M extends Move>(
  rules: Simulator<S, M>,
  s: S,
  players: number,
): { seat: Seat; moves: M[] } | null {
  if (rules.outcome(s) !== null) return null;
  // Asking each seat is cheaper than decisions() + legalMoves(): a seat not asked gets [] at once.
  for (let seat = 0; seat < players; seat++) {
    const moves = rules.legalMoves(s, seat);
    if (moves.length > 0) return { seat, moves };
  }
  return null;
}

/** Each seat's result: 1 for a winner, 0 for the others; a draw or an unfinished game gives 1/n each. */
export function results(outcome: Outcome | null, players: number): number[] {
  if (outcome === null || outcome.winners.length === 0) return new Array<number>(players).fill(1 / players);
  const r = new Array<number>(players).fill(0);
  for (const w of outcome.winners) r[w] = 1;
  return r;
}

/**
 * Plays on at random from `s`; the seats' results, or null when `expired()` says the time budget
 * ran out first (a playout can be hundreds of moves: the clock is read between them, not only
 * between iterations, so a timed search never overshoots by a whole playout).
 */
function playout<S, M extends Move>(
  rules: Simulator<S, M>,
  s: S,
  players: number,
  rng: RngState,
  limit: number,
  expired: () => boolean,
): number[] | null {
  let state = s;
  for (let i = 0; i < limit; i++) {
    if (expired()) return null;
    const next = toMove(rules, state, players);
    if (next === null) return results(rules.outcome(state), players);
    state = rules.applyMove(state, next.moves[randomInt(rng, next.moves.length)] as M);
  }
  return results(null, players);
}

/** The root's moves: the deciding seat's, in the sample. */
function rootTurn<S, M extends Move>(
  ctx: BotContext<S, M>,
  s: S,
  players: number,
): { seat: Seat; moves: M[] } | null {
  const moves = ctx.rules.legalMoves(s, ctx.seat);
  return moves.length > 0 ? { seat: ctx.seat, moves } : toMove(ctx.rules, s, players);
}

export function mctsBot(options: MctsOptions): MctsBot {
  const rng = seedRng(`mcts:${options.seed}`);
  const c = options.exploration ?? 0.7;
  const limit = options.playoutLimit ?? 1000;
  const timed = options.timeMs !== undefined;
  const iterations = options.iterations ?? (timed ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS);
  const now = options.now ?? (() => performance.now());
  const name =
    options.timeMs !== undefined && options.iterations === undefined
      ? `mcts(${options.timeMs}ms)`
      : `mcts(${iterations})`;
  let lastSearch: SearchStats | null = null;

  function search<S, M extends Move>(ctx: BotContext<S, M>): M {
    const start = now();
    const players = ctx.view.players;
    // One stream of sample seeds per decision, drawn from the bot's generator.
    const base = `${options.seed}:${nextU32(rng).toString(36)}`;
    const root = newNode(ctx.seat);
    let done = 0;
    // With a time budget every step asks the clock; with iterations alone it is never read in the loop.
    const deadline = timed ? start + (options.timeMs as number) : Number.POSITIVE_INFINITY;
    const expired = timed ? () => now() >= deadline : () => false;
    iterating: while (done < iterations && !expired()) {
      let s = ctx.sample(`${base}:${done}`);
      let node = root;
      const path: TreeNode[] = [];
      for (;;) {
        if (expired()) break iterating;
        // At the root the bot's own seat moves, even when other seats decide at the same time.
        const turn = node === root ? rootTurn(ctx, s, players) : toMove(ctx.rules, s, players);
        if (turn === null) break;
        let best: TreeNode | null = null;
        let bestMove: M | null = null;
        let bestScore = Number.NEGATIVE_INFINITY;
        const untried: M[] = [];
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
          const m = untried[randomInt(rng, untried.length)] as M;
          const child = newNode(turn.seat);
          child.avail = 1;
          node.children.set(moveKey(m), child);
          path.push(child);
          s = ctx.rules.applyMove(s, m);
          break;
        }
        if (best === null || bestMove === null) break;
        path.push(best);
        node = best;
        s = ctx.rules.applyMove(s, bestMove);
      }
      const r = playout(ctx.rules, s, players, rng, limit, expired);
      // An iteration cut by the clock is dropped: its path keeps no visit and no result.
      if (r === null) break;
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
    if (done === 0) return ctx.moves[randomInt(rng, ctx.moves.length)] as M;
    return (ranked[0] as { move: M }).move;
  }

  return {
    name,
    get lastSearch() {
      return lastSearch;
    },
    choose(ctx) {
      if (ctx.moves.length === 0) throw new Error(`seat ${ctx.seat} has no legal move to choose from`);
      if (ctx.moves.length === 1) {
        lastSearch = null;
        return ctx.moves[0] as (typeof ctx.moves)[number];
      }
      return search(ctx);
    },
  };
}
