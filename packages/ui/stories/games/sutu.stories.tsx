/** Sutu (rules/sutu): a card game of months and classes with go/stop; positions from its scenarios. */
import sutu, { type Move, type PositionSpec, type State } from "@ludic/sutu";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";

/** rules/sutu/gostop.scenarios, "stop at 7 after 0 Go": the camp scores 7 once the turn is played. */
const goStopSpot: PositionSpec = {
  toMove: 0,
  zones: {
    floor: ["m10-soldier-a"],
    "hand[0]": ["m09-soldier-a", "m11-soldier-a"],
    "hand[1]": ["m12-knight"],
    pile: ["m05-soldier-a"],
    "camp[0]": [
      "m01-knight",
      "m03-knight",
      "m08-knight",
      "m01-fire",
      "m02-fire",
      "m03-fire",
      "m04-lightning",
      "m06-water",
    ],
    "camp[1]": ["m11-knight"],
  },
};

const at = (spec: PositionSpec, moves: Move[] = []): State =>
  moves.reduce((s, m) => sutu.applyMove(s, m), sutu.position(spec));

interface Props {
  at: () => State;
  seat: number;
  onMove: (m: unknown) => void;
  autoplay?: boolean;
}

function SutuTable({ at: start, seat, onMove, autoplay = false }: Props) {
  return (
    <GameTable
      engine={sutu}
      start={start}
      seat={seat}
      autoplay={autoplay}
      botDelay={400}
      onMove={onMove}
      seatNames={["Ada", "Bot"]}
      restartable={autoplay}
    />
  );
}

const meta = {
  title: "Games/Sutu",
  component: SutuTable,
  parameters: { layout: "fullscreen" },
  args: { at: () => at(goStopSpot), seat: 0, onMove: fn() },
  argTypes: { at: { control: false } },
} satisfies Meta<typeof SutuTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A turn: play a card from hand onto the floor (text faces: month in the corner, class and element). */
export const PlayACard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole("button", { name: "soldier of animal 9" })[0] as HTMLElement);
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "play",
      args: { card: "m09-soldier-a" },
    });
  },
};

/** Go or stop, after the turn: the camp scores 7. */
export const GoOrStop: Story = {
  args: { at: () => at(goStopSpot, [{ seat: 0, action: "play", args: { card: "m09-soldier-a" } } as Move]) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Stop" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "stop", args: {} });
  },
};

/** Against the random bot. */
export const PlayAgainstBot: Story = {
  args: { at: () => sutu.setup({ players: 2, seed: "story" }), autoplay: true },
};
