/**
 * Kingdom Builder (rules/kingdom-builder) at the table, with no skin: the 20 × 20 hex board as
 * its rules declare it (terrain colours and letters, settlements as labelled discs in their
 * colour, a legend; action and zone labels, move sentences, tile badges), positions built with
 * `position()`, the base game, its card-luck-free rule and its one-, two- and three-player rules.
 * (The demo adds location codes and houses: apps/demo/src/skins/kingdom-builder.ts.)
 */
import kb, { type State } from "@ludic/kingdom-builder";
import type { Move } from "@ludic/runtime";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";
import {
  cardLuckFreeSpot,
  farmSpot,
  KB_OPTIONS,
  kbAt,
  lastRound,
  soloSpot,
  threePlayerNeutralDecision,
  tileSpot,
  twoPlayerSpot,
} from "./kingdom-builder-positions.js";

interface Props {
  at: () => State;
  seat: number | "spectator";
  onMove: (m: unknown) => void;
  autoplay?: boolean;
  seatNames?: string[];
}

function KingdomBuilderTable({ at, seat, onMove, autoplay = false, seatNames = ["Ada", "Bot"] }: Props) {
  return (
    <GameTable
      engine={kb}
      start={at}
      seat={seat}
      autoplay={autoplay}
      botDelay={300}
      onMove={onMove}
      seatNames={seatNames}
      restartable={autoplay}
      cardSize="sm"
    />
  );
}

const meta = {
  title: "Games/Kingdom Builder",
  component: KingdomBuilderTable,
  parameters: { layout: "fullscreen" },
  args: { at: () => kbAt(farmSpot().spec), seat: 0, onMove: fn() },
  argTypes: { at: { control: false } },
} satisfies Meta<typeof KingdomBuilderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hex the engine lists first for this action: the story clicks what the rules allow. */
function firstMove(s: State, action: string): Move {
  const m = kb.legalMoves(s, 0).find((x) => x.action === action);
  if (!m) throw new Error(`no ${action} move`);
  return m;
}

const cellOf = (canvas: HTMLElement, ref: string): Element => {
  const el = canvas.querySelector(`[data-cell="${ref}"]`);
  if (!el) throw new Error(`no cell ${ref}`);
  return el;
};

/**
 * The mandatory build (KB-9, KB-14): black's terrain card is revealed; the free hexes of that
 * terrain next to black's settlements are buttons. Pick one, confirm: a house appears on it.
 */
export const BuildNextToYourOwn: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const move = firstMove(kbAt(farmSpot().spec), "build");
    const hex = String(move.args.hex);
    await expect(cellOf(canvasElement, hex).getAttribute("role")).toBe("button");
    await userEvent.click(cellOf(canvasElement, hex));
    await expect(c.getByText(/^Build a settlement at row \d+, column \d+$/)).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith(move);
    await expect(cellOf(canvasElement, hex).getAttribute("aria-label")).toMatch(/black settlement$/);
    // Colour is not the only carrier: every hex is spoken, and the legend names the letters.
    await expect(c.getByRole("list", { name: "Legend" })).toBeVisible();
  },
};

/**
 * A location tile (KB-19, KB-23): black holds a farm tile, so "Build with a tile" is offered;
 * choose it, then the tile, then a grass hex, and confirm.
 */
export const UseAFarmTile: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const spot = farmSpot();
    const move = firstMove(kbAt(spot.spec), "buildWith");
    await userEvent.click(c.getByRole("button", { name: "Build with a tile …" }));
    await userEvent.click(c.getAllByRole("button", { name: "farm tile" })[0] as HTMLElement);
    await userEvent.click(cellOf(canvasElement, String(move.args.hex)));
    await expect(c.getByText(/^Use the farm tile to build at row \d+, column \d+$/)).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "buildWith", args: move.args });
    // The tile just used carries the rules' badge for it (`show spent "used"`).
    await waitFor(() =>
      expect(canvasElement.querySelector(`[aria-label^="farm tile, used"]`)).not.toBeNull(),
    );
    // The location hex is drawn from the rules: its colour and letter, said as "location".
    await expect(cellOf(canvasElement, spot.farm).getAttribute("aria-label")).toMatch(/: location$/);
  },
};

