/**
 * The nested loops over an option's parameters (`for (const card of hand[me]) …`), shared by the
 * decision printer (rules-file.ts) and the playout path (playout.ts).
 */
import type { CodeBlockWriter } from "ts-morph";
import type { IRSiteOption } from "../ir/ir.js";

/** Whether code mentions a variable (a name not part of a longer one; names may hold `$`). */
function mentions(code: string, variable: string): boolean {
  const escaped = variable.replace(/[$]/g, "\\$");
  return new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).test(code);
}

export function printOptionLoops(w: CodeBlockWriter, o: IRSiteOption, inner: () => void): void {
  // A later parameter's domain that does not depend on an earlier parameter is the same for every
  // outer value: it is computed once, when first needed (a domain can be a rules error, so never
  // before), as `target_d ??= tableCards(me)`.
  const hoisted = o.params.map(
    (x, i) => i > 0 && !o.params.slice(0, i).some((y) => mentions(x.domain, y.variable)),
  );
  const nest = (i: number): void => {
    const param = o.params[i];
    if (!param) {
      if (o.when) w.write(`if (${o.when}) `).block(inner);
      else inner();
      return;
    }
    const filter = hoisted[i] ? undefined : param.filter;
    if (filter) {
      // filter(x in source where test): walk the source, no filtered list.
      w.write(`for (const ${filter.variable} of ${filter.source}) `).block(() => {
        w.writeLine(`if (!(${filter.where})) continue;`);
        if (filter.variable !== param.variable) w.writeLine(`const ${param.variable} = ${filter.variable};`);
        nest(i + 1);
      });
      return;
    }
    const domain = hoisted[i] ? `(${param.variable}d ??= ${param.domain})` : param.domain;
    w.write(`for (const ${param.variable} of ${domain}) `).block(() => nest(i + 1));
  };
  const loops = (): void => {
    for (const [i, x] of o.params.entries())
      if (hoisted[i]) w.writeLine(`let ${x.variable}d: readonly number[] | undefined;`);
    if (o.guard) w.write(`if (${o.guard}) `).block(() => nest(0));
    else nest(0);
  };
  if (hoisted.some((h) => h)) w.write("").block(loops);
  else loops();
}
