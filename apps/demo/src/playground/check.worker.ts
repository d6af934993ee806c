/**
 * The check worker: live diagnostics as the designer types, from the same front end as
 * `ludic check` (@ludic/lang only: small, so it loads at once, long before the compiler).
 */
import { checkGameSources } from "@ludic/lang";
import { serveRequests } from "./rpc.js";

serveRequests(self as unknown as Parameters<typeof serveRequests>[0], (m) => {
  const files = m.files as { path: string; text: string }[];
  const t0 = performance.now();
  const { diagnostics } = checkGameSources(files);
  return {
    diagnostics: diagnostics.map(({ code, severity, message, span, notes }) => ({
      code,
      severity,
      message,
      span,
      notes,
    })),
    ms: performance.now() - t0,
  };
});
