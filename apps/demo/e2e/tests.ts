/**
 * The end-to-end tests. The bots-only tests are made from the app's own game table (games.ts),
 * so every game and variant the app offers is played to its end here.
 */
import { readFileSync } from "node:fs";
import type { Engine } from "@ludic/runtime";
import type { Locator, Page } from "playwright-core";
import { ENGINES } from "../src/games.js";
import { loadEngines, variantName } from "../src/model/engines.js";
import { variantPlayers } from "../src/model/session.js";
import type { E2ETest } from "./harness.js";

const engines: Engine[] = await loadEngines(ENGINES);

function expect(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

/** An element's text, spaces collapsed. */
async function text(l: Locator): Promise<string> {
  return ((await l.textContent()) ?? "").replace(/\s+/g, " ").trim();
}

function engine(id: string): Engine {
  const e = engines.find((x) => x.meta.id === id);
  expect(e, `the app has no ${id}`);
  return e;
}

/** From the home page to the new-game form of a game (a variant's own link when it has several). */
async function openForm(page: Page, url: string, e: Engine, variant: string) {
  await page.goto(url);
  const { meta } = e;
  if (meta.variants.length > 1) {
    const v = meta.variants.find((x) => x.id === variant);
    expect(v, `no variant ${variant}`);
    await page
      .getByRole("link", { name: `Play ${meta.title}: ${variantName(meta, v)}`, exact: true })
      .click();
  } else {
    await page.getByRole("link", { name: `New game of ${meta.title}`, exact: true }).click();
  }
  await page.getByRole("heading", { name: `New game of ${meta.title}` }).waitFor();
}

/** Each seat's select: "person", "bot:random", "bot:hard". */
async function setSeats(page: Page, seats: readonly string[]) {
  for (const [i, value] of seats.entries())
    await page.getByLabel(`Seat ${i + 1}`, { exact: true }).selectOption(value);
}

async function start(page: Page, seed: string, pace = "0") {
  await page.getByLabel("Seed (optional)").fill(seed);
  await page.getByLabel("Bot pace").selectOption(pace);
  await page.getByRole("button", { name: "Start the game" }).click();
}

/**
 * Waits for the end screen and checks it: a result line, one score per seat, the winners marked.
 * Waits here and below have no timeouts of their own: the harness's hang guard applies to each.
 */
async function checkEnd(page: Page, players: number): Promise<string> {
  const end = page.getByRole("region", { name: "Game over", exact: true });
  await end.waitFor();
  const result = await text(end.locator(".end-result"));
  expect(/^(A draw|.+ wins?)\b/.test(result), `the end screen says "${result}"`);
  const rows = await end.getByRole("row").count();
  expect(rows === players + 1, `the score table has ${rows - 1} rows for ${players} seats`);
  if (!result.startsWith("A draw")) {
    const winners = await page.locator(".ludic-seat--winner").count();
    expect(winners >= 1, "no seat panel shows a winner");
  }
  return result;
}

/** Text card faces whose content does not fit them (cut off at the bottom or the side). */
async function clippedFaces(page: Page): Promise<number> {
  // A string, so the bundler's helpers never reach the page.
  return page.evaluate(`[...document.querySelectorAll(".ludic-face--text")].filter((f) =>
    f.scrollHeight > f.clientHeight + 1 ||
    [...f.querySelectorAll(".ludic-text-title, .ludic-text-lines > span, .ludic-band")].some(
      (t) => t.getClientRects().length > 0 && t.scrollWidth > t.clientWidth + 1)).length`);
}

/** The page's full size (what a screenshot of the whole page takes). */
async function pageSize(page: Page): Promise<{ width: number; height: number }> {
  return page.evaluate(
    "({ width: document.scrollingElement.scrollWidth, height: document.scrollingElement.scrollHeight })",
  );
}

/** A card game: hands per seat, no board (Cuttle, Kombat Kittens, Rat Jack, Sutu). */
function cardGame(e: Engine): boolean {
  return e.meta.zones.some((z) => z.perSeat && z.kind === "hand") && !e.meta.board;
}

/** An element's box, or null when it is not on the page (boundingBox would wait for it). */
async function box(l: Locator) {
  return (await l.count()) > 0 ? l.first().boundingBox() : null;
}

/** A phone (390 × 844) and a laptop (1366 × 800). */
const SCREENS = [
  [390, 844],
  [1366, 800],
] as const;

const botGames: E2ETest[] = engines.flatMap((e) =>
  e.meta.variants.map((v, i): E2ETest => {
    // The last variant of a game plays with the most seats, the others with the fewest.
    const range = variantPlayers(e.meta, v.id);
    const players = i === e.meta.variants.length - 1 ? range.max : range.min;
    return {
      name: `bots play ${e.meta.id} ${v.id} (${players} player${players === 1 ? "" : "s"}) to the end`,
      async run({ page, url, shot, log }) {
        await openForm(page, url, e, v.id);
        if (range.max > range.min) await page.getByLabel("Number of players").selectOption(String(players));
        await setSeats(
          page,
          Array.from({ length: players }, () => "bot:random"),
        );
        await shot("form");
        await start(page, `e2e-${v.id}`);
        const result = await checkEnd(page, players);
        log(`${result} (${await text(page.locator(".play-title"))})`);
        // The finished table on a phone and on a laptop: every board fits the screen's width.
        for (const [w, h] of SCREENS) {
          await page.setViewportSize({ width: w, height: h });
          await shot(`${w}x${h}`);
          const page_ = await pageSize(page);
          expect(page_.width <= w, `the page is ${page_.width} px wide on a ${w} px screen`);
          // (boundingBox waits for an element: only ask when the game has a board.)
          const boards = page.locator(".ludic-grid, .ludic-board-viewport");
          const board = (await boards.count()) > 0 ? await boards.first().boundingBox() : null;
          expect(!board || board.width <= w, `the board is ${board?.width} px wide on a ${w} px screen`);
          // A two-player card game on the phone: the whole page is one screen.
          if (w === 390 && players === 2 && cardGame(e)) {
            log(`${w}x${h}: the page is ${page_.height} px tall`);
            expect(page_.height <= h, `the page is ${page_.height} px tall on a ${h} px screen`);
          }
          const clipped = await clippedFaces(page);
          expect(clipped === 0, `${clipped} card faces are cut off at ${w}x${h}`);
        }
      },
    };
  }),
);

/**
 * A person's turn on a phone, in every variant of every two-player card game: the page is one
 * screen, the other seat at the top, your hand and the decision at the bottom, all on screen at
 * once and the middle not scrolled away. Kingdom Builder on a phone: its hexes are touch targets,
 * and a settlement is built by tapping the board itself.
 */
const phoneTurns: E2ETest[] = engines
  .filter((e) => cardGame(e) && variantPlayers(e.meta, e.meta.variants[0]?.id ?? "").min === 2)
  .flatMap((e) =>
    e.meta.variants.map(
      (v): E2ETest => ({
        name: `a ${e.meta.id} ${v.id} turn fits a phone`,
        async run({ page, url, shot, log }) {
          // Measured at rest: no card still gliding to its place.
          await page.emulateMedia({ reducedMotion: "reduce" });
          await page.setViewportSize({ width: 390, height: 844 });
          await openForm(page, url, e, v.id);
          await setSeats(page, ["person", "bot:random"]);
          await start(page, "e2e-phone");
          await page
            .getByText(/^Your (move|secret choice)$/)
            .first()
            .waitFor();
          await shot("390x844");
          const size = await pageSize(page);
          const top = await box(page.locator(".ludic-seats-top"));
          const mine = await box(page.locator(".ludic-seat-area--bottom"));
          const bar = await box(page.locator(".ludic-decision"));
          log(
            `the page is ${size.width} × ${size.height} px; the decision at ${bar?.y}–${bar && bar.y + bar.height}`,
          );
          expect(size.height <= 844 && size.width <= 390, `the page is ${size.width} × ${size.height} px`);
          expect(top && mine && bar, "a side or the decision is missing");
          expect(top.y < mine.y && mine.y < bar.y, "not the other seat on top, yours and the decision below");
          expect(top.y >= 0 && bar.y + bar.height <= 844, "the other seat or the decision is off the screen");
          const hidden = await page.evaluate<number>(
            `(() => { const c = document.querySelector(".ludic-centre"); return c.scrollHeight - c.clientHeight; })()`,
          );
          expect(hidden <= 1, `${hidden} px of the middle of the table are scrolled away`);
        },
      }),
    ),
  );

const kingdomOnAPhone: E2ETest = {
  name: "Kingdom Builder on a phone: a hex is tapped on the board",
  async run({ page, url, shot, log }) {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await openForm(page, url, engine("kingdom-builder"), "base");
    await setSeats(page, ["person", "bot:random"]);
    await start(page, "e2e-phone");
    await page.getByText("Your move", { exact: true }).waitFor();
    const size = await pageSize(page);
    expect(size.height <= 844 && size.width <= 390, `the page is ${size.width} × ${size.height} px`);
    // The board has panned to the hexes that can be picked: one of them is in view, a touch target.
    const inView = await page.evaluate(`(() => {
      const v = document.querySelector(".ludic-board-viewport").getBoundingClientRect();
      const hex = [...document.querySelectorAll(".ludic-hex--pickable")].find((h) => {
        const b = h.getBoundingClientRect();
        return b.left >= v.left && b.right <= v.right + 1 && b.top >= v.top && b.bottom <= v.bottom + 1;
      });
      return hex ? hex.getAttribute("data-cell") : null;
    })()`);
    expect(typeof inView === "string", "no hex to tap is in view");
    const hex = page.locator(`.ludic-hex--pickable[data-cell="${inView}"]`);
    const b = await hex.boundingBox();
    expect(b && b.width >= 44 && b.height >= 44, `a hex is ${b?.width} × ${b?.height} px`);
    await shot("before");
    const cell = await hex.getAttribute("data-cell");
    const before = await hex.getAttribute("aria-label");
    await hex.click();
    await page.getByRole("button", { name: "Confirm" }).click();
    // The move is played: the counter moves on and the hex now says what stands on it.
    await page.waitForFunction('/move [1-9]/.test(document.querySelector(".play-title").textContent)');
    const after = await page.locator(`[data-cell="${cell}"]`).getAttribute("aria-label");
    expect(after !== before, `the hex still reads "${after}"`);
    log(`tapped ${cell}: ${b.width.toFixed(0)} × ${b.height.toFixed(0)} px`);
    await shot("after");
  },
};

export const tests: E2ETest[] = [
  {
    name: "home page lists every game and variant",
    async run({ page, url, shot }) {
      await page.goto(url);
      await page.getByRole("heading", { name: "Play the games" }).waitFor();
      for (const e of engines) {
        const card = page.locator(`[data-game="${e.meta.id}"]`);
        const body = await text(card);
        expect(body.includes(e.meta.title), `${e.meta.id}: no title`);
        expect(body.includes(e.meta.summary), `${e.meta.id}: no summary`);
        for (const v of e.meta.variants.slice(1))
          expect(body.includes(variantName(e.meta, v)), `${e.meta.id}: no variant ${v.title}`);
      }
      const clipped = await clippedFaces(page);
      expect(clipped === 0, `${clipped} card faces are cut off on the home page`);
      await shot("home");
    },
  },
  ...botGames,
  ...phoneTurns,
  kingdomOnAPhone,
  {
    name: "a rematch rotates the seats and deals the next seed",
    async run({ page, url, shot }) {
      await openForm(page, url, engine("tic-tac-toe"), "classic");
      await setSeats(page, ["bot:random", "bot:easy"]);
      await start(page, "e2e-rematch");
      const end = page.getByRole("region", { name: "Game over", exact: true });
      const players = async () =>
        Promise.all([1, 2].map(async (r) => text(end.getByRole("row").nth(r).getByRole("cell").nth(1))));
      await end.waitFor();
      const first = await players();
      expect(first.join() === "Bot A (random),Bot B (easy)", `first game: ${first.join(", ")}`);
      await page.getByRole("button", { name: "Rematch (seats rotated)" }).click();
      await page.getByText("e2e-rematch #2").waitFor();
      await end.waitFor();
      const second = await players();
      expect(second.join() === "Bot B (easy),Bot A (random)", `rematch: ${second.join(", ")}`);
      await shot("rematch over");
    },
  },
  ...(["hangs", "crashes"] as const).map(
    (fault): E2ETest => ({
      name: `a bot worker that ${fault} is replaced and the game goes on`,
      async run({ page, url, shot, log }) {
        // Every bot worker the page starts is a faulty one: it announces that it thinks and then
        // loops forever, or it throws as it starts. Each bot turn is then answered by the page
        // (a random legal move) once the client gave up on that worker, and the next turn starts
        // a new worker.
        const body =
          fault === "hangs"
            ? 'self.addEventListener("message", (e) => { self.postMessage({ type: "thinking", id: e.data.id }); for (;;) {} });'
            : 'throw new Error("injected: the bot worker crashed");';
        await page
          .context()
          .route(/bots\.worker[^/]*\.js/, (route) => route.fulfill({ contentType: "text/javascript", body }));
        const warnings: string[] = [];
        page.on("console", (m) => {
          if (m.type() === "warning") warnings.push(m.text());
        });
        await openForm(page, url, engine("tic-tac-toe"), "classic");
        await setSeats(page, ["bot:easy", "bot:easy"]);
        await start(page, `e2e-worker-${fault}`);
        const result = await checkEnd(page, 2);
        const seen = warnings.filter((w) =>
          w.includes(fault === "hangs" ? "bot worker hung" : "bot worker crashed"),
        );
        expect(
          seen.length >= 5,
          `${seen.length} bot turns were answered for a failed worker: ${warnings.join("; ")}`,
        );
        log(`${result}; ${seen.length} turns played for a failed worker`);
        await shot("over");
      },
    }),
  ),
  {
    name: "a person plays a Cuttle move by clicking",
    async run({ page, url, shot }) {
      await openForm(page, url, engine("cuttle"), "classic");
      await setSeats(page, ["person", "bot:random"]);
      await start(page, "e2e-click-1", "300");
      // With this seed seat 1 (the person) moves first.
      await page.getByText("Your move", { exact: true }).waitFor();
      await shot("our turn");
      const you = page.getByRole("region", { name: "You", exact: true });
      const points = you.getByRole("group", { name: /^Points/ });
      const before = await points.getByRole("img").count();
      // Play a card for points: the action, then one of the cards it highlights, then confirm.
      await page.getByRole("button", { name: /^Play for points/ }).click();
      const card = you.getByRole("group", { name: /^Hand/ }).getByRole("button").first();
      const id = await card.getAttribute("data-ref");
      await card.click();
      await shot("card chosen");
      await page.getByRole("button", { name: "Confirm" }).click();
      // The card (the kit marks each card with its id) is now among our points.
      await points.locator(`[data-ref="${id}"]`).waitFor();
      const after = await points.getByRole("img").count();
      expect(after === before + 1, `points went from ${before} to ${after} cards`);
      // The bot answers from the worker, and it is our move again.
      await page.getByText("Your move", { exact: true }).waitFor();
      await shot("after the bot");
    },
  },
  {
    name: "the log tells every move of a bot game",
    async run({ page, url, shot, log }) {
      await openForm(page, url, engine("cuttle"), "classic");
      await setSeats(page, ["bot:random", "bot:random"]);
      await start(page, "e2e-log");
      await checkEnd(page, 2);
      const title = await text(page.locator(".play-title"));
      const moves = Number(/move (\d+)/.exec(title)?.[1] ?? Number.NaN);
      const logged = await page.locator(".ludic-log-lines > li.ludic-log-move").count();
      const all = await page.locator(".ludic-log-lines > li").count();
      expect(moves > 5, `the game lasted ${moves} moves`);
      expect(logged === moves, `${logged} log lines tell a move, of ${moves} moves`);
      const lines = (await page.locator(".ludic-log-lines").textContent()) ?? "";
      expect(!/\bYou (discards|counters|scuttles)\b/.test(lines), "the log says 'You discards'");
      log(`${moves} moves, ${logged} move lines, ${all} lines in all`);
      for (const [w, h] of SCREENS) {
        await page.setViewportSize({ width: w, height: h });
        await shot(`${w}x${h}`);
      }
    },
  },
  {
    name: "a game-ending move asks first; reduced motion turns the animation off",
    async run({ page, url, shot }) {
      await page.emulateMedia({ reducedMotion: "reduce" });
      // The cuttle.cards variant offers conceding on every turn.
      await openForm(page, url, engine("cuttle"), "cuttle-cards");
      await setSeats(page, ["person", "bot:random"]);
      await start(page, "e2e-click-1", "300");
      await page.getByText("Your move", { exact: true }).waitFor();
      await page.locator('.ludic-table[data-motion="reduced"]').waitFor();
      expect((await page.locator(".ludic-moving").count()) === 0, "cards are animated with reduced motion");
      // Concede is not played at once: it asks, and "Keep playing" goes back.
      await page.getByRole("button", { name: /^Concede/ }).click();
      const ask = page.getByRole("group", { name: "End the game?" });
      await ask.waitFor();
      await shot("concede asks");
      await ask.getByRole("button", { name: "Keep playing" }).click();
      await ask.waitFor({ state: "detached" });
      expect((await page.getByRole("region", { name: "Game over", exact: true }).count()) === 0, "conceded");
      // Without the preference, cards glide (each face-up card has its motion wrapper).
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.locator('.ludic-table[data-motion="full"]').waitFor();
      await page.locator(".ludic-moving").first().waitFor();
      await page.getByRole("button", { name: /^Concede/ }).click();
      await ask.getByRole("button", { name: "Yes, concede" }).click();
      await page.getByRole("region", { name: "Game over", exact: true }).waitFor();
      await shot("conceded");
    },
  },
  {
    name: "hot seat: a hand-over screen before each person's turn",
    async run({ page, url, shot }) {
      await openForm(page, url, engine("cuttle"), "classic");
      await setSeats(page, ["person", "person"]);
      await start(page, "e2e-hotseat");
      const curtain = page.getByRole("heading", { name: /^Pass the screen to Player \d$/ });
      await curtain.waitFor();
      const first = (await text(curtain)).replace("Pass the screen to ", "");
      // Behind the curtain nothing of the table is drawn.
      expect((await page.locator(".ludic-card").count()) === 0, "cards show behind the curtain");
      await shot("curtain");
      await page.getByRole("button", { name: `I am ${first}: show my table` }).click();
      await page.getByText("Your move", { exact: true }).waitFor();
      const mine = await page
        .getByRole("region", { name: `${first} (you)` })
        .getByRole("group", { name: /^Hand/ })
        .getByRole("button")
        .count();
      const hidden = await page.getByRole("img", { name: /^face-down card/ }).count();
      expect(mine >= 5, `${first} sees ${mine} of their cards`);
      expect(hidden >= 5, "the other hand is not face down");
      await shot("first player");
      await page.getByRole("button", { name: "Draw", exact: true }).click();
      await curtain.waitFor();
      const second = (await text(curtain)).replace("Pass the screen to ", "");
      expect(second !== first, "the curtain names the same player twice");
      expect((await page.locator(".ludic-card").count()) === 0, "cards show behind the curtain");
      await page.getByRole("button", { name: `I am ${second}: show my table` }).click();
      await page.getByText("Your move", { exact: true }).waitFor();
      await shot("second player");
    },
  },
  {
    name: "a record downloads, loads and replays; a shared link replays too",
    async run({ page, url, shot }) {
      await openForm(page, url, engine("cuttle"), "classic");
      await setSeats(page, ["bot:random", "bot:random"]);
      await start(page, "e2e-record");
      await page.getByRole("region", { name: "Game over", exact: true }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download the record" }).click(),
      ]);
      const file = await download.path();
      const record = JSON.parse(readFileSync(file, "utf8")) as {
        game: string;
        moves: unknown[];
        seed: string;
      };
      expect(record.game === "cuttle" && record.seed === "e2e-record", "the record is not this game's");
      const n = record.moves.length;
      expect(n > 5, `only ${n} moves`);
      expect(
        download.suggestedFilename() === `cuttle-e2e-record-${n}-moves.json`,
        download.suggestedFilename(),
      );

      // Load it on the home page.
      await page.goto(url);
      await page.getByLabel("Game record file").setInputFiles(file);
      await page.getByRole("heading", { name: "Replay: Cuttle" }).waitFor();
      const position = page.locator(".replay-position");
      const at = async (k: number) => {
        const shown = await text(position);
        expect(shown === `Move ${k} of ${n}`, `the replay shows "${shown}", not move ${k}`);
      };
      await at(n);
      await page.getByRole("region", { name: "Game over", exact: true }).waitFor();
      await page.getByRole("button", { name: "◀ Back" }).click();
      await at(n - 1);
      // Scrub to the deal with the slider's keys, then step once.
      await page.getByRole("slider").focus();
      await page.keyboard.press("Home");
      await at(0);
      await page.getByRole("button", { name: "Next ▶" }).click();
      await at(1);
      // The spectator sees both hands face down; seat 1 sees its own cards.
      const spectatorHidden = await page.getByRole("img", { name: /^face-down card/ }).count();
      await page.getByLabel("Seen by").selectOption("0");
      const seatHidden = await page.getByRole("img", { name: /^face-down card/ }).count();
      expect(
        seatHidden < spectatorHidden,
        `seat 1 sees ${seatHidden} face-down cards, the spectator ${spectatorHidden}`,
      );
      await shot("replay seat 1");

      // A link, made on the replay page and opened in a fresh page.
      await page.getByText("This game's record").click();
      await page.getByRole("button", { name: "Share a link" }).click();
      const link = await page.getByLabel(/^Link/).inputValue();
      expect(link.startsWith(`${url}#/replay/z`), link);
      const other = await page.context().newPage();
      await other.goto(link);
      await other.getByRole("heading", { name: "Replay: Cuttle" }).waitFor();
      const there = await text(other.locator(".replay-position"));
      expect(there === `Move ${n} of ${n}`, there);
      await other.close();
    },
  },
  {
    name: "rules pages are generated for every game",
    async run({ page, url, shot }) {
      for (const e of engines) {
        await page.goto(url);
        await page.getByRole("link", { name: `Rules of ${e.meta.title}`, exact: true }).click();
        await page.getByRole("heading", { name: `Rules of ${e.meta.title}` }).waitFor();
        const listed = await page.locator("#actions").getByRole("rowheader").count();
        expect(
          listed === e.meta.actions.length,
          `${e.meta.id}: ${listed} actions listed of ${e.meta.actions.length}`,
        );
        const items = await page.locator(".rules-item").count();
        expect(items > 5, `${e.meta.id}: only ${items} items on the rules page`);
        await shot(e.meta.id);
      }
      // A rule id links to where it is written.
      await page.goto(`${url}#/rules/cuttle`);
      await page.locator("#rule-ids").getByRole("link", { name: "survivesCounters" }).first().click();
      await page.locator("#cuttle-rule-survivesCounters").waitFor();
      await shot("cuttle counters");
    },
  },
];
