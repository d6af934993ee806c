/**
 * Type-checks compiled mutant engines with ts-morph, many at once: one project (and so one pass
 * over the runtime's declarations) per batch instead of one per engine, which is what makes
 * type-checking thousands of mutants affordable.
 */
import { strictEngineOptions } from "@ludic/compiler";
import { type Program, Project, type SourceFile, ts } from "ts-morph";

export interface EngineSources {
  /** Where the engine's src/ files are on disk (inside the workspace, so @ludic/runtime resolves). */
  dir: string;
  files: { path: string; text: string }[];
}

/** The first few type errors of each engine, by its dir; an engine absent from the map type-checks. */
export type TypeErrors = Map<string, string[]>;

const MAX_ERRORS_KEPT = 5;

let shared: Project | null = null;

function project(): Project {
  shared ??= new Project({
    skipAddingFilesFromTsConfig: true,
    compilerOptions: { ...strictEngineOptions(ts), noEmit: true },
  });
  return shared;
}

export function typecheckEngines(engines: EngineSources[]): TypeErrors {
  const p = project();
  const errors: TypeErrors = new Map();
  // TypeScript itself can fail on generated code (a stack overflow on 10,000 nested parentheses):
  // that engine does not type-check, the others of the batch still do.
  const typescriptThrew = (dir: string, e: unknown) =>
    errors.set(dir, [`TypeScript threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`]);
  const added: { dir: string; sources: SourceFile[] }[] = [];
  for (const e of engines) {
    const sources: SourceFile[] = [];
    try {
      // TypeScript sources only: an engine also has data files (src/rules.ts.map).
      for (const f of e.files.filter((x) => /\.tsx?$/.test(x.path)))
        sources.push(p.createSourceFile(`${e.dir}/${f.path}`, f.text, { overwrite: true }));
      added.push({ dir: e.dir, sources });
    } catch (error) {
      for (const sf of sources) p.removeSourceFile(sf);
      typescriptThrew(e.dir, error);
    }
  }
  try {
    const program = p.getProgram();
    for (const { dir, sources } of added) {
      const messages: string[] = [];
      try {
        checkEngine(program, sources, messages);
      } catch (error) {
        typescriptThrew(dir, error);
        continue;
      }
      if (messages.length > 0) errors.set(dir, messages);
    }
  } finally {
    for (const { sources } of added) for (const sf of sources) p.removeSourceFile(sf);
  }
  return errors;
}

function checkEngine(program: Program, sources: SourceFile[], messages: string[]): void {
  for (const sf of sources) {
    const found = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
    for (const d of found) {
      if (messages.length >= MAX_ERRORS_KEPT) break;
      const text = ts.flattenDiagnosticMessageText(
        d.getMessageText() as string | ts.DiagnosticMessageChain,
        "\n",
      );
      messages.push(`${sf.getBaseName()}:${d.getLineNumber() ?? 0}: TS${d.getCode()}: ${text}`);
    }
  }
}
