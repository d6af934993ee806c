/** A decision bar with the cards it talks about, for stories and tests of the bar alone. */
import type { GameMeta, Move, View } from "@ludic/runtime";
import { Board, legendOf } from "../src/components/Boards.js";
import { TableContext } from "../src/components/context.js";
import { DecisionBar } from "../src/components/DecisionBar.js";
import { useChoice } from "../src/components/useChoice.js";
import { Row } from "../src/components/Zones.js";
import { faceOf } from "../src/model/appearance.js";
import { boardOf, pickForCell } from "../src/model/board.js";
import type { TableCard } from "../src/model/cards.js";
import { catalogueOf } from "../src/model/catalogue.js";
import { emptySkin, type Skin } from "../src/model/skin.js";
import { makeWords } from "../src/model/words.js";

export interface DecisionHarnessProps {
  meta: GameMeta;
  moves: Move[];
  onMove(move: Move): void;
  prompt?: string;
  simultaneous?: boolean;
  error?: string | null;
  /** Moves that end the game: they ask for confirmation. */
  ending?: Move[];
  /** Card rows shown above the bar, so cards can be picked where they lie. */
  rows?: { label: string; cards: TableCard[] }[];
  seatNames?: string[];
}

export function DecisionHarness({
  meta,
  moves,
  onMove,
  prompt = "Your move",
  simultaneous,
  error,
  ending,
  rows = [],
  seatNames,
}: DecisionHarnessProps) {
  const choice = useChoice(meta, moves);
  const words = makeWords(meta, catalogueOf(meta), emptySkin, seatNames);
  return (
    <TableContext.Provider
      value={{
        face: faceOf,
        flags: new Map(),
        pickable: (v) => choice.stage.next?.values.includes(v) ?? false,
        selected: choice.selected,
        onPick: choice.pick,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 760 }}>
        {rows.map((r) => (
          <Row key={r.label} label={r.label} cards={r.cards} />
        ))}
        <DecisionBar
          choice={choice}
          words={words}
          onMove={onMove}
          prompt={prompt}
          simultaneous={simultaneous}
          error={error}
          ending={ending}
        />
      </div>
    </TableContext.Provider>
  );
}

export interface BoardHarnessProps {
  meta: GameMeta;
  view: View;
  moves: Move[];
  onMove(move: Move): void;
  skin?: Skin;
  /** Render as a square grid or hex board regardless of the shape (to show both). */
  label?: string;
}

/** A board with its decision bar: cells that can be picked are buttons. */
export function BoardHarness({ meta, view, moves, onMove, skin = emptySkin, label }: BoardHarnessProps) {
  const catalogue = catalogueOf(meta);
  const choice = useChoice(meta, moves);
  const words = makeWords(meta, catalogue, skin);
  const board = boardOf(meta, view, catalogue, skin.board);
  if (!board) return <p>This game has no board.</p>;
  return (
    <TableContext.Provider
      value={{
        face: faceOf,
        flags: new Map(),
        pickable: (v) => choice.stage.next?.values.includes(v) ?? false,
        selected: choice.selected,
        onPick: choice.pick,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", gap: 16, maxWidth: 760 }}>
        <Board
          board={board}
          look={skin.cellLook ? (cell) => skin.cellLook?.(cell, view) : undefined}
          legend={skin.legend ?? legendOf(meta, board)}
          pickFor={(cell) => pickForCell(choice.stage.next, cell)}
          label={label ?? board.shape.name}
        />
        {moves.length > 0 && <DecisionBar choice={choice} words={words} onMove={onMove} prompt="Your move" />}
      </div>
    </TableContext.Provider>
  );
}
