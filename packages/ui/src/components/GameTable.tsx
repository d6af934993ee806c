import { localTable } from "@ludic/client/local";
import { useGame } from "@ludic/client/react";
import type { Engine, Move, Seat, View } from "@ludic/runtime";
import { useMemo, useRef, useState } from "react";
import { type Bot, randomBot } from "../model/bot.js";
import { emptySkin, type Skin } from "../model/skin.js";
import type { CardSize } from "./Card.js";
import { Table } from "./Table.js";

export interface GameTableProps<S, M extends Move> {
  engine: Engine<S, M>;
  /** The position to start from; `game` counts the games played at this table (0, 1, …) for fresh seeds. */
  start(game: number): S;
  /** The person's seat, or "spectator" to watch bots play. */
  seat: Seat | "spectator";
  /** A bot per seat; seats without one (other than the person's) get a seeded random bot. */
  bots?: Partial<Record<Seat, Bot>>;
  /** Milliseconds before a bot moves (0 in tests). */
  botDelay?: number;
  /** false: the other seats do not move by themselves (a story showing one decision). */
  autoplay?: boolean;
  /** false: no "New game" button (a fixed position). */
  restartable?: boolean;
  seatNames?: readonly string[];
  skin?: Skin;
  cardSize?: CardSize;
  /** Called with every move played at the table, the person's and the bots'. */
  onMove?(move: Move): void;
}

const NO_BOTS: Partial<Record<Seat, Bot>> = {};

/**
 * A playable table: a local table source (`@ludic/client`'s `localTable`, read with `useGame`,
 * as the demo's tables are) holds the engine state, shows the person's view and legal moves,
 * applies their moves, and lets bots play the other seats. Only the contract is used, so any
 * engine plays.
 */
export function GameTable<S, M extends Move>({
  engine,
  start,
  seat,
  bots = NO_BOTS,
  botDelay = 400,
  autoplay = true,
  restartable = true,
  seatNames,
  skin = emptySkin,
  cardSize,
  onMove,
}: GameTableProps<S, M>) {
  const [game, setGame] = useState(0);
  // The latest props, read when a bot moves or a move is played (a new prop object each render
  // must not make a new table).
  const latest = useRef({ bots, onMove, start });
  latest.current = { bots, onMove, start };
  // One seeded random bot per seat and game, kept across renders.
  const made = useRef(new Map<string, Bot>());
  const table = useMemo(() => {
    const first = latest.current.start(game);
    const players = engine.view(first, "spectator").players;
    const botFor = (s: Seat): Bot => {
      const given = latest.current.bots[s];
      if (given) return given;
      const key = `${game}:${s}`;
      let b = made.current.get(key);
      if (!b) {
        b = randomBot(1000 * (game + 1) + s);
        made.current.set(key, b);
      }
      return b;
    };
    return localTable<S>(engine as unknown as Engine<S>, {
      start: first,
      seats: Array.from({ length: players }, (_, s) => (s === seat ? "human" : "bot")),
      viewer: seat,
      botDelayMs: botDelay,
      paused: !autoplay,
      decide: (state, s) => botFor(s)(engine.legalMoves(state, s) as Move[]),
      onMove: (m) => latest.current.onMove?.(m),
    });
  }, [engine, game, seat, botDelay, autoplay]);
  const g = useGame(table);
  const view = g.view as View;
  const players = view.players;
  const names = useMemo(
    () =>
      seatNames ??
      Array.from({ length: players }, (_, s) => (s === seat ? "You" : players > 2 ? `Bot ${s + 1}` : "Bot")),
    [seatNames, players, seat],
  );
  const history = useMemo(() => ({ engine, start: g.start, moves: g.played }), [engine, g.start, g.played]);
  const over = g.outcome !== null;
  return (
    <Table
      meta={engine.meta}
      view={view}
      moves={g.moves}
      onMove={g.play}
      skin={skin}
      seatNames={names}
      error={g.refusal?.message ?? null}
      history={history}
      ending={g.ending}
      cardSize={cardSize}
    >
      {restartable && (
        <div className="ludic-buttons ludic-table-controls">
          <button
            type="button"
            className={`ludic-button ${over ? "ludic-button--primary" : "ludic-button--quiet"}`}
            onClick={() => setGame(game + 1)}
          >
            {over ? "Play again" : "New game"}
          </button>
        </div>
      )}
    </Table>
  );
}
