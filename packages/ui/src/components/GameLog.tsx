import { useEffect, useId, useRef } from "react";
import type { Catalogue } from "../model/catalogue.js";
import type { LogEntry } from "../model/history.js";
import { type LogPart, logParts } from "../model/log.js";
import { useTable } from "./context.js";

export interface GameLogProps {
  /** The engine's log lines (`view.log`): card ids and "seat N" are said by name. */
  lines: readonly string[];
  /**
   * The whole story move by move (`useGameHistory`): when given it replaces `lines`, one line per
   * move and per automatic step, the latest move marked.
   */
  entries?: readonly LogEntry[];
  /** The card catalogue (`catalogueOf(meta)`), to say card ids as names. */
  catalogue: Catalogue;
  /** Seat names by seat ("You", "Bot"); default "Seat 1", "Seat 2", … */
  seatNames?: readonly string[];
  /** The log's heading. */
  title?: string;
  /**
   * Folded behind its heading (a `<details>`, closed until opened): a phone keeps the screen for
   * the table, the "Last move" line above the decision says what just happened.
   */
  folded?: boolean;
}

/**
 * The game log, newest last: every move in words ("Bot discards the nine of clubs") with what the
 * engine logged as it took effect, card ids shown as names with their index and suit. New lines
 * are announced; the latest move's lines are highlighted.
 *
 * ```tsx
 * const entries = useGameHistory(engine, start, moves, seat, words);
 * <GameLog lines={view.log} entries={entries} catalogue={catalogueOf(engine.meta)} seatNames={names} />
 * ```
 */
export function GameLog({
  lines,
  entries,
  catalogue,
  seatNames,
  title = "Game log",
  folded = false,
}: GameLogProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const table = useTable();
  const count = entries ? entries.length : lines.length;
  useEffect(() => {
    const el = list.current;
    if (el && count > 0) el.scrollTop = el.scrollHeight;
  }, [count]);
  const rows: { parts: LogPart[]; latest: boolean; move: boolean }[] = entries
    ? entryRows(entries, catalogue, seatNames)
    : lines.map((line) => ({ parts: logParts(line, catalogue, seatNames), latest: false, move: false }));
  const renderPart = (p: LogPart, key: string) => {
    if (p.kind === "text") return <span key={key}>{p.text}</span>;
    if (p.kind === "seat") return <strong key={key}>{p.name}</strong>;
    const card = catalogue.get(p.id);
    const face = card ? table.face(card) : null;
    return (
      <span key={key} className="ludic-log-card">
        {face?.kind === "playing" && (
          <span aria-hidden="true" className={face.red ? "ludic-ink-red" : "ludic-ink-black"}>
            {face.rank}
            {face.symbol}{" "}
          </span>
        )}
        <span className={face?.kind === "playing" ? "ludic-sr-only" : undefined}>{p.name}</span>
      </span>
    );
  };
  const content =
    rows.length === 0 ? (
      <p className="ludic-empty">Nothing has happened yet.</p>
    ) : (
      // A scrollable region must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable log
      <ol ref={list} className="ludic-log-lines" aria-live="polite" tabIndex={0}>
        {rows.map((row, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: log lines repeat; their place is their identity
            key={i}
            className={`${row.move ? "ludic-log-move" : "ludic-log-step"}${row.latest ? " ludic-log-latest" : ""}`}
          >
            {row.parts.map((p, j) => renderPart(p, `${j}-${p.kind}`))}
          </li>
        ))}
      </ol>
    );
  if (folded)
    return (
      <details className="ludic-log ludic-log--folded">
        <summary className="ludic-log-title">
          {title} <span className="ludic-caption-count">({rows.length})</span>
        </summary>
        {content}
      </details>
    );
  return (
    <section className="ludic-log" aria-labelledby={id}>
      <h2 id={id} className="ludic-log-title">
        {title}
      </h2>
      {content}
    </section>
  );
}

/** Each entry's words; the lines of the latest move (its own and the steps after it) are marked. */
function entryRows(entries: readonly LogEntry[], catalogue: Catalogue, seatNames?: readonly string[]) {
  let last: number | null = null;
  for (const e of entries) if (e.index !== null) last = e.index;
  let current: number | null = null;
  return entries.map((e) => {
    if (e.index !== null) current = e.index;
    return {
      parts:
        e.kind === "move"
          ? [{ kind: "text" as const, text: e.text }]
          : logParts(e.line, catalogue, seatNames),
      latest: last !== null && current === last,
      move: e.index !== null,
    };
  });
}
