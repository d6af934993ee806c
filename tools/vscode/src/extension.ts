/**
 * The VS Code extension: starts the Ludic language server (bundled beside this file as
 * dist/server.cjs) over stdio for every `.ludic` file. Highlighting comes from the TextMate grammar
 * in syntaxes/, brackets and comments from language-configuration.json.
 */
import type { ExtensionContext } from "vscode";
import {
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath("dist/server.cjs");
  const server: ServerOptions = {
    run: { module, transport: TransportKind.stdio },
    debug: { module, transport: TransportKind.stdio, options: { execArgv: ["--inspect=6009"] } },
  };
  const options: LanguageClientOptions = { documentSelector: [{ scheme: "file", language: "ludic" }] };
  client = new LanguageClient("ludic", "Ludic language server", server, options);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
