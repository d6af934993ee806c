/**
 * The slices of @ludic/lang, @ludic/compiler and @ludic/testing the CLI uses, written out so the
 * commands can be tested with fakes. `deps.ts` assigns the real modules to these types, so the
 * type checker tells us when the packages drift from what the CLI expects.
 */
import type { Diagnostic } from "@ludic/lang";
import type { Engine, GameOptions } from "@ludic/runtime";

/** Diagnostics are @ludic/lang's own: the CLI prints them with its formatter. */
export type DiagnosticLike = Diagnostic;

export interface GameInfoLike {
  id: string;
  title: string;
}

export interface FolderCheck {
  diagnostics: DiagnosticLike[];
  sources: Map<string, string>;
  game: GameInfoLike | null;
}

export interface LangApi {
  checkGameFolder(dir: string): FolderCheck;
  /** The same, of rules files already read (the CLI hashes the text it checks). */
  checkGameSources(files: { path: string; text: string }[]): FolderCheck;
  formatDiagnostics(ds: readonly DiagnosticLike[], sources: ReadonlyMap<string, string>): string;
}

/** @ludic/lang's formatter, for `ludic fmt`. */
export interface FormatterApi {
  formatRules(text: string, file: string): { text: string; formatted: boolean };
}

export interface GeneratedFile {
  path: string;
  text: string;
}

export interface BuildResultLike {
  ok: boolean;
  diagnostics: DiagnosticLike[];
  sources: Map<string, string>;
  files: GeneratedFile[];
  gameId: string | null;
  timings: Record<string, number>;
}

export interface CompilerApi {
  buildGame(gameDir: string, options?: { packageName?: string }): BuildResultLike;
  /** The same, of rules files already read (the CLI hashes the text it compiles). */
  compileSources(files: { path: string; text: string }[], options?: { root?: string }): BuildResultLike;
  writePackage(files: GeneratedFile[], outDir: string): { written: number; removed: number };
}

/** A scenario as `ludic test` needs it; @ludic/testing's `Scenario` carries more. */
export interface ScenarioLike {
  file: string;
  line: number;
  title: string;
  rules: string[];
  options?: GameOptions;
}

/** @ludic/testing/harness: the scenario parser and runner, without Vitest. */
export interface TestingApi {
  parseScenarios(
    text: string,
    file: string,
  ): { scenarios: ScenarioLike[]; errors: { line: number; message: string }[] };
  runScenario(engine: Engine, scenario: ScenarioLike): { ok: boolean; failures: string[] };
}

/** An engine compiled in memory from a game folder (compile-engine.ts). */
export interface CompiledGame {
  engine: Engine;
  /** The module's file URL, for threads that import it themselves (`simulate`). */
  url: string;
  dir: string;
}

export type CompileOutcome =
  | { ok: true; game: CompiledGame }
  | { ok: false; diagnostics: DiagnosticLike[]; sources: Map<string, string> };

/** Everything a command may need from outside; tests replace any part. */
export interface Deps {
  /** The monorepo root (where nx.json is); engines and the runtime are found from here. */
  workspaceRoot: string;
  cwd: string;
  /** Where results are kept by their inputs' hash (cache.ts); null: nothing is kept. */
  cacheDir: string | null;
  loadLang(): Promise<LangApi>;
  loadFormatter(): Promise<FormatterApi>;
  loadCompiler(): Promise<CompilerApi>;
  /** The engine of the rules in a game folder, compiled now (or found in the cache by their hash). */
  compileGame(dir: string): Promise<CompileOutcome>;
  loadTesting(): Promise<TestingApi>;
}
