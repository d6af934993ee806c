/** The generated rules pages, loaded once when first needed (they hold every rules file's text). */
import { useEffect, useState } from "react";
import type { RulesItem, RulesPage } from "./types.js";

let pages: Promise<Record<string, RulesPage>> | null = null;

export function loadRulesPages(): Promise<Record<string, RulesPage>> {
  pages ??= import("virtual:ludic-rules").then((m) => m.default);
  return pages;
}

export function useRulesPages(): Record<string, RulesPage> | null {
  const [loaded, setLoaded] = useState<Record<string, RulesPage> | null>(null);
  useEffect(() => {
    let live = true;
    loadRulesPages().then((p) => {
      if (live) setLoaded(p);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/** The declaration of an option in a game's rules files (the base file's, else a variant's). */
export function optionItem(page: RulesPage | undefined, name: string): RulesItem | undefined {
  for (const f of page?.files ?? [])
    for (const s of f.sections) for (const i of s.items) if (i.kind === "option" && i.name === name) return i;
  return undefined;
}
