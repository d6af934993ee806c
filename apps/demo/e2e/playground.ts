/**
 * The playground end to end: rules edited in the CodeMirror editor, diagnosed as you type,
 * built in the compile worker, played in the engine worker with the kit's table, scenarios run
 * in the browser, and a folder shared as a link. Every wait is on a condition.
 */
import type { Locator, Page } from "playwright-core";
import type { PlaygroundFigures } from "../src/playground/bench.js";
import type { E2ETest } from "./harness.js";

function expect(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

async function text(l: Locator): Promise<string> {
  return ((await l.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

/** The editor line that holds the cursor, as CodeMirror marks it (`highlightActiveLine`). */
async function activeLine(page: Page): Promise<string> {
  return (await page.locator(".pg-editor .cm-activeLine").first().textContent()) ?? "";
}

/** Closes the completion popup if one is open, so that no key meant for the text goes to it. */
async function closeCompletion(page: Page): Promise<void> {
  const popup = page.locator(".pg-editor .cm-tooltip-autocomplete");
  if ((await popup.count()) > 0) {
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
  }
}

/**
 * Whether an editor line is `typed` as the editor makes it: Home keeps the line's indentation,
 * and the editor closes the brackets and quotes a partly typed line leaves open.
 */
function typedOver(line: string, typed: string): boolean {
  const body = line.trimStart();
  return body.startsWith(typed) && /^[)\]}"']*$/.test(body.slice(typed.length));
}

/**
 * Replaces the whole editor line that holds `holding` by typing `typed` over it. The line is
 * found with the editor's own search (Ctrl+F), as CodeMirror only draws the lines in view.
 * Each step is checked on the editor's active line before the next: the search has put the
 * cursor on the line that holds `holding` (else the keys would overwrite whatever line the
 * click landed on), and after typing the line is exactly `typed` (completion, which opens as
 * you type, must not have taken a key). A step that did not take is done again, at most three
 * times, then the test fails saying which. `keepCompletion` leaves open the popup the typing
 * opened, for a test of completion itself.
 */
async function retype(
  page: Page,
  holding: string,
  typed: string,
  { keepCompletion = false }: { keepCompletion?: boolean } = {},
): Promise<void> {
  let found = false;
  for (let attempt = 0; attempt < 3 && !found; attempt++) {
    await closeCompletion(page);
    await page.locator(".pg-editor .cm-content").click();
    await page.keyboard.press("Control+f");
    const field = page.locator(".pg-editor .cm-search input[main-field]");
    await field.fill("");
    // Typed, not filled: the search panel reads its query from key events.
    await field.pressSequentially(holding);
    await field.press("Enter");
    await field.press("Escape");
    await field.waitFor({ state: "detached" });
    found = (await activeLine(page)).includes(holding);
  }
  expect(found, `the editor's search did not reach the line holding "${holding}"`);
  let line = "";
  for (let attempt = 0; attempt < 3 && !typedOver(line, typed); attempt++) {
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+End");
    await page.keyboard.type(typed);
    if (!keepCompletion) await closeCompletion(page);
    line = await activeLine(page);
  }
  expect(typedOver(line, typed), `typed "${typed}" over the line holding "${holding}", it reads "${line}"`);
}

async function status(page: Page, pattern: RegExp): Promise<string> {
  const s = page.getByRole("status").filter({ hasText: pattern });
  await s.waitFor();
  return text(s);
}

async function figures(page: Page): Promise<PlaygroundFigures> {
  return page.evaluate(
    () =>
      (globalThis as { __ludicPlayground?: PlaygroundFigures }).__ludicPlayground ?? {
        builds: [],
        checks: [],
        checkWorker: [],
        keystrokes: [],
      },
  );
}

function ms(n: number): string {
  return `${Math.round(n)} ms`;
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? Number.NaN;
}

function p95(xs: number[]): number {
  return quantile(xs, 0.95);
}

/** The centre of the first `word` in the editor line holding `line`, for the mouse. */
async function wordAt(page: Page, line: string, word: string): Promise<{ x: number; y: number }> {
  const l = page.locator(".pg-editor .cm-line", { hasText: line }).first();
  await l.waitFor();
  const box = await l.evaluate((el, w) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.textContent?.indexOf(w) ?? -1;
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(n, i);
      r.setEnd(n, i + w.length);
      const b = r.getBoundingClientRect();
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    }
    return null;
  }, word);
  expect(box, `no "${word}" in the line "${line}"`);
  return box;
}

