import type { View } from "@ludic/runtime";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { noughts, noughtsAt, noughtsMeta } from "../../src/fixtures/noughts.js";
import { BoardHarness } from "../harness.js";

const midGame = noughtsAt("X.O.X....");

const meta = {
  title: "Components/SquareGrid",
  component: BoardHarness,
  args: { meta: noughtsMeta, view: noughts.view(midGame, 1), moves: [], onMove: fn() },
} satisfies Meta<typeof BoardHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { view: noughts.view(noughtsAt("........."), 0) } };

/** Marks come from the cell variable `mark[r0c0]`; each cell is spoken with its row and column. */
export const Marks: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "row 1, column 1: x" })).toBeInTheDocument();
  },
};

/** Empty cells are buttons; clicking one and confirming marks it. */
export const PickACell: Story = {
  args: { moves: noughts.legalMoves(midGame, 1) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "row 3, column 3: empty" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 1, action: "mark", args: { cell: "r2c2" } });
  },
};

// Connect Four: pieces are cards in cell zones; a move names a column (`drop(col: 0..6)`).
const connectMeta = {
  ...noughtsMeta,
  id: "connect-four",
  title: "Connect Four",
  board: { name: "board", shape: "square" as const, rows: 6, cols: 7, diagonal: true },
  actions: [
    { name: "drop", params: [{ name: "col", type: "int" }], source: { file: "fixture", line: 1, column: 1 } },
  ],
  cards: [
    ...["red", "yellow"].flatMap((colour) =>
      [1, 2, 3, 4, 5, 6].map((n) => ({
        id: `${colour}-${n}`,
        type: "Disc",
        name: `${colour} disc`,
        attributes: { colour, name: `${colour} disc` },
      })),
    ),
  ],
};
const drops: [number, number, string][] = [
  [5, 3, "red-1"],
  [5, 2, "yellow-1"],
  [4, 3, "red-2"],
  [5, 4, "yellow-2"],
  [3, 3, "red-3"],
  [4, 2, "yellow-3"],
];
const connectView: View = {
  game: "connect-four",
  variant: "base",
  players: 2,
  viewer: 0,
  zones: Object.fromEntries(
    Array.from({ length: 42 }, (_, i) => {
      const r = Math.floor(i / 7);
      const c = i % 7;
      const piece = drops.find(([dr, dc]) => dr === r && dc === c);
      return [
        `at[r${r}c${c}]`,
        { name: "at", seat: null, kind: "pile" as const, cards: piece ? [{ id: piece[2] }] : [] },
      ];
    }),
  ),
  vars: {},
  decisions: [{ seat: 0, actions: ["drop"], rule: "turn", source: { file: "fixture", line: 1, column: 1 } }],
  outcome: null,
  log: [],
};

/** A column move: every cell of a column that can take a disc is a button for that column. */
export const ConnectFourColumns: Story = {
  args: {
    meta: connectMeta,
    view: connectView,
    moves: [0, 1, 2, 3, 4, 5, 6].map((col) => ({ seat: 0, action: "drop", args: { col } })),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "row 1, column 4: empty" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "drop", args: { col: 3 } });
  },
};
