/** @ludic/language-server: the LSP server and, for other hosts (a playground), its services. */

export { startServer } from "./server.js";
export { type Analysis, analyse, type Occurrence, type SourceFile } from "./services/analysis.js";
export * as services from "./services/services.js";
