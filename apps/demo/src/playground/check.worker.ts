/**
 * The check worker: live diagnostics, completion and hover as the designer types, from the
 * language server's own services (`@ludic/language-server/services`: the same parser and checker
 * as `ludic check`, no Node built-ins), small enough to load at once, long before the compiler.
 * Each request carries the folder's rules texts; unchanged files are not parsed again, and the
 * last analysis serves completion and hover until a text changes.
 */
import { type Analysis, analyse, type SourceFile, services } from "@ludic/language-server/services";
import { serveRequests } from "./rpc.js";

let last: { files: SourceFile[]; analysis: Analysis } | null = null;

function analysisOf(files: SourceFile[]): Analysis {
  const same =
    last &&
    last.files.length === files.length &&
    last.files.every((f, i) => f.path === files[i]?.path && f.text === files[i]?.text);
  if (!same || !last) last = { files, analysis: analyse(files) };
  return last.analysis;
}

serveRequests(self as unknown as Parameters<typeof serveRequests>[0], (m) => {
  const files = m.files as SourceFile[];
  const t0 = performance.now();
  const a = analysisOf(files);
  switch (m.type) {
    case "complete":
      return services.complete(a, m.file as string, m.offset as number);
    case "hover":
      return services.hover(a, m.file as string, m.offset as number);
    default:
      return {
        diagnostics: a.result.diagnostics.map(({ code, severity, message, span, notes }) => ({
          code,
          severity,
          message,
          span,
          notes,
        })),
        ms: performance.now() - t0,
      };
  }
});
