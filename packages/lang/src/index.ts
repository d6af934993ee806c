/**
 * @ludic/lang — the rules language: lexing, parsing, the AST, binding and checking, and
 * diagnostics. No code generation here (that is @ludic/compiler).
 */
export type * as ast from "./ast/nodes.js";
export type { Position, RulesFile, Span } from "./ast/nodes.js";
export { BUILTINS, type Builtin, describeBuiltin, paramKindText } from "./builtins/builtins.js";
export { checkGame } from "./check/index.js";
export type {
  BoardInfo,
  CheckResult,
  FamilySymbol,
  GameInfo,
  Symbol,
  Type,
  VariantInfo,
} from "./check/model.js";
export { narrowedFrom } from "./check/optional.js";
export { actionNames, type Presentation, presentationOf } from "./check/presentation.js";
export { typeToString } from "./check/types.js";
export { checkGameFolder, checkGameSources } from "./check-folder.js";
export type { Diagnostic, Severity } from "./diagnostics/diagnostic.js";
export { formatDiagnostic, formatDiagnostics } from "./diagnostics/format.js";
export { didYouMean } from "./diagnostics/suggest.js";
export { type FormatResult, formatRules } from "./format/format.js";
export { type LexResult, lex } from "./lex/lexer.js";
export { declarationStarts, Keywords } from "./lex/tokens.js";
export { loadGameFolder } from "./load/load-game.js";
export { fileSpan, MAX_FILE_CHARS, parseRules } from "./parse-file.js";
