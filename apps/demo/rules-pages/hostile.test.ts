/**
 * Rules text is data on the rules pages too: the compiler's hostile rules (every text carries
 * comment closers, quotes, backslashes, `${…}`, U+2028/U+2029 and `</script>`) go through the
 * page extractor, the Vite plugin's module and the React page, and come out as the same text.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileSources, writePackage } from "@ludic/compiler";
import type { Engine } from "@ludic/runtime";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RulesPage } from "../src/pages/Rules.js";
import type { RulesPage as Page } from "../src/rules/types.js";
import { extractGame } from "./extract.js";
import { rulesModule } from "./plugin.js";

const here = dirname(fileURLToPath(import.meta.url));
const FIXTURE = join(here, "../../../packages/compiler/src/emit/fixtures/hostile.ludic");
const RULES = readFileSync(FIXTURE, "utf8");
/** The payload as written in the rules (comments hold it so), and as strings mean it. */
const RAW = /title "T \*\/ process\.exit\(9\); \/\* ((?:[^"\\\n]|\\.)*)"/.exec(RULES)?.[1] ?? "";
const PAYLOAD = RAW.replace(/\\(["\\])/g, "$1");
const PATH = "rules/hostile/hostile.ludic";

/** Text as React writes it into HTML. */
const html = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The page's module as the app imports it, evaluated. */
function importModule(source: string): unknown {
  return new Function(`${source.replace(/^export default /, "return ")}`)();
}

describe("rules pages of hostile rules", { timeout: 120_000 }, () => {
  const extracted = extractGame("rules/hostile", [{ path: PATH, text: RULES }]);
  if (!extracted) throw new Error("the hostile rules give no rules page");
  const page: Page = extracted;

  it("keep every header text, comment and line of code as written", () => {
    expect(PAYLOAD).toContain("</script>");
    const file = page.files[0];
    expect(file?.problems).toEqual([]);
    expect(file?.header?.title).toBe(`T */ process.exit(9); /* ${PAYLOAD}`);
    expect(file?.header?.summary).toBe(`S ${PAYLOAD}`);
    const items = file?.sections.flatMap((s) => s.items) ?? [];
    const zone = items.find((i) => i.kind === "zone" && i.name === "constructor");
    expect(zone?.notes.map((n) => n.text)).toEqual([`HX-3 ${RAW.trim()}`]);
    const cards = items.find((i) => i.kind === "cards");
    expect(cards?.code).toContain(`card "c1 ${RAW}"`);
  });

  it("go through the app's module unchanged, with no `</script>` or line separator in its code", () => {
    const pages = { hostile: page, __proto__: page } as Record<string, Page>;
    Object.defineProperty(pages, "__proto__", { value: page, enumerable: true });
    const source = rulesModule(pages);
    expect(source).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
    const back = importModule(source) as Record<string, Page>;
    expect(JSON.stringify(back)).toBe(JSON.stringify(pages));
    expect(Object.hasOwn(back, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
  });

  it("render the texts as text, never as markup", async () => {
    const compiled = compileSources([{ path: join(here, "..", ".test-engines", PATH), text: RULES }], {
      root: join(here, "..", ".test-engines"),
    });
    expect(compiled.ok).toBe(true);
    const dir = join(here, "..", ".test-engines", "hostile");
    writePackage(
      compiled.files.filter((f) => f.path.startsWith("src/")),
      dir,
    );
    const { engine } = (await import(join(dir, "src", "index.ts"))) as { engine: Engine };
    const markup = renderToStaticMarkup(createElement(RulesPage, { engine, page, anchor: null }));
    expect(/<script|<!--/i.test(markup)).toBe(false);
    const shown = (text: string): boolean => markup.includes(html(text));
    expect(shown(`Rules of T */ process.exit(9); /* ${PAYLOAD}`)).toBe(true);
    expect(shown(`S ${PAYLOAD}`)).toBe(true);
    // A comment (HX-3's note) and a line of rules text, as written.
    expect(shown(RAW.trim())).toBe(true);
    expect(shown(`card "c1 ${RAW}"`)).toBe(true);
    for (const c of engine.meta.cards) {
      expect(shown(c.name)).toBe(true);
      expect(shown(c.id)).toBe(true);
    }
  });
});
