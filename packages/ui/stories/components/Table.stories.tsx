/**
 * The generic table with engines that are not Cuttle: its layout comes from `meta.zones`, the
 * board from cell-indexed zones and variables, the controls from the legal moves. The engines
 * here are small hand-written stand-ins (src/fixtures) until the generated ones land.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";
import { Table } from "../../src/components/Table.js";
import { duel, duelStart } from "../../src/fixtures/duel.js";
import { hexland, hexlandAt, hexlandSkin } from "../../src/fixtures/hexland.js";
import { noughts, noughtsAt } from "../../src/fixtures/noughts.js";

const meta = {
  title: "Components/Table",
  component: Table,
  parameters: { layout: "fullscreen" },
  args: {
    meta: duel.meta,
    view: duel.view(duelStart(), 0),
    moves: duel.legalMoves(duelStart(), 0),
    onMove: fn(),
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Per-seat zones (hand, a face-down pile, a row) around the table; the viewer at the bottom. */
export const SimultaneousChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole("button", { name: "5 of stars" })[0] as HTMLElement);
    await userEvent.click(c.getByRole("button", { name: "Commit face down" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "play", args: { card: "stars-5" } });
  },
};

const committed = duel.applyMove(duelStart(), { seat: 0, action: "play", args: { card: "stars-3" } });

/** You have committed: your card lies face up for you only; the other seat is still choosing. */
export const Committed: Story = {
  args: { view: duel.view(committed, 0), moves: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      c.getByRole("heading", { name: /You chose: Play \(card: 3 of stars\) \(hidden\); waiting for Seat 2/ }),
    ).toBeVisible();
  },
};

/** The other seat's view of the same moment: it sees only that you have committed. */
export const OtherSideOfCommit: Story = {
  args: { view: duel.view(committed, 1), moves: duel.legalMoves(committed, 1) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("committed")).toBeVisible();
    await expect(c.getByRole("img", { name: "face-down card, top card" })).toBeVisible();
  },
};

const afterRound = duel.applyMove(committed, { seat: 1, action: "play", args: { card: "moons-1" } });

/** The round's winner says go or stop. */
export const GoOrStop: Story = {
  args: { view: duel.view(afterRound, 0), moves: duel.legalMoves(afterRound, 0) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Go" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "go", args: {} });
  },
};

/** A hex board in the middle (cells from `at[r3c4]` zones and `terrain[r3c4]` variables), supplies per seat. */
export const HexBoardTable: Story = {
  args: {
    meta: hexland.meta,
    view: hexland.view(hexlandAt(6), 0),
    moves: hexland.legalMoves(hexlandAt(6), 0),
    skin: hexlandSkin,
  },
};

/** A square grid in the middle; a spectator sees the moves of nobody. */
export const SquareGridSpectator: Story = {
  args: { meta: noughts.meta, view: noughts.view(noughtsAt("XOX.O..X."), "spectator"), moves: [] },
};

/** Playable: tic-tac-toe against a random bot. */
export const PlayTicTacToe: Story = {
  render: () => (
    <GameTable
      engine={noughts}
      start={() => noughts.setup({ players: 2, seed: "x" })}
      seat={0}
      botDelay={300}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "row 2, column 2: empty" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(c.getByRole("heading", { name: "Your move" })).toBeVisible(), {
      timeout: 60_000,
    });
    await expect(c.getByRole("img", { name: "row 2, column 2: x" })).toBeInTheDocument();
  },
};

/** Playable: Hexland against a random bot. */
export const PlayHexland: Story = {
  render: () => (
    <GameTable engine={hexland} start={() => hexlandAt(0)} seat={0} botDelay={300} skin={hexlandSkin} />
  ),
};

/** Playable: Duel against a random bot (simultaneous commits, go or stop). */
export const PlayDuel: Story = {
  render: () => <GameTable engine={duel} start={duelStart} seat={0} botDelay={300} />,
};
