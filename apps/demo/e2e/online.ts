/**
 * Online play in the browser: two people in two browser contexts (two devices, as far as the
 * app can tell) at one table on a real @ludic/server process that the test starts on loopback
 * and stops after. One creates the table in the lobby, the other opens the link; they play,
 * each sees the other's moves, and neither ever receives a card of the other's hand — checked
 * in the page and on the WebSocket, frame by frame. A reload takes the seat back; the game ends
 * and the rematch brings both to the next table.
 */
import { type StateFrame, type StateMessage, stateReader, type TableMessage } from "@ludic/client";
import type { View } from "@ludic/runtime";
// The end-to-end test starts the real server beside the demo; the app itself never imports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { decodeFrame, type ServerProcess, startTestServer } from "@ludic/server/test-harness";
import type { Page } from "playwright-core";
import type { E2ETest } from "./harness.js";

function expect(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

/** What one page received from the server, decoded as colyseus.js decodes it. */
class Wire {
  table: TableMessage | null = null;
  states: StateMessage[] = [];
  /** Every message frame's decoded text, to search for what must not be there. */
  texts: string[] = [];

  constructor(page: Page) {
    page.on("websocket", (ws) => {
      // Each connection's states patch the views before them, from its first (whole) view.
      const read = stateReader();
      ws.on("framereceived", ({ payload }) => {
        if (typeof payload === "string") return;
        const frame = decodeFrame(Buffer.from(payload));
        if (frame === null) return;
        this.texts.push(JSON.stringify(frame.message));
        if (frame.type === "table") this.table = frame.message as TableMessage;
        if (frame.type === "state") this.states.push(read(frame.message as StateFrame));
      });
    });
  }

  get seat(): number {
    const s = this.table?.seat;
    expect(typeof s === "number", "no seat from the server yet");
    return s;
  }
}

function handIds(view: View, seat: number): string[] {
  return (view.zones[`hand[${seat}]`]?.cards ?? []).flatMap((c) => ("id" in c ? [String(c.id)] : []));
}

/** Neither page got a card of the other's hand: at each move, the ids in A's hand appear nowhere in B's frames of that move. */
function checkSecrecy(a: Wire, b: Wire): void {
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const s of other.states) {
      const mine = me.states.filter((x) => x.seq === s.seq).flatMap((x) => handIds(x.view, me.seat));
      const theirs = JSON.stringify(s);
      for (const id of mine)
        expect(
          !theirs.includes(`"${id}"`),
          `seat ${other.seat + 1} was sent card ${id} of seat ${me.seat + 1}`,
        );
      const hand = s.view.zones[`hand[${me.seat}]`]?.cards ?? [];
      expect(
        hand.every((c) => "hidden" in c),
        `seat ${other.seat + 1} sees a face of seat ${me.seat + 1}'s hand`,
      );
    }
  }
}

/** The move counter in the page's header ("move 3"). */
async function moveNumber(page: Page): Promise<number> {
  const text = (await page.locator(".play-title .muted").textContent()) ?? "";
  const m = /move (\d+)/.exec(text);
  return m ? Number(m[1]) : -1;
}

async function waitForMove(page: Page, n: number): Promise<void> {
  await page.locator(".play-title .muted", { hasText: new RegExp(`move ${n}\\b`) }).waitFor();
}

/** The page whose turn it is (the one offered "Draw") draws a card; both pages then show the move. */
async function draw(pages: Page[], n: number): Promise<Page> {
  const button = (p: Page) => p.getByRole("button", { name: "Draw", exact: true });
  const mover = await Promise.any(
    pages.map(async (p) => {
      await button(p).waitFor();
      return p;
    }),
  );
  await button(mover).click();
  for (const p of pages) await waitForMove(p, n);
  return mover;
}

/**
 * The page's log has a line for each of the first `n` moves, its own ("You draw …") and the other
 * seat's ("Player 2 draws a card"), told for it by the server as at one screen.
 */
async function checkLog(p: Page, n: number): Promise<void> {
  const moves = p.getByRole("region", { name: "Game log" }).locator("li.ludic-log-move");
  await moves.nth(n - 1).waitFor();
  const lines = await moves.allTextContents();
  expect(lines.length === n, `the log has ${lines.length} move lines at move ${n}: ${lines.join(" / ")}`);
  expect(
    lines.some((l) => l.startsWith("You ")) && lines.some((l) => /^Player \d /.test(l)),
    `the log does not tell both seats' moves: ${lines.join(" / ")}`,
  );
}

