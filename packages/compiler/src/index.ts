/** @ludic/compiler — lowers a checked game to IR and emits its engine package (TypeScript sources). */
import { loadGameFolder } from "@ludic/lang";
import { type CompileOptions, type CompileResult, compileSources } from "./compile.js";

export type { CompileOptions, CompileResult } from "./compile.js";
export { compileSources } from "./compile.js";
export type { GeneratedFile } from "./emit/emit.js";
export { strictEngineOptions } from "./testing/strict-options.js";
export { writePackage } from "./write-package.js";

/** `ludic build`: compiles the game in a folder (its base file and every variant beside it). */
export function buildGame(gameDir: string, options: CompileOptions = {}): CompileResult {
  return compileSources(loadGameFolder(gameDir).files, options);
}

export type BuildResult = CompileResult;
