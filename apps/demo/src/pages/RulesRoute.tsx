import type { Engine } from "@ludic/runtime";
import { useEffect, useState } from "react";
import { Problem } from "../App.js";
import type { RulesPage as Page } from "../rules/types.js";
import { RulesPage } from "./Rules.js";

/** The rules pages are loaded when first shown (they hold every rules file's text). */
export function RulesRoute({ engine, anchor }: { engine: Engine; anchor: string | null }) {
  const [pages, setPages] = useState<Record<string, Page> | null>(null);
  useEffect(() => {
    import("virtual:ludic-rules").then((m) => setPages(m.default));
  }, []);
  if (!pages) return <p className="app-loading">Loading the rules…</p>;
  const page = pages[engine.meta.id];
  if (!page) return <Problem title="No rules page">The rules of {engine.meta.title} were not found.</Problem>;
  return <RulesPage engine={engine} page={page} anchor={anchor} />;
}
