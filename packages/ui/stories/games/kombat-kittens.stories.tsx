/**
 * Kombat Kittens (rules/kombat-kittens) at the table: a turn (draw, recruit, challenge), a
 * battle's secret reveals (`choose simultaneously`: commit a card face down), the forfeit window,
 * taking the spoils, asking for support with three players. Positions as in
 * rules/kombat-kittens/kombat-kittens.scenarios.
 */
import kk, { type Move, type PositionSpec, type State } from "@ludic/kombat-kittens";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";

/** "Recruit swaps a recruit for a card of the hand" (KK-9), with a treasure to show. */
const turnSpot: PositionSpec = {
  toMove: 0,
  zones: {
    "hand[0]": ["samurai-1a", "samurai-2a", "samurai-3a", "samurai-4a", "samurai-5a"],
    "hand[1]": ["mecha-1a", "mecha-2a", "mecha-3a", "mecha-4a", "mecha-5a"],
    recruits: ["wizard-9a", "wizard-9b", "wizard-7a"],
    "treasure[1]": ["pirate-2a"],
  },
};

/** "2 players: the winner takes one of the loser's played cards" (KK-19): the battle is fought. */
const spoilsSpot: PositionSpec = {
  toMove: 0,
  zones: {
    "hand[0]": ["samurai-9a", "samurai-9b", "mecha-9a", "wizard-1a", "wizard-1b"],
    "hand[1]": ["mecha-1a", "mecha-2a", "mecha-4a", "ninja-1a", "ninja-1b"],
    "treasure[1]": ["wizard-2a"],
  },
};
const m = (seat: number, action: string, args: Record<string, string | number> = {}): Move =>
  ({ seat, action, args }) as Move;
const battle: Move[] = [
  m(0, "challenge", { defender: 1 }),
  m(0, "play", { card: "samurai-9a" }),
  m(1, "play", { card: "mecha-1a" }),
  m(0, "fight"),
  m(1, "fight"),
  m(0, "play", { card: "samurai-9b" }),
  m(1, "play", { card: "mecha-2a" }),
  m(0, "fight"),
  m(1, "fight"),
  m(0, "play", { card: "mecha-9a" }),
  m(1, "play", { card: "mecha-4a" }),
];

/** Three players: Kim challenged Josh and asks Mike for support (KK-13). */
const supportSpot: PositionSpec = {
  players: 3,
  toMove: 0,
  zones: {
    "hand[0]": ["samurai-1a", "samurai-2a", "samurai-3a", "samurai-4a", "samurai-5a"],
    "hand[1]": ["mecha-1a", "mecha-2a", "mecha-3a", "mecha-4a", "mecha-5a"],
    "hand[2]": ["ninja-1a", "ninja-2a", "ninja-3a", "ninja-4a", "ninja-5a"],
  },
};

const at = (spec: PositionSpec, moves: Move[] = []): State =>
  moves.reduce((s, x) => kk.applyMove(s, x), kk.position(spec));

interface Props {
  at: () => State;
  seat: number;
  onMove: (m: unknown) => void;
  autoplay?: boolean;
  seatNames?: string[];
}

function KombatKittensTable({
  at: start,
  seat,
  onMove,
  autoplay = false,
  seatNames = ["Kim", "Josh"],
}: Props) {
  return (
    <GameTable
      engine={kk}
      start={start}
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
  title: "Games/Kombat Kittens",
  component: KombatKittensTable,
  parameters: { layout: "fullscreen" },
  args: { at: () => at(turnSpot), seat: 0, onMove: fn() },
  argTypes: { at: { control: false } },
} satisfies Meta<typeof KombatKittensTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvas: HTMLElement, name: string, i = 0) =>
  within(canvas).getAllByRole("button", { name })[i] as HTMLElement;

/** Recruit (KK-9): take a recruit, then choose the card of your hand that takes its slot. */
export const Recruit: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(button(canvasElement, "Wizard 9", 1));
    await userEvent.click(button(canvasElement, "Samurai 3"));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "recruit",
      args: { card: "wizard-9b", give: "samurai-3a" },
    });
    const recruits = c.getByRole("group", { name: /Recruits/ });
    await expect(within(recruits).getByRole("img", { name: "Samurai 3" })).toBeVisible();
  },
};

/** Challenge (KK-10): the defender is a seat, chosen from the bar. */
export const Challenge: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Challenge …" }));
    await userEvent.click(c.getByRole("button", { name: "Josh" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "challenge", args: { defender: 1 } });
    // Two players: no support, the secret reveals start at once.
    await expect(c.getByRole("heading", { name: "Your secret choice" })).toBeVisible();
  },
};

/**
 * A reveal (KK-14, `choose simultaneously`): commit a card face down; until Josh commits too,
 * only you know which, and Josh's panel says he is still choosing.
 */
export const SecretReveal: Story = {
  args: { at: () => at(turnSpot, [m(0, "challenge", { defender: 1 })]) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(button(canvasElement, "Samurai 4"));
    await userEvent.click(c.getByRole("button", { name: "Commit face down" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "play", args: { card: "samurai-4a" } });
    await expect(
      c.getByRole("heading", { name: /^You chose: .*Samurai 4.* \(hidden\); waiting for Josh$/ }),
    ).toBeVisible();
  },
};

/** Josh's side of the same reveal: Kim has committed, Josh's card is still to choose. */
export const SecretRevealOtherSide: Story = {
  args: {
    at: () => at(turnSpot, [m(0, "challenge", { defender: 1 }), m(0, "play", { card: "samurai-4a" })]),
    seat: 1,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("heading", { name: "Your secret choice" })).toBeVisible();
    const kim = c.getByRole("region", { name: "Kim" });
    await expect(within(kim).getByText(/committed/)).toBeVisible();
    await expect(c.queryByRole("img", { name: "Samurai 4" })).toBeNull();
  },
};

/** After a reveal (KK-15): forfeit or fight on, the challenger first. */
export const ForfeitOrFight: Story = {
  args: { at: () => at(spoilsSpot, battle.slice(0, 3)) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("button", { name: "Forfeit" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Fight" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "fight", args: {} });
  },
};

/** The spoils (KK-19): the winner takes one of the loser's played cards, never treasure with two players. */
export const TakeTheSpoils: Story = {
  args: { at: () => at(spoilsSpot, battle) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole("button", { name: "Wizard 2" })).toBeNull();
    await userEvent.click(button(canvasElement, "Mecha 2"));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "take", args: { card: "mecha-2a" } });
  },
};

/** Three players (KK-13): the challenger asks Mike for support, or stops asking. */
export const AskForSupport: Story = {
  args: {
    at: () => at(supportSpot, [m(0, "challenge", { defender: 1 })]),
    seatNames: ["Kim", "Josh", "Mike"],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("button", { name: "Stop" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Ask …" }));
    await userEvent.click(c.getByRole("button", { name: "Mike" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "ask", args: { player: 2 } });
  },
};

/** Against the random bot. */
export const PlayAgainstBot: Story = {
  args: { at: () => kk.setup({ players: 2, seed: "story" }), autoplay: true },
};
