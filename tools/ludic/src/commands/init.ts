/**
 * `ludic init <dir> [--from <game>]`: a standalone game project, outside any monorepo: the rules
 * in rules/ (a copy of a game of the CLI's repository, by default Tic-tac-toe renamed after the
 * folder), its scenarios, a Vitest test of the scenarios and the engine invariants, package.json
 * scripts (check, build, test, play) and a README.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

import type { Deps } from "../api.js";
import { onePath, parse, stringOption } from "../args.js";
import type { Command } from "../command.js";
import { CliError, UsageError } from "../errors.js";
import type { Io } from "../io.js";
import { cliVersion } from "../version.js";
import { displayPath, findGameFolder, listRulesFolders } from "../workspace.js";

/** A game id from a folder name: lower case, letters, digits and dashes, starting with a letter. */
export function gameIdOf(folder: string): string {
  const id = basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return /^[a-z]/.test(id) ? id : `game-${id}`;
}

interface Scaffold {
  id: string;
  title: string;
  rules: { name: string; text: string }[];
  scenarios: { name: string; text: string }[];
}

const GAME_HEADER = /^(\s*game\s+)([A-Za-z_][\w-]*)(\s*\{)/m;

/** The rules and scenarios of a game folder; `rename` gives the base game a new id. */
function scaffoldFrom(dir: string, rename?: string): Scaffold {
  const files = readdirSync(dir).sort();
  const rules = files
    .filter((f) => f.endsWith(".ludic"))
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), "utf8") }));
  const base = rules.find((r) => GAME_HEADER.test(r.text));
  if (!base) throw new CliError(`${dir}: no game header to start from`);
  const id = rename ?? (GAME_HEADER.exec(base.text)?.[2] as string);
  const title = /^\s*title\s+"([^"]*)"/m.exec(base.text)?.[1] ?? id;
  const renamed = (name: string) =>
    rename && name.startsWith(basename(dir)) ? id + name.slice(basename(dir).length) : name;
  return {
    id,
    title: rename ? `${title} (${id})` : title,
    rules: rules.map((r) => ({
      name: renamed(r.name),
      text: r === base && rename ? r.text.replace(GAME_HEADER, `$1${id}$3`) : r.text,
    })),
    scenarios: files
      .filter((f) => f.endsWith(".scenarios"))
      .map((f) => ({ name: renamed(f), text: readFileSync(join(dir, f), "utf8") })),
  };
}

function packageJson(id: string): string {
  const range = `^${cliVersion()}`;
  const pkg = {
    name: id,
    version: "0.1.0",
    private: true,
    type: "module",
    license: "MIT",
    scripts: {
      check: "ludic check rules",
      build: "ludic build rules --standalone --out engine",
      test: "ludic test rules && vitest run",
      play: "ludic play rules",
    },
    devDependencies: { "@ludic/cli": range, "@ludic/testing": range, vitest: "^4.1.12" },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function vitestTest(s: Scaffold): string {
  const files = s.scenarios.map((f) => `join(rules, ${JSON.stringify(f.name)})`).join(", ");
  return `/**
 * ${s.title}: every scenario of rules/, then the engine invariants over random games (legal moves
 * are accepted, refused moves change nothing, views hide what they should, records replay).
 * The engine is compiled from rules/ as the test starts: no build step, never a stale engine.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadRules } from "@ludic/cli";
import { checkInvariants, describeScenarios } from "@ludic/testing";
import { describe, expect, it } from "vitest";

const rules = join(dirname(fileURLToPath(import.meta.url)), "rules");
const engine = await loadRules(rules);

describeScenarios(engine, [${files}]);

describe("${s.title} invariants", () => {
  it("hold over 200 random games", () => {
    const { min, max } = engine.meta.players;
    const players = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    const report = checkInvariants(engine, { games: 200, players, seedPrefix: "inv-" });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(200);
  }, 300_000); // a hang guard: random games of a long card game take a while on a busy machine
});
`;
}

function readme(s: Scaffold, from: string): string {
  return `# ${s.title}

A game written in the Ludic rules language, started with \`ludic init\` from ${from}.

| command | what it does |
| --- | --- |
| \`npm run check\` | checks the rules in \`rules/\`: every diagnostic with its code, exit 1 on errors |
| \`npm test\` | runs the scenarios (\`rules/*.scenarios\`) against the engine compiled from the rules, then the Vitest test (\`${s.id}.test.ts\`: scenarios and engine invariants) |
| \`npm run play\` | plays the game in the terminal against random bots (\`-- --seed 42\`, \`-- --option name=value\`) |
| \`npm run build\` | builds the typed engine package into \`engine/\`, ready for \`npm install ./engine\` in an app |

Edit \`rules/${s.rules[0]?.name ?? `${s.id}.ludic`}\`, write a scenario for each rule you change, and run \`npm test\`.
The language and the scenario format are described in Ludic's \`docs/language.md\` and \`docs/scenarios.md\`.
`;
}

export async function initCommand(
  target: string,
  from: string | undefined,
  deps: Deps,
  io: Io,
): Promise<number> {
  const dir = resolve(deps.cwd, target);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new UsageError(`init: ${target} is not empty; give a new folder`);
  }
  const source = findGameFolder(from ?? "tic-tac-toe", deps.workspaceRoot, deps.workspaceRoot);
  if (from === undefined && !listRulesFolders(deps.workspaceRoot).includes(source)) {
    throw new CliError("init: the starter game (tic-tac-toe) is missing from this installation");
  }
  const s = scaffoldFrom(source, from === undefined ? gameIdOf(dir) : undefined);
  mkdirSync(join(dir, "rules"), { recursive: true });
  for (const f of [...s.rules, ...s.scenarios]) writeFileSync(join(dir, "rules", f.name), f.text);
  writeFileSync(join(dir, "package.json"), packageJson(s.id));
  writeFileSync(join(dir, `${s.id}.test.ts`), vitestTest(s));
  writeFileSync(join(dir, "README.md"), readme(s, from ? `the rules of ${from}` : "the Tic-tac-toe example"));
  writeFileSync(join(dir, ".gitignore"), "node_modules/\nengine/\n");
  // A folder name can make an id the language reads otherwise (`my-game`: `game` is a keyword).
  const checked = (await deps.loadLang()).checkGameFolder(join(dir, "rules"));
  if (checked.diagnostics.some((d) => d.severity === "error")) {
    rmSync(dir, { recursive: true, force: true });
    throw new UsageError(
      `init: "${s.id}" (from the folder's name) is not a game id the rules language accepts; choose another folder name`,
    );
  }
  const shown = displayPath(dir, deps.cwd);
  io.out(
    `${shown}: a new game project for ${s.id} (${s.rules.length + s.scenarios.length} rules and scenario files)`,
  );
  io.out(`Next: cd ${shown} && npm install && npm run check && npm test && npm run play`);
  return 0;
}

export const init: Command = {
  name: "init",
  usage: `init <dir> [--from <game>]             start a game project in a new folder: rules, scenarios,
                                         a Vitest test, package.json scripts, a README;
                                         --from copies a game of the repository (e.g. cuttle)`,
  run: (args, deps, io) => {
    const { values, positionals } = parse(args, { from: { type: "string" } }, "init");
    return initCommand(onePath(positionals, "init", "project folder"), stringOption(values.from), deps, io);
  },
};
