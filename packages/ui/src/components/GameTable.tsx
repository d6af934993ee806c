import type { Engine, Move, Seat } from "@ludic/runtime";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Bot, randomBot } from "../model/bot.js";
import { endingMoves } from "../model/ending.js";
import { skinFor } from "../skins/index.js";
import type { Skin } from "../skins/skin.js";
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
 * A playable table: holds the engine state, shows the person's view and legal moves, applies
 * their moves, and lets bots play the other seats. Only the contract is used, so any engine plays.
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
  skin = skinFor(engine.meta),
  cardSize,
  onMove,
}: GameTableProps<S, M>) {
  const [game, setGame] = useState(0);
  const [origin, setOrigin] = useState<S>(() => start(0));
  const [state, setState] = useState<S>(origin);
  const [played, setPlayed] = useState<readonly Move[]>([]);
  const [error, setError] = useState<string | null>(null);
  const players = engine.view(state, "spectator").players;
  const names = useMemo(
    () =>
      seatNames ??
      Array.from({ length: players }, (_, s) => (s === seat ? "You" : players > 2 ? `Bot ${s + 1}` : "Bot")),
    [seatNames, players, seat],
  );
  // One seeded random bot per seat and game, kept across renders.
  const made = useRef(new Map<string, Bot>());
  const botFor = useCallback(
    (s: Seat): Bot => {
      const given = bots[s];
      if (given) return given;
      const key = `${game}:${s}`;
      let b = made.current.get(key);
      if (!b) {
        b = randomBot(1000 * (game + 1) + s);
        made.current.set(key, b);
      }
      return b;
    },
    [bots, game],
  );
  const view = engine.view(state, seat);
  const decisions = engine.decisions(state);
  const mine = seat !== "spectator" && decisions.some((d) => d.seat === seat);
  const moves = useMemo(
    () => (mine ? (engine.legalMoves(state, seat as Seat) as Move[]) : []),
    [engine, state, seat, mine],
  );
  const ending = useMemo(() => endingMoves(engine, state, moves), [engine, state, moves]);
  const play = useCallback(
    (m: Move) => {
      try {
        setState(engine.applyMove(state, m as M));
        setPlayed((p) => [...p, m]);
        setError(null);
        onMove?.(m);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [engine, state, onMove],
  );
  // Bots move one at a time, after a pause a person can follow.
  const botSeat = autoplay ? decisions.map((d) => d.seat).find((s) => s !== seat) : undefined;
  useEffect(() => {
    if (botSeat === undefined) return;
    const timer = setTimeout(() => {
      const legal = engine.legalMoves(state, botSeat) as Move[];
      if (legal.length > 0) play(botFor(botSeat)(legal));
    }, botDelay);
    return () => clearTimeout(timer);
  }, [botSeat, state, engine, botDelay, botFor, play]);
  const over = engine.outcome(state) !== null;
  const history = useMemo(() => ({ engine, start: origin, moves: played }), [engine, origin, played]);
  return (
    <Table
      meta={engine.meta}
      view={view}
      moves={moves}
      onMove={play}
      skin={skin}
      seatNames={names}
      error={error}
      history={history}
      ending={ending}
      cardSize={cardSize}
    >
      {restartable && (
        <div className="ludic-buttons ludic-table-controls">
          <button
            type="button"
            className={`ludic-button ${over ? "ludic-button--primary" : "ludic-button--quiet"}`}
            onClick={() => {
              const next = start(game + 1);
              setGame(game + 1);
              setOrigin(next);
              setState(next);
              setPlayed([]);
              setError(null);
            }}
          >
            {over ? "Play again" : "New game"}
          </button>
        </div>
      )}
    </Table>
  );
}
