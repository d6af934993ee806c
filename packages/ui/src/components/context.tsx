/**
 * What every piece of the table needs to know without prop drilling: how cards look, which refs
 * can be picked now, which are selected, and what picking does. Components work without a
 * provider (nothing is pickable; faces come from the catalogue attributes).
 */
import type { CardMeta, MoveArg } from "@ludic/runtime";
import { createContext, useContext } from "react";
import { type CardFace, faceOf } from "../model/appearance.js";
import type { CardFlags } from "../model/flags.js";

export interface TableContextValue {
  face(card: CardMeta): CardFace;
  flags: CardFlags;
  /** Whether a value (card ref, cell) can be picked now. */
  pickable(value: MoveArg): boolean;
  selected(value: MoveArg): boolean;
  onPick(value: MoveArg): void;
  /** Whether the last move named this value (a card, a cell): it is highlighted. */
  recent?(value: MoveArg): boolean;
  /** What a card does (the rules' help texts), shown on hover and focus. */
  help?(card: CardMeta): string | undefined;
  /** Cards glide between zones (off outside a table, and when the reader prefers reduced motion). */
  motion?: boolean;
}

export const defaultTableContext: TableContextValue = {
  face: faceOf,
  flags: new Map(),
  pickable: () => false,
  selected: () => false,
  onPick: () => {},
  recent: () => false,
  motion: false,
};

export const TableContext = createContext<TableContextValue>(defaultTableContext);

export function useTable(): TableContextValue {
  return useContext(TableContext);
}
