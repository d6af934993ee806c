/**
 * The folders the playground starts from: every game and example of the repository's `rules/`,
 * read at build time as text (each file its own lazily loaded chunk).
 */
import { type FolderFile, type RulesFolder, sortFiles } from "./folder.js";

const FILES = import.meta.glob<string>(
  ["../../../../rules/*/*.{ludic,scenarios}", "../../../../rules/examples/*/*.{ludic,scenarios}"],
  { query: "?raw", import: "default" },
);

/** `../../../../rules/examples/tic-tac-toe/x.ludic` → ["tic-tac-toe", "x.ludic"]. */
function folderAndName(path: string): [string, string] {
  const parts = path.split("/");
  return [parts[parts.length - 2] as string, parts[parts.length - 1] as string];
}

/** The folder names, in the order of the menu. */
export const FOLDERS: readonly string[] = [
  ...new Set(Object.keys(FILES).map((p) => folderAndName(p)[0])),
].sort();

export async function loadFolder(name: string): Promise<RulesFolder> {
  const entries = Object.entries(FILES).filter(([p]) => folderAndName(p)[0] === name);
  if (entries.length === 0) throw new Error(`the repository has no rules folder "${name}"`);
  const files: FolderFile[] = await Promise.all(
    entries.map(async ([p, load]) => ({ name: folderAndName(p)[1], text: await load() })),
  );
  return { name, files: sortFiles(name, files) };
}

/** An empty game to start from. */
export function emptyFolder(): RulesFolder {
  return {
    name: "my-game",
    files: [
      {
        name: "my-game.ludic",
        text: `game "My game" {
  id: my-game
  players: 2
}
`,
      },
    ],
  };
}
