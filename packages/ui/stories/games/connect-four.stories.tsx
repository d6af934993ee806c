/** Connect Four (rules/examples): a move names a column (`drop(col)`), any cell of it picks it. */
import connectFour, { type Move, type State } from "@ludic/connect-four";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";

const drops = (cols: number[]): State =>
  cols.reduce(
    (s, col, i) => connectFour.applyMove(s, { seat: i % 2, action: "drop", args: { col } } as Move),
    connectFour.setup({ players: 2, seed: "c4" }),
  );

interface Props {
  at: () => State;
  seat: number;
  onMove: (m: unknown) => void;
  autoplay?: boolean;
}

function ConnectFourTable({ at, seat, onMove, autoplay = false }: Props) {
  return (
    <GameTable
      engine={connectFour}
      start={at}
      seat={seat}
      autoplay={autoplay}
      botDelay={300}
      onMove={onMove}
      seatNames={["Red", "Yellow"]}
      restartable={autoplay}
    />
  );
}

const meta = {
  title: "Games/Connect Four",
  component: ConnectFourTable,
  parameters: { layout: "fullscreen" },
  args: { at: () => drops([3, 3, 2, 4, 4, 2]), seat: 0, onMove: fn() },
  argTypes: { at: { control: false } },
} satisfies Meta<typeof ConnectFourTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mid-game: click any cell of a column to drop a disc there. */
export const DropInAColumn: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "row 1, column 6: empty" }));
    await expect(c.getByText("Drop a disc into column 6")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "drop", args: { col: 5 } });
  },
};

/** Four in a row across the bottom. */
export const Won: Story = {
  args: { at: () => drops([0, 0, 1, 1, 2, 2, 3]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: /Game over: You win/ })).toBeVisible();
  },
};

/** Against the random bot. */
export const PlayAgainstBot: Story = {
  args: { at: () => connectFour.setup({ players: 2, seed: "story" }), autoplay: true },
};
