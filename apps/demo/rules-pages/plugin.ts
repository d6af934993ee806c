/**
 * Vite plugin: the virtual module `virtual:ludic-rules` exports every game's rules page, built
 * from the `.ludic` files under `rules/` (and `rules/examples/`) when the app is built or served
 * (extract.ts does the work, in a child process: see cli.ts). In the dev server a change to a
 * rules file reloads the page with the new text.
 */
import { execFileSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ID = "virtual:ludic-rules";
const RESOLVED = `\0${ID}`;
const here = dirname(fileURLToPath(import.meta.url));

interface Extracted {
  pages: Record<string, { files: { problems: string[] }[] }>;
  files: string[];
}

function extract(root: string): Extracted {
  const json = execFileSync(process.execPath, ["--import", "tsx", join(here, "cli.ts"), root], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(json) as Extracted;
}

/**
 * The virtual module's source. The pages hold rules text as written (comments, strings, names),
 * so they go in as one string literal of JSON read back with JSON.parse: no key becomes a
 * prototype (`__proto__`) and no text becomes code, whatever characters it holds.
 */
export function rulesModule(pages: unknown): string {
  const literal = JSON.stringify(JSON.stringify(pages)).replace(
    /[\u2028\u2029]|<(?=[/!])/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `export default JSON.parse(${literal});`;
}

export function rulesPages(root = resolve(here, "../../..")): Plugin {
  return {
    name: "ludic-rules-pages",
    resolveId: {
      filter: { id: /^virtual:ludic-rules$/ },
      handler(id) {
        return id === ID ? RESOLVED : null;
      },
    },
    load: {
      filter: { id: /^\0virtual:ludic-rules$/ },
      handler(id) {
        if (id !== RESOLVED) return null;
        const { pages, files } = extract(root);
        for (const f of files) this.addWatchFile(f);
        for (const page of Object.values(pages))
          for (const file of page.files)
            for (const problem of file.problems) this.warn(`rules page: ${problem}`);
        return rulesModule(pages);
      },
    },
    configureServer(server) {
      server.watcher.add(join(root, "rules"));
      server.watcher.on("change", (file) => {
        if (!file.endsWith(".ludic")) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
