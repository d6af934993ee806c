import { type CSSProperties, useId, useState } from "react";
import { allRefs, type TableCard } from "../model/cards.js";
import { countCards } from "../model/labels.js";
import { Card, type CardSize } from "./Card.js";
import { CardSlot } from "./CardSlot.js";
import { useTable } from "./context.js";
import { arrowFocus } from "./keys.js";

export interface ZoneProps {
  /** "Hand", "Scrap"; the owner is added by the caller ("Hand of Seat 2"). */
  label: string;
  /** The zone's cards as the viewer sees them (`tableCards(key, zone, catalogue)`), top or left first. */
  cards: TableCard[];
  /** Card size: "sm", "md" (default) or "lg". */
  size?: CardSize;
}

function Caption({ id, label, count }: { id: string; label: string; count: number }) {
  return (
    <div className="ludic-caption" id={id}>
      <span className="ludic-caption-label">{label}</span>
      <span className="ludic-caption-count">{countCards(count)}</span>
    </div>
  );
}

/** A hand: fanned cards, face-down ones as backs; its caption says how many cards it holds. */
export function Hand({ label, cards, size = "md" }: ZoneProps) {
  const id = useId();
  const n = cards.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of cards or cells, not of form fields (fieldset is for forms)
    <div className="ludic-zone ludic-hand" role="group" aria-labelledby={id}>
      <Caption id={id} label={label} count={n} />
      {n === 0 ? (
        <p className="ludic-empty">no cards</p>
      ) : (
        <ul className="ludic-fan" onKeyDown={arrowFocus} style={{ "--n": n } as CSSProperties}>
          {cards.map((c, i) => (
            <li key={c.ref} className="ludic-fan-item" style={{ "--i": i } as CSSProperties}>
              <Card card={c} size={size} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A row (tableau): cards side by side, each with what is attached to it. */
export function Row({ label, cards, size = "md" }: ZoneProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of cards or cells, not of form fields (fieldset is for forms)
    <div className="ludic-zone ludic-row" role="group" aria-labelledby={id}>
      <Caption id={id} label={label} count={cards.length} />
      {cards.length === 0 ? (
        <p className="ludic-empty">empty</p>
      ) : (
        <ul className="ludic-row-cards" onKeyDown={arrowFocus}>
          {cards.map((c) => (
            <CardSlot key={c.ref} card={c} size={size} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A pile (draw or discard): its top card on a stack as thick as the pile, and the count. The whole
 * pile can be unfolded when its cards are visible; it unfolds by itself when a card inside can be
 * picked (taking a card from the scrap).
 */
export function Pile({ label, cards, size = "md" }: ZoneProps) {
  const id = useId();
  const listId = useId();
  const table = useTable();
  const [open, setOpen] = useState(false);
  const top = cards[0];
  const visible = cards.some((c) => c.card !== null);
  const buried = cards.slice(1).some((c) => allRefs([c]).some((r) => table.pickable(r)));
  const unfolded = (open || buried) && cards.length > 1;
  const depth = Math.min(6, Math.ceil(cards.length / 6));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of cards or cells, not of form fields (fieldset is for forms)
    <div className="ludic-zone ludic-pile" role="group" aria-labelledby={id}>
      <Caption id={id} label={label} count={cards.length} />
      {top === undefined ? (
        <div className="ludic-pile-empty">
          <span className="ludic-empty">empty</span>
        </div>
      ) : unfolded ? (
        <ul id={listId} className="ludic-row-cards ludic-pile-open" onKeyDown={arrowFocus}>
          {cards.map((c, i) => (
            <CardSlot key={c.ref} card={c} size="sm" note={i === 0 ? "top" : undefined} />
          ))}
        </ul>
      ) : (
        <ul className="ludic-pile-stack" style={{ "--depth": depth } as CSSProperties}>
          <CardSlot card={top} size={size} note="top card" />
        </ul>
      )}
      {visible && cards.length > 1 && !buried && (
        <button
          type="button"
          className="ludic-link"
          aria-expanded={unfolded}
          aria-controls={unfolded ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          {unfolded ? "Fold" : `Show all ${cards.length}`}
        </button>
      )}
    </div>
  );
}

export function Zone({ kind, ...props }: ZoneProps & { kind: "pile" | "hand" | "row" }) {
  if (kind === "hand") return <Hand {...props} />;
  if (kind === "pile") return <Pile {...props} />;
  return <Row {...props} />;
}
