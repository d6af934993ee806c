/**
 * The consumer test: Ludic as someone outside this repository gets it, with only npm.
 * `node tools/consumer/consumer.mjs [--keep] [--no-build]` (run by `.ci/run` as its own step):
 *
 * 1. builds and packs every publishable package (tools/publish/pack.mjs) into a temporary folder
 *    outside the repository;
 * 2. creates a fresh app there and installs the tarballs (their npm dependencies, chevrotain,
 *    ts-morph, esbuild, react…, come from the npm registry), TypeScript, Node's types, Vitest;
 * 3. `npx ludic --version`, `init` (a new game, and one `--from connect-four`), `check` (clean rules
 *    pass, broken rules exit 1), `test --json`, the new project's Vitest test, `simulate` (worker threads from the installed
 *    @ludic/bots), `build --standalone --scope @acme` of both games, then `npm pack` and install
 *    of the two engine packages (one @ludic/runtime; dist/rules.js.map points at the .ludic lines);
 * 4. type-checks a strict NodeNext program that plays a seeded game of each engine with
 *    `@ludic/bots`, with lines that must not compile (`// @ts-expect-error`: a misspelt action,
 *    a wrong argument), and runs it: both engines share the one installed @ludic/runtime, so an
 *    illegal move of either is `instanceof IllegalMoveError` from @ludic/runtime;
 * 5. builds a Vite app (tools/consumer/app/web) rendering a table of one engine with @ludic/ui, and
 *    checks the kit's stylesheet reached the bundle;
 * 6. bundles `import { meta }` from the app's engine's main entry with Vite (tools/consumer/app/shake) and
 *    checks none of the rules came with it, against the bundle of the engine in use.
 *
 * Every step waits for its process to end; none is timed. Prints the tarball sizes and how long
 * the run took; exits 1 on the first failure, with the failing command's output.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { packAll } from "../publish/pack.mjs";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const keep = args.includes("--keep");
const started = performance.now();

const rootPkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
const typescript = `typescript@${rootPkg.devDependencies.typescript}`;
const nodeTypes = `@types/node@${rootPkg.devDependencies["@types/node"]}`;
const vitest = `vitest@${rootPkg.devDependencies.vitest}`;
const vite = `vite@${rootPkg.devDependencies.vite}`;

function fail(message) {
  console.error(`consumer test failed: ${message}`);
  process.exit(1);
}

/** Runs a command to its end; `expect` is the exit code it must give. Returns its stdout. */
function run(cwd, command, commandArgs, { expect = 0, input } = {}) {
  const shown = `${command} ${commandArgs.join(" ")}`;
  console.log(`$ ${shown}`);
  const r = spawnSync(command, commandArgs, {
    cwd,
    encoding: "utf8",
    input,
    env: { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false", npm_config_fund: "false" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) fail(`${shown}: ${r.error.message}`);
  if (r.status !== expect) {
    fail(`${shown} exited ${r.status}, expected ${expect}\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

const npmInstall = (cwd, specs) =>
  run(cwd, "npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs]);

const tmp = mkdtempSync(join(tmpdir(), "ludic-consumer-"));
if (tmp.startsWith(`${repo}/`)) fail(`${tmp} is inside the repository`);
try {
  // 1. The tarballs.
  const tarballs = packAll(join(tmp, "tarballs"), { build: !args.includes("--no-build") });
  for (const t of tarballs) console.log(`packed ${t.name}: ${(t.bytes / 1024).toFixed(1)} kB`);

  // 2. A fresh app: nothing of the repository but the tarballs.
  const app = join(tmp, "app");
  mkdirSync(app);
  writeFileSync(
    join(app, "package.json"),
    `${JSON.stringify({ name: "consumer-app", private: true, type: "module" }, null, 2)}\n`,
  );
  npmInstall(app, [...tarballs.map((t) => t.file), typescript, nodeTypes, vitest, vite]);

  // 3. The CLI, as installed.
  const cliVersion = JSON.parse(readFileSync(join(repo, "tools/ludic/package.json"), "utf8")).version;
  const version = run(app, "npx", ["ludic", "--version"]).trim();
  if (version !== cliVersion) fail(`ludic --version said ${version}, expected ${cliVersion}`);
  run(app, "npx", ["ludic", "init", "dice"]);
  run(app, "npx", ["ludic", "init", "four", "--from", "connect-four"]);
  for (const f of ["dice/rules", "dice/package.json", "dice/dice.test.ts", "four/rules/connect-four.ludic"]) {
    if (!existsSync(join(app, f))) fail(`ludic init wrote no ${f}`);
  }
  run(app, "npx", ["ludic", "check", "dice/rules"]);
  // A rules error is exit 1, with its diagnostic code.
  cpSync(join(app, "dice/rules"), join(app, "broken"), { recursive: true });
  const ludicFile = join(app, "broken/dice.ludic");
  writeFileSync(ludicFile, readFileSync(ludicFile, "utf8").replace(/\{/, "{ nonsense here "));
  const broken = run(app, "npx", ["ludic", "check", "broken", "--json"], { expect: 1 });
  if (JSON.parse(broken).errors < 1) fail(`ludic check --json of broken rules reported no error: ${broken}`);
  const tested = JSON.parse(run(app, "npx", ["ludic", "test", "dice/rules", "--json"]));
  if (!tested.ok || tested.passed < 1 || tested.failed !== 0) fail(`ludic test: ${JSON.stringify(tested)}`);
  // The project's own Vitest test: scenarios and invariants on the engine loadRules compiles.
  const vitestOut = run(app, "npx", ["vitest", "run", "dice"]);
  if (!/Tests\s+\S*\d+ passed/.test(vitestOut)) fail(`the game project's Vitest test: ${vitestOut}`);
  run(app, "npx", ["ludic", "simulate", "four/rules", "--games", "4", "--threads", "2"]);
  for (const [game, out] of [
    ["dice/rules", "engine-dice"],
    ["four/rules", "engine-four"],
  ]) {
    run(app, "npx", ["ludic", "build", game, "--standalone", "--scope", "@acme", "--out", out]);
  }
  const enginePkg = JSON.parse(readFileSync(join(app, "engine-dice/package.json"), "utf8"));
  if (enginePkg.name !== "@acme/dice") fail(`the engine is named ${enginePkg.name}`);
  if (!enginePkg.dependencies?.["@ludic/runtime"]) fail("the engine does not depend on @ludic/runtime");
  const engineTarballs = ["engine-dice", "engine-four"].map((d) => {
    const [info] = JSON.parse(run(app, "npm", ["pack", "--json", `./${d}`]));
    return join(app, info.filename);
  });
  npmInstall(app, engineTarballs);
  if (existsSync(join(app, "node_modules/@acme/dice/node_modules/@ludic/runtime"))) {
    fail("the dice engine got its own copy of @ludic/runtime");
  }
  // The installed engine's rules map leads back to the .ludic file, whose text it carries.
  const rulesMap = JSON.parse(readFileSync(join(app, "node_modules/@acme/dice/dist/rules.js.map"), "utf8"));
  if (
    !rulesMap.sources.some((f) => f.endsWith(".ludic")) ||
    !rulesMap.sourcesContent?.[0]?.includes("game dice")
  ) {
    fail(`the installed engine's dist/rules.js.map does not point at the rules: ${rulesMap.sources}`);
  }

  // 4. A strict NodeNext program on the typed API.
  writeFileSync(
    join(app, "tsconfig.json"),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noUncheckedIndexedAccess: true,
          outDir: "out",
          types: ["node"],
          skipLibCheck: false,
        },
        include: ["play.ts"],
      },
      null,
      2,
    )}\n`,
  );
  cpSync(join(repo, "tools/consumer/app/play.ts"), join(app, "play.ts"));
  run(app, "npx", ["tsc", "-p", "."]);
  const played = JSON.parse(run(app, "node", ["out/play.js"]));
  if (played.dice.moves < 5 || played.four.moves < 7) fail(`games too short: ${JSON.stringify(played)}`);
  if (!played.illegalIsShared) fail("an illegal move was not an IllegalMoveError of the shared runtime");
  if (!played.sameClass) fail("an engine's IllegalMoveError is not @ludic/runtime's");
  if (played.dice.again !== played.dice.moves) fail("the same seed played a different game");

  // 5. A Vite app rendering a table with @ludic/ui: the kit's stylesheet must reach the bundle.
  cpSync(join(repo, "tools/consumer/app/web"), join(app, "web"), { recursive: true });
  run(join(app, "web"), "npx", ["vite", "build", "--logLevel", "error"]);
  const assets = readdirSync(join(app, "web/dist/assets"));
  const css = assets.find((f) => f.endsWith(".css"));
  const js = assets.find((f) => f.endsWith(".js"));
  if (!css || !js)
    fail(`the Vite app's bundle has no ${css ? "JavaScript" : "stylesheet"}: ${assets.join(", ")}`);
  const cssText = readFileSync(join(app, "web/dist/assets", css), "utf8");
  if (!cssText.includes("--ludic-")) fail("the Vite app's stylesheet is not @ludic/ui's");
  const bundleGzip = gzipSync(readFileSync(join(app, "web/dist/assets", js))).length;

  // 6. Tree-shaking: `import { meta }` from the engine's main entry bundles none of its rules.
  cpSync(join(repo, "tools/consumer/app/shake"), join(app, "shake"), { recursive: true });
  const shaken = {};
  for (const entry of ["meta", "engine"]) {
    const root = join(app, "shake", entry);
    run(root, "npx", ["vite", "build", "--logLevel", "error"]);
    const files = readdirSync(join(root, "dist/assets")).filter((f) => f.endsWith(".js"));
    const text = files.map((f) => readFileSync(join(root, "dist/assets", f), "utf8")).join("\n");
    shaken[entry] = { text, bytes: Buffer.byteLength(text), gzip: gzipSync(text).length };
  }
  // A refusal code of the runtime's contract and an ending of the rules: in the engine's bundle, not in meta's.
  for (const marker of ["not-your-turn", "the grid is full"]) {
    if (!shaken.engine.text.includes(marker))
      fail(`the engine's bundle lacks "${marker}": the check finds nothing`);
    if (shaken.meta.text.includes(marker)) fail(`importing only meta bundled the rules ("${marker}")`);
  }
  if (!shaken.meta.text.includes("Tic-tac-toe")) fail("the meta-only bundle lacks the game's title");

  const seconds = Math.round((performance.now() - started) / 1000);
  const total = tarballs.reduce((n, t) => n + t.bytes, 0);
  console.log(
    JSON.stringify({
      ok: true,
      seconds,
      tarballs: Object.fromEntries(tarballs.map((t) => [t.name, t.bytes])),
      totalBytes: total,
      engineTarballBytes: Object.fromEntries(
        engineTarballs.map((t) => [t.replace(/^.*\//, ""), statSync(t).size]),
      ),
      viteAppGzipBytes: bundleGzip,
      // The app's engine (dice) with the runtime it uses, bundled alone: its share of the Vite app's bundle.
      engineGzipBytes: shaken.engine.gzip,
      engineShareOfApp: Number((shaken.engine.gzip / bundleGzip).toFixed(3)),
      metaOnly: { bytes: shaken.meta.bytes, gzip: shaken.meta.gzip },
      treeShakingDrops: {
        bytes: shaken.engine.bytes - shaken.meta.bytes,
        gzip: shaken.engine.gzip - shaken.meta.gzip,
      },
      played,
    }),
  );
  console.log(
    `consumer test passed in ${seconds} s (${tarballs.length} tarballs, ${(total / 1024).toFixed(0)} kB)`,
  );
} finally {
  if (keep) console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
