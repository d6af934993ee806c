import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { rulesPages } from "./rules-pages/plugin.js";

// The demo app. `rulesPages` turns the games' .ludic files into the rules pages at build (and
// dev) time, so the rules text shown is always the text the engines were compiled from.
export default defineConfig({
  plugins: [react(), rulesPages()],
  // The playground's compile worker bundles the compiler, which imports node:path and node:fs
  // (docs/tooling.md, "The playground"): path is pathe's, fs a stub that throws (only texts are
  // passed). Exact regexes, so ts-morph's `node:fs/promises` is left alone.
  resolve: {
    alias: [
      { find: /^node:path$/, replacement: "pathe" },
      {
        find: /^node:fs$/,
        replacement: fileURLToPath(new URL("./src/playground/shims/fs.ts", import.meta.url)),
      },
    ],
  },
  worker: { format: "es" },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173 },
  build: { chunkSizeWarningLimit: 1500 },
});
