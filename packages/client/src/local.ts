/**
 * A table whose engine runs here: hot-seat people and bots, with the same snapshot as an online
 * table, plus what only a local table has (the position, the moves played, the bots' pause and
 * failures). Bots move on their own while someone watches the table (a subscriber): a table made
 * during a render, or dropped by React's strict mode, schedules nothing. By default bots think in
 * this thread; `decide` can hand them to a worker, as the demo's bot worker does.
 */
import { createBot, decide as decideHere, parseBotSpec } from "@ludic/bots";
import { type Engine, type GameOptions, LudicError, type Move, type Seat } from "@ludic/runtime";
import { endingMoves } from "./ending.js";
import { EMPTY, SnapshotStore, type TableSnapshot, type TableSource } from "./source.js";

export { endingMoves } from "./ending.js";

export interface LocalOptions<S = unknown> {
  /** A fresh game from the engine's `setup` (players, seed, variant, options)… */
  players?: number;
  seed?: string;
  variant?: string;
  options?: GameOptions;
  /** …or this position (a story's fixed spot); `seed` then only seeds the bots. */
  start?: S;
  /** Moves already played from the start: a game resumed from its record. */
  moves?: readonly Move[];
  /** One per seat: "human", or a bot ("random", "mcts", "mcts:400", "mcts:250ms", or any name `decide` knows). */
  seats: string[];
  /** Whose view is shown: a seat, "spectator", or "deciding" (hot-seat: the person who must decide). */
  viewer?: Seat | "spectator" | "deciding";
  /** Milliseconds a bot's move takes at least, thinking included, so people can follow (default 0). */
  botDelayMs?: number;
  /** Start with the bots paused (`pause(false)` lets them go). */
  paused?: boolean;
  /** Where a bot decides; default: here. `seed` differs per move and per retry. */
  decide?: (state: S, seat: Seat, bot: string, seed: string) => Promise<Move> | Move;
  /** Called with every move played at the table, people's and bots'. */
  onMove?(move: Move): void;
}

export interface LocalSnapshot<S = unknown> extends TableSnapshot {
  /** The position now, and the one the moves start from (a local table has nothing to hide from its page). */
  state: S;
  start: S;
  /** Every move played so far, in order: with the setup, the game's record. */
  played: readonly Move[];
  paused: boolean;
  /** Why the bot could not move (its `decide` failed); `retry()` asks again. */
  botError: string | null;
}

export interface LocalTable<S = unknown> extends TableSource {
  getSnapshot(): LocalSnapshot<S>;
  /** Shows another viewer's side (hot-seat hand-over, the end of the game). */
  show(viewer: Seat | "spectator" | "deciding"): void;
  pause(paused: boolean): void;
  /** Asks the failed bot again, with a fresh seed. */
  retry(): void;
}

