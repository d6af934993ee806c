/**
 * `node --import tsx apps/demo/rules-pages/cli.ts [root]`: prints every game's rules page as JSON
 * (`{ pages, files }`). The Vite plugin runs it in a child process, so the app's Vite config
 * imports no TypeScript from the workspace (tools that load the config, such as Nx, stay happy).
 */
import { readRulesPages, workspaceRoot } from "./read.js";

process.stdout.write(JSON.stringify(readRulesPages(process.argv[2] ?? workspaceRoot)));
