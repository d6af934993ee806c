/**
 * A rules folder as the playground edits it: the game's folder name and its files (a base
 * `.ludic`, variant `.ludic` files, `.scenarios`), each a path inside the folder and its text.
 */
export interface RulesFolder {
  /** The folder's name (`cuttle`, `tic-tac-toe`); also the prefix of the compiler's paths. */
  name: string;
  files: FolderFile[];
}

export interface FolderFile {
  /** The file name inside the folder (`cuttle.ludic`). */
  name: string;
  text: string;
}

export const isRulesFile = (name: string): boolean => name.endsWith(".ludic");
export const isScenarioFile = (name: string): boolean => name.endsWith(".scenarios");

/** The path the compiler and the checker see for a file: `/<folder>/<file>` (root `/`). */
export function sourcePath(folder: string, file: string): string {
  return `/${folder}/${file}`;
}

/** The rules files of a folder as the compiler takes them. */
export function rulesSources(folder: RulesFolder): { path: string; text: string }[] {
  return folder.files
    .filter((f) => isRulesFile(f.name))
    .map((f) => ({ path: sourcePath(folder.name, f.name), text: f.text }));
}

/** The base file first (named after the folder, or the first rules file), then the others by name. */
export function sortFiles(folder: string, files: FolderFile[]): FolderFile[] {
  const rank = (f: FolderFile) => (f.name === `${folder}.ludic` ? 0 : isRulesFile(f.name) ? 1 : 2);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** A folder with one file's text replaced. */
export function withText(folder: RulesFolder, file: string, text: string): RulesFolder {
  return { ...folder, files: folder.files.map((f) => (f.name === file ? { ...f, text } : f)) };
}
