/** Failures that differ only in numbers, names or quoted values are one class. */
export function normalize(detail: string): string {
  return detail
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, "…")
    .replace(/\b[0-9a-f]{16}\b/g, "H")
    .replace(/\d+/g, "N")
    .slice(0, 160);
}

export function signatureOf(outcome: string, detail: string | undefined, label?: string): string {
  return [outcome, label, normalize(detail ?? "")].filter(Boolean).join(" | ");
}
