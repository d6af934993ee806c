import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { rulesPages } from "./rules-pages/plugin.js";

// The demo app. `rulesPages` turns the games' .ludic files into the rules pages at build (and
// dev) time, so the rules text shown is always the text the engines were compiled from.
export default defineConfig({
  plugins: [react(), rulesPages()],
  worker: { format: "es" },
  server: { host: "127.0.0.1", port: 5173 },
  preview: { host: "127.0.0.1", port: 4173 },
  build: { chunkSizeWarningLimit: 1500 },
});
