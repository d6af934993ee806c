/**
 * The compiler driver — the whole pipeline on one screen:
 * load → lex/parse → AST → check → lower (layout, IR) → emit (code-block-writer, emit/writer.ts).
 */
import { relative } from "node:path";
import { checkGameSources, type Diagnostic } from "@ludic/lang";
import { emitPackage, type GeneratedFile } from "./emit/emit.js";
import { LowerContext } from "./lower/context.js";
import { buildLayout } from "./lower/layout.js";
import { lowerProgram } from "./lower/program.js";

export interface CompileResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  sources: Map<string, string>;
  files: GeneratedFile[];
  gameId: string | null;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
}

export interface CompileOptions {
  /** Default `@ludic/<game id>`. */
  packageName?: string;
  /** Paths in generated code are written relative to this folder (default: the cwd). */
  root?: string;
}

export function compileSources(
  files: { path: string; text: string }[],
  options: CompileOptions = {},
): CompileResult {
  const timings: Record<string, number> = {};
  const time = <T>(phase: string, f: () => T): T => {
    const t0 = performance.now();
    try {
      return f();
    } finally {
      timings[phase] = (timings[phase] ?? 0) + performance.now() - t0;
    }
  };
  const front = time("parse+check", () => checkGameSources(files));
  const diagnostics = [...front.diagnostics];
  const fail = (): CompileResult => ({
    ok: false,
    diagnostics,
    sources: front.sources,
    files: [],
    gameId: front.game?.id ?? null,
    timings,
  });
  if (!front.game || diagnostics.some((d) => d.severity === "error")) return fail();
  const game = front.game;
  const root = options.root ?? process.cwd();
  // Asked for every location lowering records: `relative` resolves both paths each time.
  const fileNames = new Map<string, string>();
  const fileName = (p: string): string => {
    let name = fileNames.get(p);
    if (name === undefined) {
      name = relative(root, p).split("\\").join("/");
      fileNames.set(p, name);
    }
    return name;
  };
  const layout = time("layout", () => buildLayout(game, front, diagnostics));
  const ctx = new LowerContext(game, front, layout, fileName, front.sources);
  const program = time("lower", () => lowerProgram(ctx, front.sources, diagnostics));
  if (diagnostics.some((d) => d.severity === "error")) return fail();
  const rulesFiles = [...front.sources.keys()].map(fileName);
  const base = game.variants[0]?.file.span.file;
  const ordered = base ? [fileName(base), ...rulesFiles.filter((f) => f !== fileName(base))] : rulesFiles;
  const dir = base ? fileName(base).split("/").slice(0, -1).join("/") : "";
  const generated = time("emit", () =>
    emitPackage(program, {
      packageName: options.packageName ?? `@ludic/${game.id}`,
      rulesDir: dir,
      rulesFiles: ordered,
      sources: new Map([...front.sources].map(([path, text]) => [fileName(path), text])),
    }),
  );
  return { ok: true, diagnostics, sources: front.sources, files: generated, gameId: game.id, timings };
}
