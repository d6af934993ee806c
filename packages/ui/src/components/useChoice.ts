import type { GameMeta, Move, MoveArg } from "@ludic/runtime";
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  back,
  chooseAction,
  EMPTY_SELECTION,
  pick,
  type Selection,
  type Stage,
  stageOf,
} from "../model/choices.js";

export interface Choice {
  selection: Selection;
  stage: Stage;
  pick(value: MoveArg): void;
  chooseAction(action: string): void;
  back(): void;
  cancel(): void;
  /** Whether a value is among the picks so far. */
  selected(value: MoveArg): boolean;
}

/** The selection a person builds over the legal moves; it starts over whenever the moves change. */
export function useChoice(meta: GameMeta, moves: readonly Move[]): Choice {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  useEffect(() => {
    void moves;
    setSelection(EMPTY_SELECTION);
  }, [moves]);
  const stage = useMemo(() => stageOf(meta, moves, selection), [meta, moves, selection]);
  const doPick = useCallback(
    (value: MoveArg) =>
      setSelection((sel) => {
        // Picking a value already picked goes back to just before it.
        const at = sel.picks.indexOf(value);
        if (at >= 0) return { action: null, picks: sel.picks.slice(0, at) };
        return pick(meta, moves, sel, value);
      }),
    [meta, moves],
  );
  const doAction = useCallback(
    (action: string) => setSelection((sel) => chooseAction(meta, moves, sel, action)),
    [meta, moves],
  );
  const doBack = useCallback(() => setSelection((sel) => back(meta, moves, sel)), [meta, moves]);
  const cancel = useCallback(() => setSelection(EMPTY_SELECTION), []);
  return useMemo(
    () => ({
      selection,
      stage,
      pick: doPick,
      chooseAction: doAction,
      back: doBack,
      cancel,
      selected: (value: MoveArg) => selection.picks.includes(value),
    }),
    [selection, stage, doPick, doAction, doBack, cancel],
  );
}
