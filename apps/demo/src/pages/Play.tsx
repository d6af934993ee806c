import { useGame } from "@ludic/client/react";
import type { Engine, Seat } from "@ludic/runtime";
import { catalogueOf, logText, Table } from "@ludic/ui";
import { useEffect, useMemo, useState } from "react";
import { EndPanel } from "../components/EndPanel.js";
import { HandOver } from "../components/HandOver.js";
import { RecordTools } from "../components/RecordTools.js";
import { screenFor } from "../model/handover.js";
import { seatNames } from "../model/seats.js";
import { PACES, type Session } from "../model/session.js";
import { href } from "../navigation.js";
import { skinOf } from "../skins/index.js";

export interface PlayProps {
  engine: Engine;
  session: Session;
  onRematch(): void;
  onReplay(): void;
}

/**
 * The table of a game in progress: the person's view (or, with several people at one screen,
 * the view of whoever holds it, behind a hand-over curtain between them), bots moving in the
 * worker, the log, and at the end the scores, rematch, replay and the record. The session's local
 * table holds the game; this page reads it with `useGame`, as the online table reads a server's.
 */
export function Play({ engine, session, onRematch, onReplay }: PlayProps) {
  const { plan, table } = session;
  const { meta } = engine;
  const g = useGame(table);
  const { outcome, state } = g;
  const history = useMemo(() => ({ engine, start: g.start, moves: g.played }), [engine, g.start, g.played]);
  const names = useMemo(() => seatNames(plan.seats), [plan.seats]);
  const people = useMemo(() => plan.seats.flatMap((s, i) => (s.kind === "person" ? [i] : [])), [plan.seats]);
  const hasBots = people.length < plan.seats.length;
  const [holder, setHolder] = useState<Seat | null>(null);
  const screen = screenFor({ people, waiting: g.waiting, holder, over: outcome !== null });
  // The table shows the screen's viewer; until it does (one render), nothing of the table shows.
  const viewer = screen.viewer;
  useEffect(() => {
    if (viewer !== null && viewer !== g.seat) table.show(viewer);
  }, [table, viewer, g.seat]);
  const view = viewer !== null && viewer === g.seat ? g.view : null;
  const paused = g.paused;
  const record = useMemo(() => session.record, [session, g.played]);
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
            : g.thinking !== null
              ? `${names[g.thinking]} is thinking…`
              : paused && hasBots
                ? "Bots paused"
                : ""}
        </p>
        <div className="button-row">
          {hasBots && !outcome && (
            <button type="button" className="button button--small" onClick={() => table.pause(!paused)}>
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

      {g.botError && (
        <div className="banner banner--error" role="alert">
          <p>The bot could not move: {g.botError}</p>
          <button type="button" className="button button--small" onClick={() => table.retry()}>
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
            moves={g.moves}
            onMove={g.play}
            seatNames={names}
            skin={skinOf(meta.id)}
            error={g.refusal?.message ?? null}
            history={history}
            ending={g.ending}
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
