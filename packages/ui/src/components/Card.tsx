import { motion } from "motion/react";
import { type CSSProperties, type ReactElement, useId } from "react";
import type { CardFace, PlayingFace, TextFace, TokenFace } from "../model/appearance.js";
import { cardName, type TableCard } from "../model/cards.js";
import { useTable } from "./context.js";

export type CardSize = "sm" | "md" | "lg";

export interface CardProps {
  card: TableCard;
  size?: CardSize;
  /** Overrides the table context (stories, standalone use). */
  pickable?: boolean;
  selected?: boolean;
  onPick?: (ref: string) => void;
  /** Extra words for screen readers after the card's name ("top of the scrap"). */
  note?: string;
  className?: string;
}

function PlayingCardFace({ face }: { face: PlayingFace }) {
  return (
    <span
      className={`ludic-face ludic-face--playing ${face.red ? "ludic-ink-red" : "ludic-ink-black"}`}
      aria-hidden="true"
    >
      <span className="ludic-corner ludic-corner--top">
        <span className="ludic-corner-rank">{face.rank}</span>
        <span className="ludic-corner-suit">{face.symbol}</span>
      </span>
      <span className={`ludic-pip ${face.court ? "ludic-pip--court" : ""}`}>
        {face.court ? (
          <>
            <span className="ludic-court-letter">{face.rank}</span>
            <span className="ludic-court-suit">{face.symbol}</span>
          </>
        ) : (
          face.symbol
        )}
      </span>
      <span className="ludic-corner ludic-corner--bottom">
        <span className="ludic-corner-rank">{face.rank}</span>
        <span className="ludic-corner-suit">{face.symbol}</span>
      </span>
    </span>
  );
}

function TextCardFace({ face }: { face: TextFace }) {
  return (
    <span
      className="ludic-face ludic-face--text"
      aria-hidden="true"
      style={{ "--ludic-hue": face.hue } as CSSProperties}
    >
      <span className="ludic-band">
        {face.corner !== null && <span className="ludic-band-corner">{face.corner}</span>}
        <span className="ludic-band-glyph">{face.glyph}</span>
      </span>
      <span className="ludic-text-title">{face.title}</span>
      <span className="ludic-text-lines">
        {face.lines.slice(0, 3).map((l) => (
          <span key={l}>{l}</span>
        ))}
      </span>
    </span>
  );
}

export function Token({ face, size = "md" }: { face: TokenFace; size?: CardSize }) {
  return (
    <span
      className={`ludic-token ludic-token--${size}`}
      aria-hidden="true"
      style={{ "--ludic-token": face.colour } as CSSProperties}
    >
      <span className="ludic-token-glyph">{face.glyph}</span>
      {face.value !== null && <span className="ludic-token-value">{face.value}</span>}
    </span>
  );
}

function Face({ face }: { face: CardFace }) {
  if (face.kind === "playing") return <PlayingCardFace face={face} />;
  if (face.kind === "text") return <TextCardFace face={face} />;
  return (
    <span className="ludic-face ludic-face--token" aria-hidden="true">
      <Token face={face} />
    </span>
  );
}

/**
 * One card, face up (its look from the catalogue) or face down. A card that can be picked now is
 * a button named like the card ("ten of hearts"); any other card is an image with that name.
 * Selected and pickable cards differ in shape and mark, not only in colour.
 */
export function Card({ card, size = "md", pickable, selected, onPick, note, className = "" }: CardProps) {
  const table = useTable();
  const canPick = pickable ?? table.pickable(card.ref);
  const isSelected = selected ?? table.selected(card.ref);
  const pickIt = onPick ?? table.onPick;
  const flags = card.card ? (table.flags.get(card.card.id) ?? []) : [];
  const name = cardName(card);
  const label = [name, ...flags, note].filter(Boolean).join(", ");
  // What the card does (the rules' help): a tooltip on hover and focus, and the card's description.
  const help = card.card ? table.help?.(card.card) : undefined;
  const helpId = useId();
  const classes = [
    "ludic-card",
    `ludic-card--${size}`,
    card.card ? "ludic-card--up" : "ludic-card--down",
    canPick ? "ludic-card--pickable" : "",
    isSelected ? "ludic-card--selected" : "",
    card.card && table.recent?.(card.ref) ? "ludic-card--recent" : "",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  // At a table a face-up card is one element from zone to zone (keyed by its id), so it glides.
  const id = card.card?.id;
  const moving = (el: ReactElement): ReactElement =>
    table.motion && id ? (
      <motion.span
        layoutId={`card-${id}`}
        layout="position"
        className="ludic-moving"
        transition={{ duration: 0.35, ease: "easeOut" }}
      >
        {el}
      </motion.span>
    ) : (
      el
    );
  const body = (
    <>
      {card.card ? <Face face={table.face(card.card)} /> : <span className="ludic-back" aria-hidden="true" />}
      {flags.length > 0 && (
        <span className="ludic-flags" aria-hidden="true">
          {flags.map((f) => (
            <span key={f} className="ludic-flag">
              {f}
            </span>
          ))}
        </span>
      )}
      {help && (
        // Out of the card's name (aria-hidden) but its description (aria-describedby reads it anyway).
        <span className="ludic-card-help" id={helpId} aria-hidden="true">
          {help}
        </span>
      )}
      {isSelected && (
        <span className="ludic-mark ludic-mark--selected" aria-hidden="true">
          ✓
        </span>
      )}
      {canPick && !isSelected && (
        <span className="ludic-mark ludic-mark--pickable" aria-hidden="true">
          ◆
        </span>
      )}
    </>
  );
  if (canPick || isSelected) {
    return moving(
      <button
        type="button"
        className={classes}
        aria-pressed={isSelected}
        aria-describedby={help ? helpId : undefined}
        data-ref={card.ref}
        onClick={() => pickIt(card.ref)}
      >
        {/* The name as text (not aria-label): the visible face is hidden from the accessibility tree. */}
        <span className="ludic-sr-only">{label}</span>
        {body}
      </button>,
    );
  }
  return moving(
    <span
      className={classes}
      role="img"
      aria-label={label}
      aria-describedby={help ? helpId : undefined}
      title={help}
      data-ref={card.ref}
    >
      {body}
    </span>,
  );
}
