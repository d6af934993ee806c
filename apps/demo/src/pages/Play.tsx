import type { Engine, Move, Seat } from "@ludic/runtime";
import { catalogueOf, endingMoves, logText, Table } from "@ludic/ui";
import { useCallback, useMemo, useState } from "react";
import { EndPanel } from "../components/EndPanel.js";
import { HandOver } from "../components/HandOver.js";
import { RecordTools } from "../components/RecordTools.js";
import { screenFor } from "../model/handover.js";
import { seatNames } from "../model/seats.js";
import { PACES, type Session, startSession } from "../model/session.js";
import { href } from "../navigation.js";
import { useBotTurns } from "../useBotTurns.js";

export interface PlayProps {
  engine: Engine;
  session: Session;
  onMove(move: Move): void;
  onRematch(): void;
  onReplay(): void;
}

/**
 * The table of a game in progress: the person's view (or, with several people at one screen,
 * the view of whoever holds it, behind a hand-over curtain between them), bots moving in the
 * worker, the log, and at the end the scores, rematch, replay and the record.
 */
export function Play({ engine, session, onMove, onRematch, onReplay }: PlayProps) {
  const { plan, state, record } = session;
  const { meta } = engine;
  // The position the moves start from, for the log that tells every move.
  const origin = useMemo(() => startSession(engine, plan).state, [engine, plan]);
  const history = useMemo(
    () => ({ engine, start: origin, moves: record.moves }),
    [engine, origin, record.moves],
  );
  const names = useMemo(() => seatNames(plan.seats), [plan.seats]);
  const people = useMemo(() => plan.seats.flatMap((s, i) => (s.kind === "person" ? [i] : [])), [plan.seats]);
  const hasBots = people.length < plan.seats.length;
  const outcome = engine.outcome(state);
  const waiting = engine.decisions(state).map((d) => d.seat);
  const [holder, setHolder] = useState<Seat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const screen = screenFor({ people, waiting, holder, over: outcome !== null });

  const play = useCallback(
    (move: Move) => {
      try {
        onMove(move);
        setError(null);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [onMove],
  );
  // A person's move is checked here first, so a refused move shows at the table.
  const personMove = useCallback(
    (move: Move) => {
      try {
        engine.applyMove(state, move);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        return;
      }
      play(move);
    },
    [engine, state, play],
  );
  const bots = useBotTurns(engine, session, paused, play);

  const viewer = screen.viewer;
  const view = viewer === null ? null : engine.view(state, viewer);
  const deciding = viewer !== null && viewer !== "spectator" && waiting.includes(viewer) ? viewer : null;
  const moves = useMemo(
    () => (deciding === null ? [] : engine.legalMoves(state, deciding)),
    [engine, state, deciding],
  );
  const ending = useMemo(() => endingMoves(engine, state, moves), [engine, state, moves]);
  const variant = meta.variants.find((v) => v.id === plan.variant);
  const saved = { record, seatNames: names };
  const catalogue = catalogueOf(meta);
  const recent = useMemo(() => {
    if (screen.curtain === null) return [];
    return engine
      .view(state, "spectator")
      .log.slice(-4)
      .map((line) => logText(line, catalogue, names));
  }, [screen.curtain, engine, state, catalogue, names]);

  return (
    <div className="play">
      <header className="play-bar">
        <div className="play-title">
          <h1>{variant && variant.title !== meta.title ? variant.title : meta.title}</h1>
          <span className="muted">
            Seed <code>{plan.seed}</code> · move {record.moves.length}
          </span>
        </div>
        <p className="play-status" aria-live="polite">
          {outcome
            ? ""
            : bots.thinking !== null
              ? `${names[bots.thinking]} is thinking…`
              : paused && hasBots
                ? "Bots paused"
                : ""}
        </p>
        <div className="button-row">
          {hasBots && !outcome && (
            <button type="button" className="button button--small" onClick={() => setPaused(!paused)}>
              {paused ? "Resume the bots" : "Pause the bots"}
            </button>
          )}
          <a className="button button--small" href={href({ page: "rules", game: meta.id, anchor: null })}>
            Rules
          </a>
          <a
            className="button button--small button--quiet"
            href={href({ page: "new", game: meta.id, variant: plan.variant })}
          >
            New game
          </a>
        </div>
      </header>

      {bots.error && (
        <div className="banner banner--error" role="alert">
          <p>The bot could not move: {bots.error}</p>
          <button type="button" className="button button--small" onClick={bots.retry}>
            Try again
          </button>
        </div>
      )}

      {outcome && (
        <EndPanel
          outcome={outcome}
          names={names}
          moves={record.moves.length}
          onRematch={onRematch}
          onReplay={onReplay}
          newGameHref={href({ page: "new", game: meta.id, variant: plan.variant })}
        >
          <RecordTools saved={saved} />
        </EndPanel>
      )}

      {screen.curtain !== null ? (
        <HandOver
          name={names[screen.curtain] ?? `Seat ${screen.curtain + 1}`}
          recent={recent}
          onReady={() => setHolder(screen.curtain)}
        />
      ) : (
        view && (
          <Table
            meta={meta}
            view={view}
            moves={moves}
            onMove={personMove}
            seatNames={names}
            error={error}
            history={history}
            ending={ending}
            fill
          >
            {!outcome && (
              <details className="play-more">
                <summary>This game's record</summary>
                <p className="muted">
                  {record.moves.length} moves so far; bots move at the “
                  {PACES.find((p) => p.ms === plan.pace)?.label ?? `${plan.pace} ms`}” pace.
                </p>
                <RecordTools saved={saved} compact />
                <p>
                  <button type="button" className="button button--small button--quiet" onClick={onReplay}>
                    Replay the game so far
                  </button>
                </p>
              </details>
            )}
          </Table>
        )
      )}
    </div>
  );
}