/**
 * A move tile (KB-28): black holds a harbor tile. "Move with a tile", the tile, the settlement to
 * lift, then a water hex: three choices in the order of the action's parameters, then confirm.
 */
export const MoveWithAHarborTile: Story = {
  args: { at: () => kbAt(tileSpot("harbor").spec) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const move = firstMove(kbAt(tileSpot("harbor").spec), "moveWith");
    await userEvent.click(c.getByRole("button", { name: "Move with a tile …" }));
    await userEvent.click(c.getAllByRole("button", { name: "harbor tile" })[0] as HTMLElement);
    await userEvent.click(cellOf(canvasElement, String(move.args.from)));
    await userEvent.click(cellOf(canvasElement, String(move.args.dest)));
    await expect(
      c.getByText(
        /^Use the harbor tile to move the settlement at row \d+, column \d+ to row \d+, column \d+$/,
      ),
    ).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "moveWith", args: move.args });
    await expect(cellOf(canvasElement, String(move.args.dest)).getAttribute("aria-label")).toMatch(
      /: water, black settlement$/,
    );
  },
};

/**
 * Bot's view of the same moment: Bot's own next terrain card is in its hand, Ada's revealed card
 * lies on the discard, no hex can be picked.
 */
export const WaitingForTheOtherSeat: Story = {
  args: { seat: 1 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("heading", { name: "Waiting for Ada" })).toBeVisible();
    const bot = c.getByRole("region", { name: "Bot (you)" });
    await expect(within(bot).getByRole("img", { name: "canyon card" })).toBeVisible();
    await expect(c.getByRole("img", { name: /^forest card/ })).toBeVisible();
    await expect(canvasElement.querySelector(".ludic-hex--pickable")).toBeNull();
  },
};

/** The end (KB-30, KB-48): black built its last settlement, the round was finished, gold is counted. */
export const FinalScoring: Story = {
  args: { at: lastRound },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const outcome = kb.outcome(lastRound());
    await expect(outcome).not.toBeNull();
    await expect(c.getByRole("heading", { name: /^Game over:/ })).toBeVisible();
    await expect(c.getAllByText(`${outcome?.scores[0]}`).length).toBeGreaterThan(0);
  },
};

/**
 * The one-player rule (solo, KB-37 … KB-42): black chooses one of its five open terrain cards
 * (KB-32) before building; two neutral colours play by themselves.
 */
export const SoloChooseATerrainCard: Story = {
  args: { at: () => kbAt(soloSpot()), seatNames: ["Ada"] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole("button", { name: "forest card" })[0] as HTMLElement);
    await expect(c.getByText("Play the forest card")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "pick", args: { card: "forest-1" } });
    // Now the forest hexes are to be built on.
    await waitFor(() => expect(canvasElement.querySelector(".ludic-hex--pickable")).not.toBeNull());
  },
};

/**
 * The card-luck-free rule (KB-32): Ada holds her five terrain cards face up, as does Bot, for
 * everybody to see; she chooses one (only her own are buttons), confirms, and builds on its terrain.
 */
export const CardLuckFreeChooseATerrainCard: Story = {
  args: { at: () => kbAt(cardLuckFreeSpot()) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const mine = kb
      .legalMoves(kbAt(cardLuckFreeSpot()), 0)
      .flatMap((m) => (m.action === "pick" ? [String(m.args.card)] : []));
    await expect(mine).toEqual(["grass-1", "canyon-1", "desert-1", "flower-1", "forest-1"]);
    // Ada's five cards are buttons; Bot's open cards are shown face up but cannot be picked.
    const buttons = [...canvasElement.querySelectorAll("button.ludic-card")].map((b) =>
      b.getAttribute("data-ref"),
    );
    await expect([...new Set(buttons)].sort()).toEqual([...mine].sort());
    for (const t of ["grass", "canyon", "desert", "flower", "forest"])
      await expect(canvasElement.querySelector(`[data-ref="${t}-2"]`)?.getAttribute("role")).toBe("img");
    await userEvent.click(c.getAllByRole("button", { name: "desert card" })[0] as HTMLElement);
    await expect(c.getByText("Play the desert card")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "pick", args: { card: "desert-1" } });
    // Now the desert hexes are to be built on.
    await waitFor(() => expect(canvasElement.querySelector(".ludic-hex--pickable")).not.toBeNull());
    const hex = canvasElement.querySelector(".ludic-hex--pickable")?.getAttribute("data-cell");
    await expect(cellOf(canvasElement, String(hex)).getAttribute("aria-label")).toMatch(/: desert$/);
  },
};

