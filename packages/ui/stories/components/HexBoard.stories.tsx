import kb from "@ludic/kingdom-builder";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { hexland, hexlandAt, hexlandMeta, hexlandSkin } from "../../src/fixtures/hexland.js";
import { farmSpot, kbAt } from "../games/kingdom-builder-positions.js";
import { BoardHarness } from "../harness.js";

const start = hexlandAt(0);
const mid = hexlandAt(6);

const meta = {
  title: "Components/HexBoard",
  component: BoardHarness,
  args: { meta: hexlandMeta, view: hexland.view(start, 0), moves: [], onMove: fn(), skin: hexlandSkin },
} satisfies Meta<typeof BoardHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terrain from the cell variable `terrain[r3c4]`: a colour from the skin and its letter. */
export const Terrain: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("img", { name: "row 1, column 1: grass" }),
    ).toBeInTheDocument();
  },
};

/** Without a skin: colours from the terrain names, letters kept. */
export const NoSkin: Story = { args: { skin: {} } };

/** Settlements are cards in the cell zones `at[r3c4]`, drawn as tokens. */
export const WithSettlements: Story = {
  args: { view: hexland.view(mid, 0) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole("img", { name: /orange settlement/ }).length,
    ).toBeGreaterThan(0);
  },
};

/** Cells you may build on are buttons; pick one, confirm, and the move names the cell. */
export const PickACell: Story = {
  args: { view: hexland.view(mid, 0), moves: hexland.legalMoves(mid, 0) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const first = hexland.legalMoves(mid, 0)[0];
    const ref = String(first?.args.hex);
    const cell = canvasElement.querySelector(`[data-cell="${ref}"]`) as HTMLElement;
    await userEvent.click(cell);
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "build", args: { hex: ref } });
  },
};

/** Keyboard: Tab reaches the first buildable hex, arrows move between them, Enter picks. */
export const Keyboard: Story = {
  args: { view: hexland.view(mid, 0), moves: hexland.legalMoves(mid, 0) },
  play: async ({ canvasElement }) => {
    const cells = canvasElement.querySelectorAll<SVGElement>("g[role='button']");
    cells[0]?.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(cells[1]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(within(canvasElement).getByRole("button", { name: "Confirm" })).toHaveFocus();
  },
};

/** A 20×20 board, as Kingdom Builder's. */
export const Large: Story = {
  args: {
    meta: { ...hexlandMeta, board: { name: "land", shape: "hex", rows: 20, cols: 20, offset: "oddR" } },
    view: hexland.view(mid, 0),
  },
};

const kbSpot = farmSpot();
const kbState = kbAt(kbSpot.spec);

/**
 * Kingdom Builder's real board with no skin, drawn from what its rules declare: terrain colours
 * (`colour G "#8bc34a"`) with the rules' letters, settlements as discs in their colour with a
 * label (`colour black …`, `show owner "settlement"`); the legend says what every letter means.
 * (The demo's skin adds location codes and houses: apps/demo/src/skins/kingdom-builder.ts.)
 */
export const KingdomBuilderFromItsRules: Story = {
  args: {
    meta: kb.meta,
    view: kb.view(kbState, 0),
    moves: kb.legalMoves(kbState, 0),
    skin: {},
    label: "Kingdom",
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const legend = c.getByRole("list", { name: "Legend" });
    await expect(within(legend).getByText("castle")).toBeVisible();
    await expect(within(legend).getByText("black settlement")).toBeVisible();
    const farm = canvasElement.querySelector(`[data-cell="${kbSpot.farm}"]`);
    await expect(farm?.getAttribute("aria-label")).toMatch(/: location$/);
    await expect(farm?.querySelector(".ludic-hex-glyph")?.textContent).toBe("L");
    await expect(c.getAllByRole("img", { name: /: \w[\w ]*, black settlement$/ }).length).toBeGreaterThan(0);
    // The hexes black may build on are buttons.
    await expect(canvasElement.querySelectorAll("[data-cell][role='button']").length).toBeGreaterThan(0);
  },
};
