/**
 * The only ways text from a rules file reaches generated code. Rules text is data: a title, a
 * card id, a comment or a name never becomes code, whatever characters it holds, because every
 * emitter writes it through one of these functions, one per context:
 *
 * - `stringLiteral`: a quoted string (JSON's escaping, plus U+2028/U+2029 and `</script>`);
 * - `dataLiteral`: a JSON-like value (tables) whose keys cannot set a prototype;
 * - `jsonTextLiteral`: a JSON value as the text of a string literal for `JSON.parse` (`meta`);
 * - `propertyKey`: a key in an object literal or a type literal written by code;
 * - `commentText`: text inside a `//` or `/** … *\/` comment (one line, no comment closer);
 * - `identifier`: a rules name used as a TypeScript name, mangled when it would collide with a
 *   keyword, a global, an `Object.prototype` member or a name the generated code declares.
 */
import * as runtime from "@ludic/runtime";

/**
 * A TypeScript string literal with the text's exact value. JSON's escaping covers quotes,
 * backslashes and control characters; U+2028/U+2029 are escaped too (line terminators to older
 * parsers), and `<` before `/` or `!` so the text cannot close or open a `<script>` element or
 * an HTML comment when the code is inlined in a page.
 */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(
    /[\u2028\u2029]|<(?=[/!])/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * A JSON value as a single-quoted string literal of its JSON text, to be read back with
 * `JSON.parse`: data that stays data (a `__proto__` key is an own property), and easier to read
 * than `stringLiteral` of the same text (no escaped double quotes). Backslashes and single quotes
 * are escaped, U+2028/U+2029 and `<` before `/` or `!` as in `stringLiteral`; JSON's own
 * escaping leaves no other line terminator in the text.
 */
export function jsonTextLiteral(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  const body = text.replace(/[\\'\u2028\u2029]|<(?=[/!])/g, (c) =>
    c === "\\" || c === "'" ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `'${body}'`;
}

/** A key of an object literal: bare when it is a plain name, quoted and computed otherwise. */
export function propertyKey(name: string): string {
  // `__proto__: x` (bare or quoted) sets the prototype; a computed key is an own property.
  if (name === "__proto__") return `[${stringLiteral(name)}]`;
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : stringLiteral(name);
}

/**
 * A JSON value as a TypeScript expression: strings through `stringLiteral`, keys quoted (as
 * JSON.stringify writes them) except `__proto__`, which is computed so it stays an own key.
 * `indent` > 0 lays objects and arrays out one entry per line, like JSON.stringify's space.
 */
export function dataLiteral(value: unknown, indent = 0): string {
  return writeData(value, indent, "");
}

function writeData(value: unknown, indent: number, pad: string): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return stringLiteral(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (typeof value === "boolean") return String(value);
  const inner = indent > 0 ? pad + " ".repeat(indent) : "";
  const open = indent > 0 ? `\n${inner}` : "";
  const close = indent > 0 ? `\n${pad}` : "";
  const sep = indent > 0 ? `,\n${inner}` : ",";
  const colon = indent > 0 ? ": " : ":";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[${open}${value.map((v) => writeData(v, indent, inner)).join(sep)}${close}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return "{}";
    const keyText = (k: string): string => (k === "__proto__" ? `[${stringLiteral(k)}]` : stringLiteral(k));
    return `{${open}${entries.map(([k, v]) => `${keyText(k)}${colon}${writeData(v, indent, inner)}`).join(sep)}${close}}`;
  }
  throw new TypeError(`dataLiteral: ${typeof value} is not JSON data`);
}

/**
 * A lookup table keyed by rules names, as an object with no prototype: a name that is not a key
 * (`constructor`, `toString`) reads `undefined`, never an `Object.prototype` member.
 */
export function lookupTable(entries: Record<string, unknown> | string): string {
  const literal = typeof entries === "string" ? entries : dataLiteral(entries);
  return `Object.assign(Object.create(null), ${literal})`;
}

/**
 * Rules text as the body of a one-line comment: line terminators become spaces (a `//` comment
 * ends at any of them) and `*\/` is broken (it would close a block comment).
 */
export function commentText(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/\*\//g, "* /");
}

/** Rules text in Markdown (the generated README): no HTML, one paragraph per text. */
export function markdownText(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** Markdown inline code of rules text (a name, a card id): backticks cannot end it early. */
export function markdownCode(text: string): string {
  const fence = "`".repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const body = text.replace(/[\r\n\u2028\u2029]+/g, " ");
  return fence.length > 1 || body.startsWith(" ") ? `${fence} ${body} ${fence}` : `${fence}${body}${fence}`;
}

// ---- Identifiers --------------------------------------------------------------------------

/** JavaScript's reserved words, strict-mode and contextual ones included, and TypeScript's. */
// biome-ignore format: a word list reads best packed
const KEYWORDS = [
  "abstract", "accessor", "any", "arguments", "as", "asserts", "async", "await", "bigint",
  "boolean", "break", "case", "catch", "class", "const", "constructor", "continue", "debugger",
  "declare", "default", "delete", "do", "else", "enum", "eval", "export", "extends", "false",
  "finally", "for", "from", "function", "get", "global", "if", "implements", "import", "in",
  "infer", "instanceof", "interface", "intrinsic", "is", "keyof", "let", "module", "namespace",
  "never", "new", "null", "number", "object", "of", "out", "override", "package", "private",
  "protected", "public", "readonly", "require", "return", "satisfies", "set", "static", "string",
  "super", "switch", "symbol", "this", "throw", "true", "try", "type", "typeof", "undefined",
  "unique", "unknown", "using", "var", "void", "while", "with", "yield",
];

/** Names of the JavaScript environment and TypeScript's libraries that generated code may use. */
// biome-ignore format: a word list reads best packed
const GLOBALS = [
  "AggregateError", "Array", "ArrayBuffer", "ArrayLike", "Atomics", "Awaited", "BigInt",
  "BigInt64Array", "BigUint64Array", "Boolean", "Capitalize", "ConstructorParameters", "DataView",
  "Date", "Error", "EvalError", "Exclude", "Extract", "FinalizationRegistry", "Float32Array",
  "Float64Array", "Function", "Generator", "Infinity", "InstanceType", "Int16Array", "Int32Array",
  "Int8Array", "Intl", "Iterable", "IterableIterator", "Iterator", "JSON", "Lowercase", "Map",
  "Math", "NaN", "NoInfer", "NonNullable", "Number", "Object", "Omit", "Parameters", "Partial",
  "Pick", "Promise", "PropertyKey", "Proxy", "RangeError", "Readonly", "ReadonlyArray",
  "ReadonlyMap", "ReadonlySet", "Record", "ReferenceError", "Reflect", "RegExp", "Required",
  "ReturnType", "Set", "SharedArrayBuffer", "String", "Symbol", "SyntaxError", "ThisType",
  "TypeError", "URIError", "Uint16Array", "Uint32Array", "Uint8Array", "Uint8ClampedArray",
  "Uncapitalize", "Uppercase", "WeakMap", "WeakRef", "WeakSet", "clearInterval", "clearTimeout",
  "console", "decodeURI", "decodeURIComponent", "document", "encodeURI", "encodeURIComponent",
  "escape", "exports", "globalThis", "isFinite", "isNaN", "parseFloat", "parseInt", "process",
  "queueMicrotask", "self", "setInterval", "setTimeout", "structuredClone", "unescape", "window",
];

/** Members every plain object inherits: as keys or fields they would read the prototype's. */
// biome-ignore format: a word list reads best packed
const PROTOTYPE_MEMBERS = [
  "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__", "__proto__",
  "constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString",
  "toString", "valueOf",
];

/**
 * Names the generated code declares or imports, as they are spelled in emit/ and lower/: module
 * tables and functions, the contract's type names, and the locals and parameters of generated
 * functions. hostile.test.ts checks that every name a generated engine declares that does not
 * come from the rules is here (or matches GENERATED_PATTERNS).
 */
// biome-ignore format: a word list reads best packed
const GENERATED = [
  // Types the engines import or declare.
  "AnyMove", "CardId", "CardPlace", "Commitment", "Decision", "Engine", "Frame", "GameMeta",
  "GameRecord", "Move", "OptionCheck", "OptionSpec", "Opts", "Outcome", "PositionSpec", "RngState",
  "Seat", "SetupOptions", "SourceLocation", "State", "StateShape", "Vars", "View",
  // The game's own contract types (emit/types-file.ts).
  "Action", "CommitmentOf", "DecisionOf", "GameRecordOf", "MoveArgs", "Options", "PositionSpecOf",
  "SetupOptionsOf", "Types", "Variant", "ViewCard", "ViewOf", "ViewZone", "ZoneKey",
  // Module-level tables and functions of cards.ts, state.ts, rules.ts and index.ts.
  "ANYTIME", "ATT", "BOARD", "CARDS_OF", "CARD_ARGS", "CARD_COUNT", "CARD_HOME", "CARD_IDS",
  "CARD_INDEX", "CARD_TYPE", "FLOW_BY_VARIANT", "INDEX_NAMES", "LOC", "MAX_SEATS", "OPTIONAL_VARS",
  "OPTIONS", "OPTION_CHECKS", "PLAY", "PLAY_STATE", "SITES", "WALK", "POSITION_BY_VARIANT", "REVEALS", "SCORE_BY_VARIANT",
  "SEARCH", "SITE_RULE", "SITE_SOURCE", "STATIC_CONTRACT", "VAR_INDEX", "VAR_VALUE", "Z",
  "ZONE_AT", "ZONE_INDEX", "ZONE_KEYS", "ZONE_SEAT", "anytimeMoves", "applyMove", "cardRevealed",
  "cardVisible", "cards", "cellName", "cloneState", "completeRule", "completes", "contract",
  "decisions", "defaultAt", "determinize", "endGame", "engine", "fromJson", "holderOf", "initVars",
  "keepsComplete", "legalMoves", "logLine", "meta", "outcome", "parseCell", "pendingMoves",
  "playActions", "playout", "position", "replay", "runEngine", "setup", "siteAccept",
  "siteCommitments", "siteMoves", "siteSeats", "step", "view",
  // Determinization and the playout path (emit/determinize.ts, emit/playout.ts).
  "DETERMINIZE", "cardClass", "knownCards", "playBind", "playDefers", "waitCheck", "sourceLocations", "playDetach", "playFast", "playFill", "playNoMove",
  "playInPlace", "playMoves", "playOwn", "playQuiet", "PLAY_QUIET", "PlayoutMode", "playouts", "deal", "renameAnswer", "renameFrame", "renameVars",
  "zoneVisible", "checkState", "playApplyMove", "playLegalMoves", "trustLike",
  // The boundary's state shape (emit/state-shape.ts), loop budgets (lower/loop-budget.ts),
  // views' score lines and card reveals (emit/visibility.ts).
  "LOOPS", "SHARED_FRAMES", "STATE_SHAPE", "cardPublic", "cloneFrame", "ownVar", "revealedBy", "seatLines",
  "CardReveal", "PLAYOUTS", "OPTION_CODE", "optionCode", "noOptions", "makeCardReveals", "noCardReveals",
  // Decisions as data (emit/decisions.ts).
  "DECISIONS", "DecisionTable", "Decisions", "Option", "decision", "limit", "_st", "_f", "_seat",
  // Locals and parameters of the generated functions that rules code runs in (site functions,
  // option loops, machines, `fn`s): a rules local named so would shadow them.
  "asked", "f", "g", "g0", "m", "n", "out", "p", "pc", "refused", "run", "seat", "st", "v",
];

/** Shapes of generated names: prefixed declarations, per-kind tables, numbered helpers. */
const GENERATED_PATTERNS = [
  /^(K|F|fn|rule|run|enter|reveal|creveal|anytime|check|moves|anyMove|accept|answerMove|fill|bind|OPTION)_/,
  /_(NAMES|LABELS|ALL|BY_VARIANT)$/,
  /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/,
  // Labels of condition loops (q1), option variables (card_) and their hoisted domains (card_d).
  /^q\d+$/,
  /_d?$/,
];

const RESERVED: ReadonlySet<string> = new Set([
  ...KEYWORDS,
  ...GLOBALS,
  ...PROTOTYPE_MEMBERS,
  ...GENERATED,
  // Everything @ludic/runtime exports may be imported by an engine.
  ...Object.keys(runtime),
]);

/** Whether a rules name would collide if emitted as it is. */
export function isReservedName(name: string): boolean {
  return RESERVED.has(name) || GENERATED_PATTERNS.some((p) => p.test(name));
}

/**
 * A rules name as a TypeScript identifier. Rules names are `[A-Za-z_][A-Za-z0-9_]*` and never
 * hold `$`, and no generated name starts with `$`: prefixing a reserved name with `$` gives a
 * name nothing else can have, and a name that is not reserved is kept as written.
 */
export function identifier(name: string): string {
  const plain = name.replace(/[^A-Za-z0-9_]/g, "_");
  return isReservedName(plain) || /^\d/.test(plain) || plain === "" ? `$${plain}` : plain;
}
