/**
 * A table on the server, as this tab sits at it: its seat's view and moves from the server,
 * the same table components as a game at one screen, who is at each seat (and who dropped),
 * the link for a friend, the turn clock, the end of the game with its rematch and replay.
 * A reload takes the seat back (the tab keeps its seat token); a dropped connection comes back
 * by itself (@ludic/client).
 */
import { nameSeats, type OnlineTable, type TableSnapshot } from "@ludic/client";
import { useGame } from "@ludic/client/react";
import type { Engine, GameRecord } from "@ludic/runtime";
import { Table } from "@ludic/ui";
import { useEffect, useMemo, useState } from "react";
import { EndPanel } from "../components/EndPanel.js";
import { variantName } from "../model/engines.js";
import type { SavedGame } from "../model/record.js";
import { href, navigate } from "../navigation.js";
import { skinOf } from "../skins/index.js";
import { serverAddress, tableLink } from "./address.js";
import { onlineSeatNames, rematchSeat, seatStatus } from "./seats.js";
import { holdsSeat, joinTable, leaveTable, tableHere } from "./tables.js";
import "./online.css";

export interface OnlinePlayProps {
  engines: readonly Engine[];
  tableId: string;
  onReplay(saved: SavedGame): void;
}

function problem(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function OnlinePlay({ engines, tableId, onReplay }: OnlinePlayProps) {
  const [table, setTable] = useState<OnlineTable | null>(() => tableHere(tableId) ?? null);
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const connect = (how: { spectate?: boolean }) => {
    setJoining(true);
    setError(null);
    joinTable(tableId, how).then(
      (t) => {
        setTable(t);
        setJoining(false);
      },
      (e: unknown) => {
        setError(problem(e));
        setJoining(false);
      },
    );
  };
  // A seat this tab holds (a reload, or back from another page): take it back at once.
  useEffect(() => {
    if (table === null && holdsSeat(tableId)) connect({});
  }, [tableId]);

  if (table !== null) return <OnlineGame table={table} engines={engines} onReplay={onReplay} />;
  return (
    <section className="online-join" aria-labelledby="online-join-title">
      <h1 id="online-join-title">Join a table</h1>
      <p>
        Table <code>{tableId}</code> on <code>{serverAddress().ws}</code>.
      </p>
      {error && (
        <p className="banner banner--error" role="alert">
          Could not join: {error}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={joining}
          onClick={() => connect({})}
        >
          Take a seat
        </button>
        <button
          type="button"
          className="button"
          disabled={joining}
          onClick={() => connect({ spectate: true })}
        >
          Watch
        </button>
        <a className="button button--quiet" href={href({ page: "online", table: null })}>
          Back to the lobby
        </a>
      </div>
    </section>
  );
}

/** Re-renders every second while `active` (a clock or a grace period counts down). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return active ? now : Date.now();
}

function OnlineGame({
  table,
  engines,
  onReplay,
}: {
  table: OnlineTable;
  engines: readonly Engine[];
  onReplay(saved: SavedGame): void;
}) {
  const snap = useGame(table);
  const engine = engines.find((e) => e.meta.id === snap.game);
  const now = useNow(snap.deadline !== null || snap.seats.some((s) => s.graceUntil !== null));
  const [askedRematch, setAskedRematch] = useState(false);
  const [problemText, setProblem] = useState<string | null>(null);
  const names = onlineSeatNames(snap.seats, snap.seat);
  // The server tells this seat's log, a line for every move, as at one screen; the names are ours.
  const namesKey = names.join("\u0000");
  const log = useMemo(() => nameSeats(snap.log, names), [snap.log, namesKey]);

  const goRematch = (tableId: string) => {
    const seat = rematchSeat(snap.seat, snap.seats.length);
    joinTable(tableId, seat === undefined ? { spectate: true } : { seat })
      .catch(() => joinTable(tableId))
      .then(
        () => navigate({ page: "online", table: tableId }),
        (e: unknown) => setProblem(problem(e)),
      );
  };
  useEffect(() => {
    if (askedRematch && snap.rematch !== null) goRematch(snap.rematch);
  }, [askedRematch, snap.rematch]);

  if (snap.view === null || engine === undefined) {
    return (
      <p className="app-loading" aria-live="polite">
        {snap.connection === "closed" ? "The connection to the table is closed." : "Connecting to the table…"}
      </p>
    );
  }
  const { meta } = engine;
  const variant = meta.variants.find((v) => v.id === snap.variant);
  const title =
    variant && meta.variants.length > 1 ? `${meta.title}: ${variantName(meta, variant)}` : meta.title;
  const waitingFor = snap.seats.filter((s) => s.kind === "open" && !s.taken).length;
  const replay = () =>
    fetch(`${serverAddress().http}/games/${encodeURIComponent(table.tableId)}/record`)
      .then(async (res) => {
        if (!res.ok) throw new Error(`the server answered ${res.status}`);
        const record = (await res.json()) as GameRecord;
        onReplay({ record, seatNames: names });
      })
      .catch((e: unknown) => setProblem(problem(e)));

  return (
    <div className="play online-play">
      <header className="play-bar">
        <div className="play-title">
          <h1>{title}</h1>
          <span className="muted">
            Online table <code>{table.tableId}</code> · move {snap.seq} ·{" "}
            {snap.seat === "spectator" ? "you are watching" : `you play seat ${(snap.seat ?? 0) + 1}`}
          </span>
        </div>
        <p className="play-status" aria-live="polite">
          {connectionText(snap)}
          {snap.deadline !== null && !snap.outcome
            ? ` Time left: ${Math.max(0, Math.ceil((snap.deadline - now) / 1000))} s`
            : ""}
        </p>
        <div className="button-row">
          <a className="button button--small" href={href({ page: "rules", game: meta.id, anchor: null })}>
            Rules
          </a>
          <button
            type="button"
            className="button button--small button--quiet"
            onClick={() => {
              void leaveTable(table.tableId);
              navigate({ page: "online", table: null });
            }}
          >
            Leave the table
          </button>
        </div>
      </header>

      {waitingFor > 0 && !snap.outcome && (
        <section className="online-invite" aria-label="Invite">
          <p>
            Waiting for {waitingFor} {waitingFor === 1 ? "person" : "people"}. Send them this link:
          </p>
          <Invite link={tableLink(table.tableId)} />
        </section>
      )}

      <ul className="online-seats" aria-label="Seats">
        {snap.seats.map((s, i) => (
          <li key={i} data-connected={s.connected}>
            <strong>{names[i]}</strong> <span className="muted">{seatStatus(s, now)}</span>
          </li>
        ))}
      </ul>

      {problemText && (
        <p className="banner banner--error" role="alert">
          {problemText}
        </p>
      )}

      {snap.outcome && (
        <EndPanel
          outcome={snap.outcome}
          names={names}
          moves={snap.seq}
          onRematch={
            snap.seat === "spectator"
              ? undefined
              : () => {
                  setAskedRematch(true);
                  snap.askRematch?.();
                }
          }
          onReplay={replay}
        >
          {snap.rematch !== null && !askedRematch && (
            <p className="online-rematch">
              A rematch is set up.{" "}
              <button
                type="button"
                className="button button--primary"
                onClick={() => goRematch(snap.rematch as string)}
              >
                Join the rematch
              </button>
            </p>
          )}
        </EndPanel>
      )}

      <Table
        meta={meta}
        view={snap.view}
        moves={snap.moves}
        onMove={snap.play}
        seatNames={names}
        log={log}
        skin={skinOf(meta.id)}
        error={snap.refusal?.message ?? null}
        ending={snap.ending}
        fill
      />
    </div>
  );
}

function connectionText(snap: TableSnapshot): string {
  switch (snap.connection) {
    case "reconnecting":
      return "Connection lost: reconnecting…";
    case "closed":
      return "Disconnected from the table.";
    default:
      return "";
  }
}

function Invite({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="online-link">
      <input
        type="text"
        readOnly
        value={link}
        aria-label="Link to this table"
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        className="button button--small"
        onClick={() =>
          navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? "Copied" : "Copy the link"}
      </button>
    </div>
  );
}
