/**
 * Turns the pending decision's legal moves into steps a person takes: pick a card (or a cell, a
 * seat, a number), then maybe an action, then a target, then confirm. Nothing here knows a game:
 * a move is its action plus its arguments in the order `meta.actions` lists the parameters, and
 * a selection is a prefix of those arguments (plus, optionally, the action).
 *
 * Example (a card game, 9♥ in hand, 9♣ on the other side): picking 9H leaves `play 9H`
 * (complete), `attack 9H …` and `aim 9H …` (each needing a target); picking 9C next leaves only
 * `attack 9H 9C`, which is ready to confirm.
 */
import type { ActionParamMeta, GameMeta, Move, MoveArg } from "@ludic/runtime";

export interface Selection {
  action: string | null;
  picks: MoveArg[];
}

export const EMPTY_SELECTION: Selection = { action: null, picks: [] };

export interface ActionChoice {
  action: string;
  /** The moves of this action still possible. */
  moves: Move[];
  /** Exactly one move, fully picked: choosing the action makes it ready. */
  complete: boolean;
}

export interface Stage {
  /** The moves consistent with the selection. */
  available: Move[];
  /** Moves that need no argument at all (draw, pass, go, stop): one click plays them. */
  immediate: Move[];
  /** Actions still open, in the rules' order (only those with parameters). */
  actions: ActionChoice[];
  /** The next argument's values, and what that argument is. */
  next: { param: ActionParamMeta; values: MoveArg[] } | null;
  /** The one move the selection determines, ready to confirm. */
  ready: Move | null;
}

export function paramsOf(meta: GameMeta, action: string): ActionParamMeta[] {
  const a = meta.actions.find((x) => x.name === action);
  return a ? a.params : [];
}

/** A move's arguments in parameter order (the meta's order; the move's own keys for unknown actions). */
export function argList(meta: GameMeta, m: Move): MoveArg[] {
  const params = paramsOf(meta, m.action);
  if (params.length === 0) return Object.values(m.args);
  return params.map((p) => m.args[p.name]).filter((v): v is MoveArg => v !== undefined);
}

function consistent(meta: GameMeta, m: Move, sel: Selection): boolean {
  if (sel.action !== null && m.action !== sel.action) return false;
  const args = argList(meta, m);
  if (args.length < sel.picks.length) return false;
  return sel.picks.every((v, i) => args[i] === v);
}

function actionOrder(meta: GameMeta, action: string): number {
  const i = meta.actions.findIndex((a) => a.name === action);
  return i < 0 ? meta.actions.length : i;
}

export function stageOf(meta: GameMeta, moves: readonly Move[], sel: Selection): Stage {
  const available = moves.filter((m) => consistent(meta, m, sel));
  const depth = sel.picks.length;
  const withArgs = available.filter((m) => argList(meta, m).length > 0);
  const immediate =
    depth === 0 && sel.action === null ? available.filter((m) => argList(meta, m).length === 0) : [];
  const byAction = new Map<string, Move[]>();
  for (const m of withArgs) byAction.set(m.action, [...(byAction.get(m.action) ?? []), m]);
  const actions = [...byAction.entries()]
    .sort(([a], [b]) => actionOrder(meta, a) - actionOrder(meta, b))
    .map(([action, ms]) => ({
      action,
      moves: ms,
      complete: ms.length === 1 && argList(meta, ms[0] as Move).length === depth,
    }));
  // The next argument: values of the pending moves at this depth, the first param type seen.
  const pending = withArgs.filter((m) => argList(meta, m).length > depth);
  let next: Stage["next"] = null;
  if (pending.length > 0) {
    const first = pending[0] as Move;
    const param = paramsOf(meta, first.action)[depth] ?? {
      name: Object.keys(first.args)[depth] ?? "value",
      type: "value",
    };
    const values: MoveArg[] = [];
    for (const m of pending) {
      const v = argList(meta, m)[depth] as MoveArg;
      if (!values.includes(v)) values.push(v);
    }
    next = { param, values };
  }
  const fullyPicked = available.filter((m) => argList(meta, m).length === depth);
  const ready =
    available.length === 1 && fullyPicked.length === 1 && (depth > 0 || sel.action !== null)
      ? (available[0] as Move)
      : null;
  return { available, immediate, actions, next, ready };
}

/** The selection after picking a value (a card ref, a cell, …); unchanged if it leads nowhere. */
export function pick(meta: GameMeta, moves: readonly Move[], sel: Selection, value: MoveArg): Selection {
  const picked = { action: sel.action, picks: [...sel.picks, value] };
  if (moves.some((m) => consistent(meta, m, picked))) return settle(meta, moves, picked);
  return sel;
}

/** The selection after choosing an action (pressing "Attack …"). */
export function chooseAction(
  meta: GameMeta,
  moves: readonly Move[],
  sel: Selection,
  action: string,
): Selection {
  const chosen = { action, picks: sel.picks };
  return moves.some((m) => consistent(meta, m, chosen)) ? settle(meta, moves, chosen) : sel;
}

/** Fixes the action as soon as only one is left, so the controls stop asking for it. */
function settle(meta: GameMeta, moves: readonly Move[], sel: Selection): Selection {
  if (sel.action !== null) return sel;
  const actions = new Set(moves.filter((m) => consistent(meta, m, sel)).map((m) => m.action));
  return actions.size === 1 ? { action: [...actions][0] as string, picks: sel.picks } : sel;
}

/** One step back: the last pick (the action is asked again if more than one fits), else everything. */
export function back(meta: GameMeta, moves: readonly Move[], sel: Selection): Selection {
  if (sel.picks.length === 0) return EMPTY_SELECTION;
  return settle(meta, moves, { action: null, picks: sel.picks.slice(0, -1) });
}

/** Whether a value can be picked now (highlighted on the table). */
export function canPick(stage: Stage, value: MoveArg): boolean {
  return stage.next?.values.includes(value) ?? false;
}

export function sameMove(a: Move, b: Move): boolean {
  if (a.seat !== b.seat || a.action !== b.action) return false;
  const ka = Object.keys(a.args);
  return ka.length === Object.keys(b.args).length && ka.every((k) => a.args[k] === b.args[k]);
}
