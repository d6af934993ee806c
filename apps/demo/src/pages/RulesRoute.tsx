import type { Engine } from "@ludic/runtime";
import { Problem } from "../components/Problem.js";
import { useRulesPages } from "../rules/load.js";
import { RulesPage } from "./Rules.js";

/** The rules pages are loaded when first shown. */
export function RulesRoute({ engine, anchor }: { engine: Engine; anchor: string | null }) {
  const pages = useRulesPages();
  if (!pages) return <p className="app-loading">Loading the rules…</p>;
  const page = pages[engine.meta.id];
  if (!page) return <Problem title="No rules page">The rules of {engine.meta.title} were not found.</Problem>;
  return <RulesPage engine={engine} page={page} anchor={anchor} />;
}
