import type { SeatStatus } from "../model/decisions.js";
import { humanize } from "../model/labels.js";
import type { SeatFigure } from "../model/skin.js";

export interface SeatPanelProps {
  /** The seat's name as shown at the table ("You", "Bot", "Ada"). */
  name: string;
  /** This is the person looking at the table. */
  you?: boolean;
  /** Whether the seat is to move, has committed, waits, won, lost or drew (`seatStatus`). */
  status: SeatStatus;
  /** Figures from the skin (points, goal) and the seat's own variables (vp, gold). */
  figures?: SeatFigure[];
  /** The final score, once the game is over. */
  score?: number | null;
  /** Cards in hand, when the hand is hidden from the viewer. */
  handCount?: number | null;
}

const STATUS: Record<SeatStatus, { icon: string; text: string }> = {
  deciding: { icon: "▶", text: "to move" },
  committed: { icon: "✓", text: "committed" },
  waiting: { icon: "", text: "waiting" },
  winner: { icon: "★", text: "winner" },
  loser: { icon: "", text: "lost" },
  drawn: { icon: "=", text: "draw" },
};

/** A seat: its name, whether it must move (said in words and a mark, not only a colour), its figures. */
export function SeatPanel({
  name,
  you = false,
  status,
  figures = [],
  score = null,
  handCount = null,
}: SeatPanelProps) {
  const s = STATUS[status];
  const title = you && name !== "You" ? `${name} (you)` : name;
  return (
    <div className={`ludic-seat ludic-seat--${status} ${you ? "ludic-seat--you" : ""}`}>
      <header className="ludic-seat-head">
        <span className="ludic-seat-name">{title}</span>
        <span className={`ludic-status ludic-status--${status}`}>
          {s.icon && <span aria-hidden="true">{s.icon} </span>}
          {s.text}
        </span>
      </header>
      {(figures.length > 0 || score !== null || handCount !== null) && (
        <dl className="ludic-figures">
          {figures.map((f) => (
            <div key={f.label} className="ludic-figure">
              <dt>{humanize(f.label)}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
          {handCount !== null && (
            <div className="ludic-figure">
              <dt>In hand</dt>
              <dd>{handCount}</dd>
            </div>
          )}
          {score !== null && (
            <div className="ludic-figure ludic-figure--score">
              <dt>Score</dt>
              <dd>{score}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
