import type { BoardMeta, CardMeta, Engine } from "@ludic/runtime";
import { Card, defaultTableContext, faceOf, TableContext } from "@ludic/ui";
import { useMemo } from "react";
import { skinOf } from "../skins/index.js";

/** A few cards spread evenly through the catalogue, so the preview shows its variety. */
export function sampleCards(cards: readonly CardMeta[], n: number): CardMeta[] {
  if (cards.length <= n) return [...cards];
  // Evenly spread, each pick a few places further on, so a sorted deck does not show four of a kind.
  return Array.from(
    { length: n },
    (_, i) => cards[(Math.floor(((i + 0.5) * cards.length) / n) + 3 * i) % cards.length] as CardMeta,
  );
}

function BoardPreview({ board }: { board: BoardMeta }) {
  const rows = Math.min(board.rows, 6);
  const cols = Math.min(board.cols, board.shape === "hex" ? 9 : 7);
  const r = 9;
  const cells: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      if (board.shape === "hex") {
        const shift = (row % 2 === 1) === (board.offset === "oddR") ? r * 0.87 : 0;
        cells.push({ x: r + col * r * 1.74 + shift, y: r + row * r * 1.5 });
      } else cells.push({ x: r + col * r * 2.2, y: r + row * r * 2.2 });
    }
  const width = Math.max(...cells.map((c) => c.x)) + r + 2;
  const height = Math.max(...cells.map((c) => c.y)) + r + 2;
  const hex = (x: number, y: number) =>
    Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  const fills = ["#c9a23a", "#5f9d4d", "#3f7fb0", "#b5553b", "#8a6fb1", "#d9cfb6"];
  return (
    <svg className="game-preview-board" viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      {cells.map((c, i) =>
        board.shape === "hex" ? (
          <polygon
            key={`${c.x}-${c.y}`}
            points={hex(c.x, c.y)}
            fill={fills[(i * 7 + Math.floor(i / cols)) % fills.length]}
            stroke="#24543e"
            strokeWidth="1"
          />
        ) : (
          <g key={`${c.x}-${c.y}`}>
            <rect
              x={c.x - r}
              y={c.y - r}
              width={r * 2}
              height={r * 2}
              rx="3"
              fill="#e9e4d6"
              stroke="#24543e"
            />
            {i % 5 === 1 || i % 7 === 3 ? (
              <circle cx={c.x} cy={c.y} r={r * 0.6} fill={i % 2 ? "#b3191f" : "#1f5fbf"} />
            ) : null}
          </g>
        ),
      )}
    </svg>
  );
}

/** A decorative glimpse of the game on the home page: some of its cards, or its board. */
export function GamePreview({ engine }: { engine: Engine }) {
  const { meta } = engine;
  const skin = skinOf(meta.id);
  const context = useMemo(
    () => ({ ...defaultTableContext, face: (c: CardMeta) => skin.face?.(c) ?? faceOf(c) }),
    [skin],
  );
  if (meta.board) return <div className="game-preview">{<BoardPreview board={meta.board} />}</div>;
  const cards = sampleCards(meta.cards, 4);
  if (cards.length === 0) return null;
  return (
    <div className="game-preview" aria-hidden="true">
      <TableContext.Provider value={context}>
        <ul className="game-preview-fan">
          {cards.map((c, i) => (
            <li key={c.id} style={{ transform: `rotate(${(i - (cards.length - 1) / 2) * 9}deg)` }}>
              <Card card={{ ref: c.id, card: c, attached: [] }} size="sm" />
            </li>
          ))}
        </ul>
      </TableContext.Provider>
    </div>
  );
}
