/**
 * Figures the playground records as it works, read by the end-to-end tests and printed, never
 * asserted as times: `window.__ludicPlayground` in the page.
 */
export interface BuildFigure {
  /** The first build of the page (the compiler warmed up by nothing but its load). */
  first: boolean;
  /** From "Play" (an edit's build) to a started game in the engine worker, ms. */
  editToPlayable: number;
  /** The compile worker's round trip, ms. */
  compile: number;
  /** Loading the engine's modules in the engine worker, ms. */
  load: number;
  /** The compiler's phases and the transpile, as the worker measured them. */
  phases: Record<string, number>;
}

export interface PlaygroundFigures {
  builds: BuildFigure[];
  /** From opening the playground to the compile worker answering (its download and start), ms. */
  compilerLoad?: number;
  /** Round trips of the live check (text sent → diagnostics back), ms. */
  checks: number[];
  /** The same checks inside the check worker (parse of the changed files + check), ms. */
  checkWorker: number[];
  /** From a keystroke to its diagnostics set in the editor (the lint delay included), ms. */
  keystrokes: number[];
}

export function figures(): PlaygroundFigures {
  const w = globalThis as { __ludicPlayground?: PlaygroundFigures };
  w.__ludicPlayground ??= { builds: [], checks: [], checkWorker: [], keystrokes: [] };
  return w.__ludicPlayground;
}