/** In the page: every card of the other seat's hand is face down, and none of one's own is. */
async function checkHands(p: Page): Promise<void> {
  const hand = (region: string | RegExp) =>
    p.getByRole("region", { name: region, exact: true }).getByRole("group", { name: /^Hand/ });
  const theirs = hand(/^Player \d$/);
  const mine = hand("You");
  const [theirCards, theirBacks, myCards, myBacks] = await Promise.all([
    theirs.locator(".ludic-card").count(),
    theirs.getByRole("img", { name: /^face-down card/ }).count(),
    mine.locator(".ludic-card").count(),
    mine.getByRole("img", { name: /^face-down card/ }).count(),
  ]);
  expect(
    theirCards >= 5 && theirBacks === theirCards,
    `the other hand shows ${theirCards - theirBacks} faces`,
  );
  expect(myCards >= 5 && myBacks === 0, `one's own hand shows ${myCards - myBacks} of ${myCards} faces`);
}

export const onlineTests: E2ETest[] = [
  {
    name: "online: two browsers play at one table, see each other's moves, never the other's hand; reload and rematch",
    async run({ page, url, shot, log }) {
      let server: ServerProcess | null = null;
      const browser = page.context().browser();
      expect(browser, "no browser");
      const friend = await browser.newContext({ viewport: { width: 1360, height: 900 } });
      try {
        server = await startTestServer("demo-e2e");
        const lobby = `${url}?server=${encodeURIComponent(server.url)}#/online`;
        const wireA = new Wire(page);
        await page.goto(lobby);
        await page.getByRole("heading", { name: "Play online" }).waitFor();
        await page.getByLabel("Game", { exact: true }).selectOption("cuttle");
        // The cuttle.cards variant has a concede move, which ends the game quickly.
        await page.getByLabel("Variant", { exact: true }).selectOption("cuttle-cards");
        await page.getByRole("button", { name: "Create the table" }).click();
        const linkBox = page.getByLabel("Link to this table");
        await linkBox.waitFor();
        const link = await linkBox.inputValue();
        expect(link.includes("?server=") && link.includes("#/online/"), `the link is ${link}`);
        await shot("waiting for a friend");

        // The friend opens the link on "another device" and takes the free seat.
        const other = await friend.newPage();
        const wireB = new Wire(other);
        await other.goto(link);
        await other.getByRole("button", { name: "Take a seat" }).click();
        await other.locator(".ludic-table").waitFor();
        await linkBox.waitFor({ state: "detached" });
        expect(wireA.seat !== wireB.seat, "both got the same seat");
        log(`seats: ${wireA.seat + 1} and ${wireB.seat + 1}`);

        // Each sees only the backs of the other's hand.
        for (const p of [page, other]) {
          await p
            .getByRole("img", { name: /^face-down card/ })
            .first()
            .waitFor();
          await checkHands(p);
        }
        const pages = [page, other];
        await draw(pages, 1);
        await draw(pages, 2);
        await draw(pages, 3);
        for (const p of pages) await checkLog(p, 3);
        await shot("three moves");

        // A reload takes the seat back and the game goes on from the same move.
        await other.reload();
        await other.locator(".ludic-table").waitFor();
        await waitForMove(other, 3);
        expect((await moveNumber(other)) === 3, "the reloaded page is not at move 3");
        // Its log is back too: the server sends the whole log to a seat taken back.
        await checkLog(other, 3);
        await draw(pages, 4);
        await draw(pages, 5);

        // The creator concedes (an anytime move in this variant): both see the end.
        const mover = page;
        await mover.getByRole("button", { name: /^Concede/ }).click();
        const yes = mover.getByRole("button", { name: /^Yes, concede/ });
        if ((await yes.count()) > 0) await yes.click();
        for (const p of pages) await p.getByRole("region", { name: "Game over", exact: true }).waitFor();
        await shot("game over");
        checkSecrecy(wireA, wireB);
        for (const w of [wireA, wireB]) {
          expect(w.states.length > 5, `a page got only ${w.states.length} states`);
          const seed = w.texts.find((t) => t.includes('"seed"'));
          expect(seed === undefined, `a frame names the seed: ${seed}`);
        }
        // The DOM of each page shows no face of the other's hand either.
        for (const p of pages) await checkHands(p);

        // Rematch: one asks, the other is offered the same table; seats move one place.
        const firstTable = /#\/online\/(.+)$/.exec(page.url())?.[1];
        const seatBefore = wireA.seat;
        await page.getByRole("button", { name: "Rematch (seats rotated)" }).click();
        await page.waitForURL((u) => !u.hash.endsWith(firstTable ?? ""));
        await other.getByRole("button", { name: "Join the rematch" }).click();
        await other.waitForURL((u) => u.hash === new URL(page.url()).hash);
        for (const p of pages) await p.locator(".ludic-table").waitFor();
        await waitForMove(page, 0);
        const seats = await Promise.all(
          pages.map(async (p) => (await p.locator(".play-title .muted").textContent()) ?? ""),
        );
        expect(
          seats[0]?.includes(`seat ${((seatBefore + 1) % 2) + 1}`),
          `after the rematch the creator says "${seats[0]}"`,
        );
        await shot("rematch");
      } finally {
        await friend.close();
        await server?.stop();
      }
    },
  },
];
