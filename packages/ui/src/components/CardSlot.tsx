import type { CSSProperties } from "react";
import type { TokenFace } from "../model/appearance.js";
import { cardName, cardNameWithAttachments, type TableCard } from "../model/cards.js";
import { Card, type CardSize, Token } from "./Card.js";
import { useTable } from "./context.js";

/**
 * A card with what is attached to it: cards of the same type (a jack on a point card) overlap it,
 * each a card of its own that can be picked; cards of another type (chips, tokens) sit on it as
 * tokens. The list item is named for the host and everything on it.
 */
export function CardSlot({ card, size = "md", note }: { card: TableCard; size?: CardSize; note?: string }) {
  const table = useTable();
  const type = card.card?.type;
  const stacked = card.attached.filter((a) => !a.card || a.card.type === type);
  const tokens = card.attached.filter((a) => a.card && a.card.type !== type);
  return (
    <li
      className={`ludic-slot ${stacked.length > 0 ? "ludic-slot--stacked" : ""}`}
      data-name={cardNameWithAttachments(card)}
      style={{ "--n": stacked.length } as CSSProperties}
    >
      <Card card={card} size={size} note={note} />
      {stacked.length > 0 && (
        <ul className="ludic-attached" aria-label={`on ${cardName(card)}`}>
          {stacked.map((a, i) => (
            <li key={a.ref} className="ludic-attached-item" style={{ "--j": i } as CSSProperties}>
              <Card card={a} size={size} />
            </li>
          ))}
        </ul>
      )}
      {tokens.length > 0 && (
        <ul className="ludic-chips" aria-label={`tokens on ${cardName(card)}`}>
          {tokens.map((t) => {
            const face = t.card ? table.face(t.card) : null;
            const tokenFace: TokenFace =
              face?.kind === "token"
                ? face
                : {
                    kind: "token",
                    colour: "#6b6b6b",
                    // A text face's corner (a chip's number) says more than an initial.
                    glyph:
                      face?.kind === "text" && face.corner
                        ? face.corner
                        : (t.card?.name ?? "?").charAt(0).toUpperCase(),
                    value: null,
                  };
            const flags = t.card ? (table.flags.get(t.card.id) ?? []) : [];
            const label = [cardName(t), ...flags].join(", ");
            return (
              <li key={t.ref} className="ludic-chip">
                {table.pickable(t.ref) ? (
                  <button type="button" className="ludic-chip-button" onClick={() => table.onPick(t.ref)}>
                    <span className="ludic-sr-only">{label}</span>
                    <Token face={tokenFace} size="sm" />
                  </button>
                ) : (
                  <span role="img" aria-label={label}>
                    <Token face={tokenFace} size="sm" />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
