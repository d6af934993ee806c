import { useEffect, useId, useRef } from "react";
import type { Catalogue } from "../model/catalogue.js";
import { logParts } from "../model/log.js";
import { useTable } from "./context.js";

export interface GameLogProps {
  lines: readonly string[];
  catalogue: Catalogue;
  seatNames?: readonly string[];
  title?: string;
}

/** The game log, newest last, card ids shown as names with their index and suit; new lines are announced. */
export function GameLog({ lines, catalogue, seatNames, title = "Game log" }: GameLogProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const table = useTable();
  useEffect(() => {
    const el = list.current;
    if (el && lines.length > 0) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <section className="ludic-log" aria-labelledby={id}>
      <h2 id={id} className="ludic-log-title">
        {title}
      </h2>
      {lines.length === 0 ? (
        <p className="ludic-empty">Nothing has happened yet.</p>
      ) : (
        // A scrollable region must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable log
        <ol ref={list} className="ludic-log-lines" aria-live="polite" tabIndex={0}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: log lines repeat; their place is their identity
            <li key={i}>
              {logParts(line, catalogue, seatNames).map((p, j) => {
                const key = `${j}-${p.kind}`;
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
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
