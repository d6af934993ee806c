/**
 * @ludic/lang — the rules language: lexing, parsing, the AST, binding and checking, and
 * diagnostics. No code generation here (that is @ludic/compiler).
 */
export type * as ast from "./ast/nodes.js";
export type { Span, Position, RulesFile } from "./ast/nodes.js";
export type { Diagnostic, Severity } from "./diagnostics/diagnostic.js";
export type { CheckResult, GameInfo, VariantInfo, Type, Symbol } from "./check/model.js";
export { parseRules } from "./parse-file.js";
export { checkGame } from "./check/index.js";
export { loadGameFolder } from "./load/load-game.js";
export { formatDiagnostic, formatDiagnostics } from "./diagnostics/format.js";
export { checkGameFolder, checkGameSources } from "./check-folder.js";