/**
 * The three-player rule (KB-45): Ada (black) has played her card and built three settlements;
 * now she places the neutral blue settlement on a hex of the neutral's revealed card, by the
 * building rule. Pick the hex, confirm: a blue house appears and the turn passes to Ben.
 */
export const ThreePlayerPlaceTheNeutral: Story = {
  args: { at: threePlayerNeutralDecision, seatNames: ["Ada", "Ben", "Cy"] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const all = kb.legalMoves(threePlayerNeutralDecision(), 0);
    const legal = all.flatMap((m) => (m.action === "neutral" ? [m] : []));
    // Ada's only decision is the neutral's hex.
    await expect(legal.length).toBe(all.length);
    await expect(legal.length).toBeGreaterThan(0);
    // Exactly the neutral's legal hexes are buttons.
    const pickable = [...canvasElement.querySelectorAll(".ludic-hex--pickable")].map((el) =>
      el.getAttribute("data-cell"),
    );
    await expect(pickable.sort()).toEqual(legal.map((m) => String(m.args.hex)).sort());
    const move = legal[legal.length - 1] as Move;
    const hex = String(move.args.hex);
    await userEvent.click(cellOf(canvasElement, hex));
    await expect(c.getByText(/^Build the neutral blue settlement at row \d+, column \d+$/)).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "neutral", args: { hex } });
    await expect(cellOf(canvasElement, hex).getAttribute("aria-label")).toMatch(/blue settlement$/);
    await expect(c.getByRole("heading", { name: "Waiting for Ben" })).toBeVisible();
  },
};

/**
 * The two-player rule: each seat plays two colours (Ada black and wood). The board draws every
 * colour's settlements as the rules colour them, each with its letters; which colours are Ada's
 * is the rules' `seatOf`, not in the views (the demo's skin lists them on her panel).
 */
export const TwoPlayerRule: Story = {
  args: { at: () => kbAt(twoPlayerSpot()) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const colour of ["black", "wood", "orange", "blue"])
      await expect(
        canvasElement.querySelectorAll(`[data-cell][aria-label$=", ${colour} settlement"]`).length,
      ).toBeGreaterThan(0);
    const legend = c.getByRole("list", { name: "Legend" });
    await expect(within(legend).getByText("wood settlement")).toBeVisible();
    await expect(c.getAllByRole("button", { name: "grass card" }).length).toBeGreaterThan(0);
  },
};

/**
 * The turn-order auction (KB-35, the seed's KB-E11): every colour starts with 30 gold; orange
 * (Ben) opens. A bid is a number, chosen from the bar; passing is final.
 */
export const AuctionBid: Story = {
  args: {
    at: () => kb.setup({ players: 3, seed: "auction-1", variant: "auction" }),
    seat: 1,
    seatNames: ["Ada", "Ben", "Cy"],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const ben = c.getByRole("region", { name: "Ben (you)" });
    // The running score is the rules' `show score "Gold"`: the auction's 30 gold to bid with.
    const gold = within(ben).getByText("Gold");
    await expect(gold).toBeVisible();
    await expect(gold.parentElement).toHaveTextContent(/Gold\s*30/);
    await expect(c.getByRole("button", { name: "Pass" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Bid …" }));
    const amounts = c.getByRole("group", { name: "Choose the amount" });
    await expect(within(amounts).getAllByRole("button")).toHaveLength(30);
    await userEvent.click(within(amounts).getByRole("button", { name: "3" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 1, action: "bid", args: { amount: 3 } });
    await expect(c.getByRole("heading", { name: "Waiting for Cy" })).toBeVisible();
  },
};

/** Against the random bot, from a real setup. */
export const PlayAgainstBot: Story = {
  args: {
    at: () => kb.setup({ players: 2, seed: "kb-story", options: KB_OPTIONS }),
    autoplay: true,
  },
};
