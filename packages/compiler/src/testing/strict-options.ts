/**
 * The TypeScript options generated engines are held to wherever they are type-checked in
 * memory: the compiler's own tests (types-file, hostile), the fuzzer's batches of mutants
 * (tools/fuzz) and `ludic build --standalone` (tools/ludic). They are the workspace's strict
 * settings (tsconfig.base.json) for an ES2022 module, with no ambient types: an engine needs
 * nothing but itself and @ludic/runtime.
 *
 * The caller passes TypeScript's namespace (ts-morph's `ts`) for the enums: this module imports
 * nothing, so exporting it from @ludic/compiler does not load TypeScript with the compiler.
 */
import type { ts as Ts } from "ts-morph";

export function strictEngineOptions(ts: typeof Ts): Ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts"],
    types: [],
    strict: true,
    noImplicitOverride: true,
    noFallthroughCasesInSwitch: true,
    isolatedModules: true,
    skipLibCheck: true,
  };
}