export function localTable<S>(engine: Engine<S>, o: LocalOptions<S>): LocalTable<S> {
  const seed = o.seed ?? "";
  const start =
    o.start ??
    engine.setup({
      players: o.players ?? engine.meta.players.min,
      seed,
      ...(o.variant !== undefined ? { variant: o.variant } : {}),
      ...(o.options !== undefined ? { options: o.options } : {}),
    });
  let state = start;
  const played: Move[] = [];
  for (const m of o.moves ?? []) {
    state = engine.applyMove(state, m);
    played.push(m);
  }
  let closed = false;
  let paused = o.paused ?? false;
  let viewer = o.viewer ?? "deciding";
  let shown: Seat | "spectator" = 0;
  /** Counts bot turns asked for; a later request or a pause makes an earlier answer stale. */
  let turn = 0;
  let attempt = 0;
  let thinking: Seat | null = null;
  let botError: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const seats = o.seats.map((kind) => ({
    kind: kind === "human" ? "open" : kind,
    taken: true,
    connected: true,
    graceUntil: null,
  }));
  const people = (s: Seat): boolean => o.seats[s] === "human";
  const decide =
    o.decide ??
    ((st: S, seat: Seat, bot: string, botSeed: string) =>
      decideHere(engine, st, seat, createBot(parseBotSpec(bot), botSeed)));

  function shownSeat(): Seat | "spectator" {
    if (viewer !== "deciding") return viewer;
    const d = engine.decisions(state).find((x) => people(x.seat));
    return d?.seat ?? shown;
  }

  function snapshot(refusal: TableSnapshot["refusal"]): LocalSnapshot<S> {
    shown = shownSeat();
    const outcome = engine.outcome(state);
    const waiting = outcome === null ? engine.decisions(state).map((d) => d.seat) : [];
    const view = engine.view(state, shown);
    const moves =
      typeof shown === "number" && outcome === null && people(shown) && waiting.includes(shown)
        ? engine.legalMoves(state, shown)
        : [];
    return {
      ...EMPTY,
      game: engine.meta.id,
      variant: o.variant ?? engine.meta.variants[0]?.id ?? null,
      seat: shown,
      view,
      moves,
      ending: typeof shown === "number" ? endingMoves(engine, state, moves, view) : [],
      waiting,
      thinking,
      seq: played.length,
      seats,
      outcome,
      refusal,
      connection: closed ? "closed" : "open",
      state,
      start,
      played: [...played],
      paused,
      botError,
    };
  }

  const store = new SnapshotStore<LocalSnapshot<S>>(snapshot(null));
  const publish = (refusal: TableSnapshot["refusal"] = store.get().refusal): void =>
    store.set(snapshot(refusal));

  function apply(move: Move): boolean {
    try {
      state = engine.applyMove(state, move);
    } catch (e) {
      if (!(e instanceof LudicError)) throw e;
      publish({ code: e.code, message: e.message });
      return false;
    }
    played.push(move);
    attempt = 0;
    botError = null;
    o.onMove?.(move);
    schedule(null);
    return true;
  }

  function cancel(): void {
    turn += 1;
    thinking = null;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  /** Asks the bot whose decision the game waits for, if any, and publishes the snapshot. */
  function schedule(refusal: TableSnapshot["refusal"] = store.get().refusal): void {
    cancel();
    const bot =
      closed || paused || botError !== null || store.watchers === 0 || engine.outcome(state) !== null
        ? undefined
        : engine.decisions(state).find((d) => !people(d.seat));
    if (bot !== undefined) {
      const mine = turn;
      const at = state;
      const started = Date.now();
      thinking = bot.seat;
      Promise.resolve()
        .then(() =>
          decide(
            at,
            bot.seat,
            o.seats[bot.seat] as string,
            `${seed}:${played.length}:${bot.seat}:${attempt}`,
          ),
        )
        .then(
          (move) => {
            if (mine !== turn) return;
            timer = setTimeout(
              () => {
                timer = null;
                if (mine === turn) apply(move);
              },
              Math.max(0, (o.botDelayMs ?? 0) - (Date.now() - started)),
            );
          },
          (e: unknown) => {
            if (mine !== turn) return;
            thinking = null;
            botError = e instanceof Error ? e.message : String(e);
            publish();
          },
        );
    }
    publish(refusal);
  }

  return {
    getSnapshot: () => store.get(),
    subscribe(listener) {
      const off = store.subscribe(listener);
      if (store.watchers === 1) schedule();
      return () => {
        off();
        // Nobody watches (unmounted, or strict mode's trial run): the bots stop until someone does.
        if (store.watchers === 0 && thinking !== null) {
          cancel();
          publish();
        }
      };
    },
    play(move) {
      const seat = store.get().seat;
      if (typeof seat !== "number") {
        publish({ code: "spectator", message: "a spectator cannot move" });
        return;
      }
      apply({ seat, action: move.action, args: move.args });
    },
    show(v) {
      viewer = v;
      publish();
    },
    pause(p) {
      paused = p;
      schedule();
    },
    retry() {
      botError = null;
      attempt += 1;
      schedule();
    },
    async close() {
      closed = true;
      cancel();
      publish();
    },
  };
}