async function openPlayground(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/playground`);
  await page.getByRole("heading", { name: "Playground" }).waitFor();
  await page.locator(".pg-editor .cm-content").waitFor();
}

export const playgroundTests: E2ETest[] = [
  {
    name: "playground: a Cuttle rules change is underlined, fixed, built and played against a bot",
    async run({ page, url, shot, log }) {
      await openPlayground(page, url);
      await page.getByRole("tab", { name: "cuttle.ludic", selected: true }).waitFor();
      expect((await page.locator(".pg-editor .cm-line span").count()) > 0, "no highlighting");

      // An error, as a designer would make it: underlined with the checker's message.
      await retype(
        page,
        "fn goal(s: seat): int = GOALS[kings(s)]",
        "fn goal(s: seat): int = GOALS[kingz(s)]",
      );
      await page.locator(".pg-editor .cm-lintRange-error").first().waitFor();
      // The edit is typed key by key and checked live, so the first problem shown may be a
      // half-typed line's (`GOAL`): wait for the finished edit's, whatever the machine's speed.
      const problems = page.getByRole("region", { name: "Problems" });
      await problems.filter({ hasText: "kingz" }).waitFor();
      const problem = await text(problems);
      expect(/kingz/.test(problem), `the problems say: ${problem}`);
      await shot("error underlined");

      // Fixed, and the goals changed: one point wins.
      await retype(
        page,
        "fn goal(s: seat): int = GOALS[kingz(s)]",
        "fn goal(s: seat): int = GOALS[kings(s)]",
      );
      await retype(page, "const GOALS: list<int> =", "const GOALS: list<int> = [1, 1, 1, 1, 1]");
      await page.getByRole("heading", { name: "No problems" }).waitFor();
      await page.locator(".pg-editor .cm-lintRange-error").first().waitFor({ state: "detached" });

      // Built in the browser and played at once, against a random bot; with this seed we move first.
      await page.getByRole("textbox", { name: "Seed" }).fill("e2e-click-1");
      await page.getByRole("button", { name: "Build and play" }).click();
      log(await status(page, /^Playing Cuttle/));
      const game = page.getByRole("region", { name: "Game" });
      await game.getByText("Your move", { exact: true }).waitFor();
      await shot("playing");
      await game.getByRole("button", { name: /^Play for points/ }).click();
      const you = game.getByRole("region", { name: "You", exact: true });
      await you.getByRole("group", { name: /^Hand/ }).getByRole("button").first().click();
      await game.getByRole("button", { name: "Confirm" }).click();
      // The changed goal: one card for points wins the game.
      await game.getByText(/^Game over: You win \(reached their goal\)/).waitFor();
      await shot("won with the new goal");

      // The scenarios of the folder, in the browser: the goal rule's scenarios now fail.
      await page.getByRole("button", { name: "Run the scenarios" }).click();
      log(await status(page, /^Scenarios: \d+ passed, \d+ failed/));
      const failed = page.getByRole("region", { name: "Scenarios" }).locator('li[data-ok="false"]');
      expect((await failed.count()) > 0, "no scenario failed with a goal of 1");
      await failed.filter({ hasText: "CU-18" }).first().waitFor();

      // A second edit, warm: the time from an edit to a playable engine.
      await retype(page, 'title "Cuttle"', 'title "Cuttle, edited"');
      await page.getByRole("button", { name: "Build and play again" }).click();
      log(await status(page, /^Playing Cuttle, edited/));
      const f = await figures(page);
      expect(f.builds.length >= 2, `${f.builds.length} builds recorded`);
      for (const b of f.builds)
        log(
          `benchmark: edit → playable ${ms(b.editToPlayable)}${b.first ? " (first build)" : ""}; compile worker ${ms(b.compile)}, engine load ${ms(b.load)}; phases ${Object.entries(
            b.phases,
          )
            .map(([k, v]) => `${k} ${ms(v)}`)
            .join(", ")}`,
        );
      log(
        `benchmark: compiler worker loaded ${ms(f.compilerLoad ?? Number.NaN)} after the playground opened`,
      );
      log(`benchmark: live check round trips on cuttle: ${f.checks.length}, p95 ${ms(p95(f.checks))}`);
    },
  },
  {
    name: "playground: completion offers a zone name and hovering a builtin shows its doc",
    async run({ page, url, shot }) {
      await openPlayground(page, url);
      await page.getByRole("tab", { name: "cuttle.ludic", selected: true }).waitFor();
      // Completion from the language server's services, in the check worker: the zone `hand`.
      await retype(
        page,
        "fn mayDraw(me: seat): bool = size(hand[me]) < HAND_LIMIT",
        "fn mayDraw(me: seat): bool = size(ha",
        { keepCompletion: true },
      );
      const list = page.locator(".cm-tooltip-autocomplete");
      await list.getByRole("option", { name: /^hand/ }).first().waitFor();
      await shot("completion");
      await page.keyboard.press("Enter");
      await page.keyboard.type("[me]) < HAND_LIMIT");
      await page.locator(".pg-editor .cm-line", { hasText: "size(hand[me]) < HAND_LIMIT" }).first().waitFor();
      await page.getByRole("heading", { name: "No problems" }).waitFor();
      // Hover: a builtin's signature and its doc (docs/language.md's builtins table).
      const at = await wordAt(page, "size(hand[me]) < HAND_LIMIT", "size");
      await page.mouse.move(at.x, at.y);
      const tip = page.locator(".cm-tooltip-hover .pg-hover");
      await tip.getByText("cards in a zone, elements in a list").waitFor();
      expect(/size\(/.test(await text(tip)), `the hover says: ${await text(tip)}`);
      await shot("hover");
    },
  },
  {
    name: "playground: live diagnostics after each keystroke on Kingdom Builder (benchmark)",
    async run({ page, url, log }) {
      await openPlayground(page, url);
      await page.getByRole("combobox", { name: "Start from" }).selectOption("kingdom-builder");
      await page.getByRole("tab", { name: "kingdom-builder.ludic", selected: true }).waitFor();
      await retype(page, "// Model of the table:", "// Model of the table: ");
      // One keystroke at a time, each waited for: the time until its diagnostics are in the editor.
      const keys = "typed in the playground";
      const start = (await figures(page)).keystrokes.length;
      const checksAt = (await figures(page)).checks.length;
      for (const key of keys) {
        const before = (await figures(page)).keystrokes.length;
        await page.keyboard.type(key);
        await page.waitForFunction(
          (n) =>
            ((globalThis as { __ludicPlayground?: PlaygroundFigures }).__ludicPlayground?.keystrokes.length ??
              0) > n,
          before,
        );
      }
      // A mistake typed in the rules is still found at this pace.
      await retype(page, "// Model of the table: typed in the playground", "Model of the table:");
      await page.locator(".pg-editor .cm-lintRange-error").first().waitFor();
      const f = await figures(page);
      // The first keystroke's check warms the worker up for this folder; it is left out.
      const k = f.keystrokes.slice(start + 1, start + keys.length);
      log(
        `benchmark: kingdom-builder keystroke → diagnostics: ${k.length} keystrokes, p50 ${ms(quantile(k, 0.5))}, p95 ${ms(p95(k))}, max ${ms(Math.max(...k))} (first ${ms(f.keystrokes[start] ?? Number.NaN)})`,
      );
      const w = f.checkWorker.slice(checksAt + 1);
      log(
        `benchmark: kingdom-builder check in the worker: p50 ${ms(quantile(w, 0.5))}, p95 ${ms(p95(w))}; round trip p95 ${ms(p95(f.checks.slice(checksAt + 1)))}`,
      );
    },
  },
  {
    name: "playground: tic-tac-toe's scenarios pass and fail with their rule ids",
    async run({ page, url, shot }) {
      await openPlayground(page, url);
      await page.getByRole("combobox", { name: "Start from" }).selectOption("tic-tac-toe");
      await page.getByRole("tab", { name: "tic-tac-toe.ludic", selected: true }).waitFor();
      await page.getByRole("button", { name: "Run the scenarios" }).click();
      const all = await status(page, /^Scenarios: \d+ passed, 0 failed/);
      const passed = Number(/(\d+) passed/.exec(all)?.[1]);
      const list = page.getByRole("region", { name: "Scenarios" });
      expect((await list.locator('li[data-ok="true"]').count()) === passed && passed > 3, all);
      await list.locator(".pg-rule", { hasText: "TTT-3" }).first().waitFor();
      // Crosses and noughts swapped: the scenarios of TTT-1 fail.
      await retype(
        page,
        "fn markOf(s: seat): Mark =",
        "fn markOf(s: seat): Mark = if s == seats[0] then O else X",
      );
      await page.getByRole("button", { name: "Run the scenarios" }).click();
      await status(page, /^Scenarios: \d+ passed, [1-9]\d* failed/);
      await list.locator('li[data-ok="false"]', { hasText: "TTT-1" }).first().waitFor();
      await shot("scenarios");
    },
  },
  {
    name: "playground: a share link opens the edited rules in a new page",
    async run({ page, url, shot }) {
      await openPlayground(page, url);
      await page.getByRole("combobox", { name: "Start from" }).selectOption("tic-tac-toe");
      await page.getByRole("tab", { name: "tic-tac-toe.ludic", selected: true }).waitFor();
      await retype(page, 'title "Tic-tac-toe"', 'title "Shared tac toe"');
      await page.getByRole("button", { name: "Share a link" }).click();
      const link = await page.getByRole("textbox", { name: "Share link" }).inputValue();
      expect(link.startsWith(`${url}#/playground/p`), link);
      const other = await page.context().browser()?.newContext();
      expect(other, "no browser context");
      const fresh = await other.newPage();
      await fresh.goto(link);
      await fresh.locator(".pg-editor .cm-line", { hasText: 'title "Shared tac toe"' }).waitFor();
      await fresh.getByRole("button", { name: "Build and play" }).click();
      await fresh
        .getByRole("status")
        .filter({ hasText: /^Playing Shared tac toe/ })
        .waitFor();
      await fresh.getByRole("region", { name: "Game" }).getByText("Your move", { exact: true }).waitFor();
      await fresh.screenshot({ path: "test-results/screenshots/playground-share-opened.png" });
      await other.close();
      // A damaged link says so and still opens a playground.
      await page.goto(`${link.slice(0, -20)}`);
      await page
        .getByRole("status")
        .filter({ hasText: /could not be opened/ })
        .waitFor();
      await shot("damaged link");
    },
  },
];
