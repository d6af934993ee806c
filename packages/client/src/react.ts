/** `useTable(source)`: the table's snapshot in a React component, re-rendered on every change. */
import { useSyncExternalStore } from "react";
import type { TableSnapshot, TableSource } from "./source.js";

export function useTable(source: TableSource): TableSnapshot {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
