/** A plain text table: columns padded to their widest cell, numbers right-aligned; or Markdown. */
const NUMERIC = /^[\d.,/×<≥ ]+( \w+)?$/;
const BLANK = (c: string) => c === "" || c === "-";

export function table(header: string[], rows: string[][], markdown = false): string {
  const numeric = header.map(
    (_, i) =>
      rows.some((r) => !BLANK(r[i] ?? "")) &&
      rows.every((r) => BLANK(r[i] ?? "") || NUMERIC.test(r[i] ?? "")),
  );
  if (markdown) {
    const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
    return [line(header), line(numeric.map((n) => (n ? "---:" : "---"))), ...rows.map(line)].join("\n");
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}
