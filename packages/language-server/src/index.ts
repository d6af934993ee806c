/** @ludic/language-server: the LSP server and, for other hosts (a playground), its services. */

export { startServer } from "./server.js";
export * from "./services/index.js";
