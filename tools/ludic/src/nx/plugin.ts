/**
 * Local Nx plugin (registered in nx.json): every `rules/<folder>/` (or example game,
 * `rules/examples/<folder>/`) holding a `.ludic` file with a `game <id> {` header gets an engine project at packages/engines/<id> (`@ludic/<id>`, tagged `layer:engine` and
 * `ludic:engine`) with a cached `generate` target that runs `ludic build rules/<folder>`.
 *
 * The target lives on the engine project, not on the rules folder, because that is where its
 * outputs go: Nx merges this inferred project with the one package.json gives once the engine
 * exists, and before the first build the engine project still exists (from this plugin alone), so
 * a fresh `nx run-many -t generate` creates it. Inputs never include the engine's own files, so
 * the outputs do not feed their own hash.
 *
 * This file must load in Nx's plugin worker: node: imports and type-only imports only.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

import type { CreateNodes, CreateNodesResult, TargetConfiguration } from "@nx/devkit";

export interface LudicPluginOptions {
  /** Default "generate". */
  targetName?: string;
  /** Where engines live; default "packages/engines". */
  enginesDir?: string;
}

const GAME_HEADER = /^\s*game\s+([A-Za-z_][\w-]*)\s*\{/m;
/** `rules/<game>/x.ludic` or `rules/examples/<game>/x.ludic`. */
const GAME_FOLDER = /^rules\/(?:examples\/)?[^/]+\/[^/]+\.ludic$/;

/** The game id declared in a rules file, or null for a variant file (or anything else). */
export function gameIdOf(text: string): string | null {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  return GAME_HEADER.exec(code)?.[1] ?? null;
}

export function generateTarget(rulesDir: string, engineRoot: string): TargetConfiguration {
  const out = `{workspaceRoot}/${engineRoot}`;
  return {
    command: `node --import tsx tools/ludic/src/bin.ts build ${rulesDir}`,
    options: { cwd: "{workspaceRoot}" },
    cache: true,
    inputs: [
      `{workspaceRoot}/${rulesDir}/*.ludic`,
      // nx.json: the sources of @ludic/lang, @ludic/compiler, @ludic/runtime and the CLI.
      "ludicToolchain",
      { externalDependencies: ["chevrotain", "ts-morph"] },
    ],
    outputs: [`${out}/src`, `${out}/package.json`, `${out}/tsconfig.json`, `${out}/README.md`],
    metadata: {
      description: `Compile ${rulesDir} into the engine package ${engineRoot}`,
      technologies: ["ludic"],
    },
  };
}

/** The projects for a set of `rules/<folder>/*.ludic` files, read with `read` (a seam for tests). */
export function inferEngines(
  files: readonly string[],
  options: LudicPluginOptions | undefined,
  read: (file: string) => string,
): (readonly [string, CreateNodesResult])[] {
  const targetName = options?.targetName ?? "generate";
  const enginesDir = options?.enginesDir ?? "packages/engines";
  const results: (readonly [string, CreateNodesResult])[] = [];
  for (const file of files) {
    if (!GAME_FOLDER.test(file)) continue;
    const id = gameIdOf(read(file));
    if (id === null) continue;
    const root = `${enginesDir}/${id}`;
    results.push([
      file,
      {
        projects: {
          [root]: {
            name: `@ludic/${id}`,
            projectType: "library",
            tags: ["ludic:engine", "layer:engine"],
            targets: { [targetName]: generateTarget(dirname(file), root) },
          },
        },
      },
    ]);
  }
  return results;
}

export const createNodes: CreateNodes<LudicPluginOptions> = [
  "rules/**/*.ludic",
  (files, options, context) =>
    inferEngines(files, options, (f) => readFileSync(join(context.workspaceRoot, f), "utf8")),
];

/** Older Nx versions look for this name; same function. */
export const createNodesV2 = createNodes;
