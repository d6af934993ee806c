/**
 * A view as what changed since the view before it: the server sends each connection the fields,
 * zones and variables that changed since the view it sent that connection last, and the engine's
 * new log lines, instead of the whole view after every move (most of a view — the variables, the
 * zones nobody touched, the log so far — is the same from one move to the next). `applyViewPatch`
 * puts the whole view back together; `diffView(a, b)` applied to `a` gives a view equal to `b`.
 */
import type { View } from "@ludic/runtime";
import type { StateFrame, StateMessage, ViewPatch } from "./wire.js";

/** Structural equality of JSON-like values (what views are made of). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

type Keyed = Record<string, unknown>;

function diffKeyed(a: Keyed, b: Keyed): { changed: Keyed; gone: string[] } {
  const changed: Keyed = {};
  const gone: string[] = [];
  for (const k of Object.keys(b)) if (!Object.hasOwn(a, k) || !sameValue(a[k], b[k])) changed[k] = b[k];
  for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) gone.push(k);
  return { changed, gone };
}

/** The engine's log from `a` to `b`: lines dropped at the start, lines added at the end; null if it is not that. */
function diffLog(a: readonly string[], b: readonly string[]): { drop: number; add: string[] } | null {
  for (let drop = 0; drop <= a.length; drop++) {
    const kept = a.length - drop;
    if (kept > b.length) continue;
    let same = true;
    for (let i = 0; i < kept && same; i++) same = a[drop + i] === b[i];
    if (same) return { drop, add: b.slice(kept) };
  }
  return null;
}

const OWN = new Set(["zones", "vars", "log"]);

/** What changed from view `a` to view `b`. */
export function diffView(a: View, b: View): ViewPatch {
  const patch: ViewPatch = {};
  const top = diffKeyed(a as unknown as Keyed, b as unknown as Keyed);
  const set: Keyed = {};
  for (const [k, v] of Object.entries(top.changed)) if (!OWN.has(k)) set[k] = v;
  const unset = top.gone.filter((k) => !OWN.has(k));
  if (Object.keys(set).length > 0) patch.set = set;
  if (unset.length > 0) patch.unset = unset;
  const zones = diffKeyed(a.zones as Keyed, b.zones as Keyed);
  if (Object.keys(zones.changed).length > 0) patch.zones = zones.changed;
  if (zones.gone.length > 0) patch.dropZones = zones.gone;
  const vars = diffKeyed(a.vars as Keyed, b.vars as Keyed);
  if (Object.keys(vars.changed).length > 0) patch.vars = vars.changed;
  if (vars.gone.length > 0) patch.dropVars = vars.gone;
  const log = diffLog(a.log, b.log);
  if (log === null) patch.set = { ...patch.set, log: b.log };
  else if (log.drop > 0 || log.add.length > 0) patch.log = log;
  return patch;
}

/** The view `patch` was made from, given the view it was made against. */
export function applyViewPatch(a: View, patch: ViewPatch): View {
  const view = { ...a } as unknown as Keyed;
  for (const k of patch.unset ?? []) delete view[k];
  if (patch.zones !== undefined || patch.dropZones !== undefined) {
    const zones: Keyed = { ...(a.zones as Keyed), ...patch.zones };
    for (const k of patch.dropZones ?? []) delete zones[k];
    view.zones = zones;
  }
  if (patch.vars !== undefined || patch.dropVars !== undefined) {
    const vars: Keyed = { ...(a.vars as Keyed), ...patch.vars };
    for (const k of patch.dropVars ?? []) delete vars[k];
    view.vars = vars;
  }
  if (patch.log !== undefined) view.log = [...a.log.slice(patch.log.drop), ...patch.log.add];
  Object.assign(view, patch.set);
  return view as unknown as View;
}

/**
 * Reads a connection's `state` frames in order (docs/server.md): a frame carries either the
 * whole view or a patch against the view of the frame before it; this gives every frame's
 * whole view back.
 */
export function stateReader(): (frame: StateFrame) => StateMessage {
  let last: View | null = null;
  return (frame) => {
    const { patch, base: _base, ...rest } = frame;
    let view = frame.view;
    if (view === undefined) {
      if (patch === undefined || last === null) throw new Error("a state patch came before any view");
      view = applyViewPatch(last, patch);
    }
    last = view;
    return { ...rest, view } as StateMessage;
  };
}
