/**
 * `node tools/publish/pack.mjs <dest> [--no-build]`: builds every publishable package (in
 * dependency order) and writes one `npm pack` tarball of each into <dest>. A package is staged
 * in a temporary folder first: its built `dist/`, the published manifest (manifest.mjs), the
 * licence and a README; the CLI adds its launcher (`bin/`), the games `ludic init --from` copies
 * (`rules/`) and the runtime's sources for `ludic build --bundle-runtime` (`runtime-src/`).
 * Prints one JSON line per tarball: `{ name, file, bytes }`.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { buildPackage } from "./build-package.mjs";
import { publishManifest, workspacePackages } from "./manifest.mjs";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** What is published, in dependency order. */
export const PUBLISHED = [
  "@ludic/runtime",
  "@ludic/lang",
  "@ludic/compiler",
  "@ludic/testing",
  "@ludic/bots",
  "@ludic/ui",
  "@ludic/client",
  "@ludic/cli",
];

/** Where a package's build goes: the CLI's dist/ is its in-repository bundle, so it builds to lib/. */
const buildDirOf = (name) => (name === "@ludic/cli" ? "lib" : "dist");

function readme(pkg) {
  return `# ${pkg.name}

${pkg.description ?? ""}

Part of Ludic: write the rules of a card or board game in a small language and get a typed
TypeScript engine package. MIT licence.
`;
}

/** The game folders of the repository's rules/ (only rules and scenario files). */
function copyGames(into) {
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory() && e.name !== "node_modules") walk(path);
      else if (e.name.endsWith(".ludic") || e.name.endsWith(".scenarios")) {
        const target = join(into, relative(join(repo, "rules"), path));
        mkdirSync(dirname(target), { recursive: true });
        cpSync(path, target);
      }
    }
  };
  walk(join(repo, "rules"));
}

function copyRuntimeSources(into) {
  const src = join(repo, "packages", "runtime", "src");
  cpSync(src, into, {
    recursive: true,
    filter: (f) => statSync(f).isDirectory() || (f.endsWith(".ts") && !f.endsWith(".test.ts")),
  });
}

export function stagePackage(name, packages, stageRoot) {
  const { dir, pkg } = packages.get(name);
  const stage = join(stageRoot, name.replace("/", "+"));
  mkdirSync(stage, { recursive: true });
  cpSync(join(dir, buildDirOf(name)), join(stage, "dist"), { recursive: true });
  const manifest = publishManifest(pkg, packages);
  writeFileSync(join(stage, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(repo, "LICENSE"), join(stage, "LICENSE"));
  writeFileSync(join(stage, "README.md"), readme(pkg));
  if (name === "@ludic/cli") {
    cpSync(join(dir, "bin"), join(stage, "bin"), { recursive: true });
    copyGames(join(stage, "rules"));
    copyRuntimeSources(join(stage, "runtime-src"));
  }
  return stage;
}

export function packAll(dest, { build = true } = {}) {
  const packages = workspacePackages(repo);
  mkdirSync(dest, { recursive: true });
  const stageRoot = mkdtempSync(join(tmpdir(), "ludic-stage-"));
  const packed = [];
  try {
    for (const name of PUBLISHED) {
      const { dir } = packages.get(name);
      if (build || !existsSync(join(dir, buildDirOf(name)))) buildPackage(dir, buildDirOf(name));
      const stage = stagePackage(name, packages, stageRoot);
      const out = execFileSync("npm", ["pack", "--json", "--pack-destination", resolve(dest), stage], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      const [info] = JSON.parse(out);
      const file = join(resolve(dest), info.filename);
      packed.push({ name, file, bytes: statSync(file).size, unpacked: info.unpackedSize });
    }
  } finally {
    rmSync(stageRoot, { recursive: true, force: true });
  }
  return packed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const dest = args.find((a) => !a.startsWith("--"));
  if (!dest) {
    console.error("usage: node tools/publish/pack.mjs <dest> [--no-build]");
    process.exit(2);
  }
  for (const p of packAll(dest, { build: !args.includes("--no-build") })) console.log(JSON.stringify(p));
}
