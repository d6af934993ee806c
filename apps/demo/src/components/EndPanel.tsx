import type { Outcome } from "@ludic/runtime";
import { useEffect, useId, useRef } from "react";

export interface EndPanelProps {
  outcome: Outcome;
  names: readonly string[];
  moves: number;
  onRematch?(): void;
  onReplay?(): void;
  newGameHref?: string;
  children?: React.ReactNode;
}

/** "Ann wins", "Ann and Bob win", "A draw". */
export function resultText(outcome: Outcome, names: readonly string[]): string {
  const who = outcome.winners.map((s) => names[s] ?? `Seat ${s + 1}`);
  if (who.length === 0) return "A draw";
  if (who.length === 1) return `${who[0]} ${who[0] === "You" ? "win" : "wins"}`;
  return `${who.slice(0, -1).join(", ")} and ${who.at(-1)} win`;
}

/** The end of a game: who won and why, every seat's score, and what to do next. */
export function EndPanel({
  outcome,
  names,
  moves,
  onRematch,
  onReplay,
  newGameHref,
  children,
}: EndPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const order = names.map((_, s) => s);
  return (
    <section className="end-panel" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        Game over
      </h2>
      <p className="end-result">
        <strong>{resultText(outcome, names)}</strong>
        {outcome.reason ? <span className="end-reason"> — {outcome.reason}</span> : null}
        <span className="muted"> · {moves} moves</span>
      </p>
      <table className="end-scores">
        <caption className="sr-only">Scores</caption>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {order.map((s) => {
            const won = outcome.winners.includes(s);
            return (
              <tr key={s} className={won ? "end-winner" : undefined}>
                <td>{s + 1}</td>
                <td>{names[s]}</td>
                <td>{outcome.scores[s] ?? "–"}</td>
                <td>{won ? "★ winner" : outcome.winners.length === 0 ? "draw" : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="button-row">
        {onRematch && (
          <button type="button" className="button button--primary" onClick={onRematch}>
            Rematch (seats rotated)
          </button>
        )}
        {newGameHref && (
          <a className="button" href={newGameHref}>
            Change the setup
          </a>
        )}
        {onReplay && (
          <button type="button" className="button" onClick={onReplay}>
            Watch the replay
          </button>
        )}
      </div>
      {children}
    </section>
  );
}
