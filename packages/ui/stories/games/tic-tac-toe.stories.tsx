/** Tic-tac-toe (rules/examples): a square board whose cells hold a variable, `mark[r0c0]`. */
import ticTacToe, { type PositionSpec, type State } from "@ludic/tic-tac-toe";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";

/** A position from a picture of the board: "X.O/.X./..." (rows top to bottom). */
function board(rows: string, toMove = 0): PositionSpec {
  const vars: Record<string, string> = {};
  rows.split("/").forEach((row, r) => {
    [...row].forEach((ch, c) => {
      if (ch !== ".") vars[`mark[r${r}c${c}]`] = ch;
    });
  });
  return { toMove, zones: {}, vars };
}

interface Props {
  at: () => State;
  seat: number | "spectator";
  onMove: (m: unknown) => void;
  autoplay?: boolean;
}

function TicTacToeTable({ at, seat, onMove, autoplay = false }: Props) {
  return (
    <GameTable
      engine={ticTacToe}
      start={at}
      seat={seat}
      autoplay={autoplay}
      botDelay={300}
      onMove={onMove}
      seatNames={["Crosses", "Noughts"]}
      restartable={autoplay}
    />
  );
}

const meta = {
  title: "Games/Tic-tac-toe",
  component: TicTacToeTable,
  parameters: { layout: "fullscreen" },
  args: { at: () => ticTacToe.position(board("X.O/.X./...", 1)), seat: 1, onMove: fn() },
  argTypes: { at: { control: false } },
} satisfies Meta<typeof TicTacToeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Noughts must block the diagonal: every empty cell is a button; the corner blocks. */
export const MustBlock: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "row 3, column 3: empty" }));
    await expect(c.getByText("Mark row 3, column 3")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 1, action: "place", args: { cell: "r2c2" } });
    await expect(c.getByRole("img", { name: "row 3, column 3: nought" })).toBeInTheDocument();
  },
};

/** Three in a row: the game is over. */
export const Won: Story = {
  args: {
    at: () =>
      ticTacToe.applyMove(ticTacToe.position(board("XX./OO./...", 0)), {
        seat: 0,
        action: "place",
        args: { cell: "r0c2" },
      }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: /Game over: Crosses wins/ }),
    ).toBeVisible();
  },
};

/** Against the random bot. */
export const PlayAgainstBot: Story = {
  args: { at: () => ticTacToe.setup({ players: 2, seed: "story" }), seat: 0, autoplay: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "row 2, column 2: empty" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(c.getByRole("heading", { name: "Your move" })).toBeVisible(), {
      timeout: 60_000,
    });
  },
};
