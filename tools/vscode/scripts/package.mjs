// Bundles the extension and the language server with esbuild, then packages dist/ludic.vsix with
// vsce, offline (--no-dependencies: everything the extension runs is in the two bundles).
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
mkdirSync(join(here, "dist"), { recursive: true });
const common = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  minify: true,
  logLevel: "warning",
};
await build({
  ...common,
  entryPoints: [join(here, "src/extension.ts")],
  outfile: join(here, "dist/extension.cjs"),
  external: ["vscode"],
});
await build({
  ...common,
  entryPoints: [join(here, "../../packages/language-server/src/bin.ts")],
  outfile: join(here, "dist/server.cjs"),
});
const vsce = join(here, "node_modules/.bin/vsce");
const bin = (() => {
  try {
    execFileSync(vsce, ["--version"], { stdio: "ignore" });
    return vsce;
  } catch {
    return join(here, "../../node_modules/.bin/vsce");
  }
})();
execFileSync(
  bin,
  [
    "package",
    "--no-dependencies",
    "--allow-missing-repository",
    "--skip-license",
    "--out",
    join(here, "dist/ludic.vsix"),
  ],
  {
    cwd: here,
    stdio: ["ignore", "inherit", "inherit"],
  },
);
