#!/usr/bin/env node
/** `ludic-language-server --stdio`: the Ludic language server, for any LSP client. */
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { startServer } from "./server.js";

startServer(createConnection(ProposedFeatures.all));
