/**
 * A table whose engine runs here: hot-seat people and bots, with the same snapshot as an online
 * table. Bots move on their own after every change; by default they think in this thread
 * (`decide` can hand them to a worker, as the demo's bot worker does).
 */
import { createBot, decide as decideHere, parseBotSpec } from "@ludic/bots";
import { type Engine, type GameOptions, LudicError, type Move, type Seat } from "@ludic/runtime";
import { SnapshotStore, type TableSnapshot, type TableSource } from "./source.js";

export interface LocalOptions {
  players: number;
  seed: string;
  variant?: string;
  options?: GameOptions;
  /** One per seat: "human", or a bot ("random", "mcts", "mcts:400", "mcts:250ms"). */
  seats: string[];
  /** Whose view is shown: a seat, "spectator", or "deciding" (hot-seat: the person who must decide). */
  viewer?: Seat | "spectator" | "deciding";
  /** Pause before a bot moves, so people can follow (default 0). */
  botDelayMs?: number;
  /** Where a bot decides; default: here, synchronously. */
  decide?: (state: unknown, seat: Seat, bot: string, seed: string) => Promise<Move>;
}

export function localTable<S>(engine: Engine<S>, o: LocalOptions): TableSource {
  const store = new SnapshotStore();
  let state = engine.setup({
    players: o.players,
    seed: o.seed,
    ...(o.variant !== undefined ? { variant: o.variant } : {}),
    ...(o.options !== undefined ? { options: o.options } : {}),
  });
  let seq = 0;
  let closed = false;
  let botTimer: ReturnType<typeof setTimeout> | null = null;
  const viewer = o.viewer ?? "deciding";
  const seats = o.seats.map((kind) => ({
    kind: kind === "human" ? "open" : kind,
    taken: true,
    connected: true,
    graceUntil: null,
  }));
  const people = (s: Seat): boolean => o.seats[s] === "human";
  const decide =
    o.decide ??
    (async (st: unknown, seat: Seat, bot: string, seed: string) =>
      decideHere(engine, st as S, seat, createBot(parseBotSpec(bot), seed)));

  function shownSeat(): Seat | "spectator" {
    if (viewer !== "deciding") return viewer;
    const d = engine.decisions(state).find((x) => people(x.seat));
    return d?.seat ?? (store.get().seat as Seat | "spectator" | null) ?? 0;
  }

  function publish(patch: Partial<TableSnapshot> = {}): void {
    const seat = shownSeat();
    const outcome = engine.outcome(state);
    store.set({
      game: engine.meta.id,
      variant: o.variant ?? engine.meta.variants[0]?.id ?? null,
      seat,
      view: engine.view(state, seat),
      moves: seat === "spectator" || outcome !== null || !people(seat) ? [] : engine.legalMoves(state, seat),
      seq,
      seats,
      deadline: null,
      outcome,
      connection: closed ? "closed" : "open",
      ...patch,
    });
  }

  function apply(move: Move): boolean {
    try {
      state = engine.applyMove(state, move);
      seq += 1;
      publish({ refusal: null });
      scheduleBot();
      return true;
    } catch (e) {
      if (!(e instanceof LudicError)) throw e;
      publish({ refusal: { code: e.code, message: e.message } });
      return false;
    }
  }

  function scheduleBot(): void {
    if (botTimer !== null || closed || engine.outcome(state) !== null) return;
    const bot = engine.decisions(state).find((d) => !people(d.seat));
    if (bot === undefined) return;
    const at = seq;
    botTimer = setTimeout(() => {
      botTimer = null;
      const before = state;
      void decide(before, bot.seat, o.seats[bot.seat] as string, `${o.seed}:${bot.seat}:${at}`).then(
        (move) => {
          if (!closed && seq === at) apply(move);
        },
      );
    }, o.botDelayMs ?? 0);
  }

  publish({ refusal: null });
  scheduleBot();
  return {
    getSnapshot: () => store.get(),
    subscribe: (l) => store.subscribe(l),
    play(move) {
      const seat = store.get().seat;
      if (typeof seat !== "number") {
        publish({ refusal: { code: "spectator", message: "a spectator cannot move" } });
        return;
      }
      apply({ seat, action: move.action, args: move.args });
    },
    async close() {
      closed = true;
      if (botTimer !== null) clearTimeout(botTimer);
      publish();
    },
  };
}
