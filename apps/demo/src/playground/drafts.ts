/** The folders being edited, kept in local storage (one draft per folder name) across reloads. */
import type { RulesFolder } from "./folder.js";
import { parseFolder } from "./share.js";

const KEY = "ludic.playground.draft.";
const LAST = "ludic.playground.last";

export function loadDraft(
  name: string,
  storage: Storage | undefined = globalThis.localStorage,
): RulesFolder | null {
  try {
    const text = storage?.getItem(KEY + name);
    return text ? parseFolder(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function saveDraft(folder: RulesFolder, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY + folder.name, JSON.stringify(folder));
    storage?.setItem(LAST, folder.name);
  } catch {
    // Full or refused storage: the text is still in the page.
  }
}

export function dropDraft(name: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(KEY + name);
  } catch {}
}

export function lastFolder(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(LAST) ?? null;
  } catch {
    return null;
  }
}
