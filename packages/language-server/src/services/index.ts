/**
 * The editor services without the LSP wiring: no Node built-ins and no vscode-languageserver, so
 * a browser worker (the demo's playground) runs the same hover, completion and diagnostics.
 */
export { type Analysis, analyse, type Occurrence, type SourceFile } from "./analysis.js";
export * as services from "./services.js";
