/** Cuttle's words and figures (docs/games/cuttle.md). Faces come from the catalogue (rank, suit). */
import type { ViewCard } from "@ludic/runtime";
import type { Skin } from "./skin.js";

const ACTIONS: Record<string, string> = {
  draw: "Draw",
  pass: "Pass",
  points: "Play for points",
  scuttle: "Scuttle",
  oneOff: "One-off",
  targetedOneOff: "One-off at a target",
  permanent: "Play as permanent",
  jack: "Steal with jack",
  counter: "Counter",
  take: "Take from scrap",
  discard: "Discard",
  jackOwn: "Jack on your own card",
  offerDraw: "Offer a draw",
  concede: "Concede",
  acceptDraw: "Accept the draw",
  refuseDraw: "Refuse the draw",
  pick: "Play this card",
  scrapJack: "Scrap this jack",
};

const ZONES: Record<string, string> = {
  deck: "Deck",
  scrap: "Scrap",
  hand: "Hand",
  points: "Points",
  royals: "Royals",
  stack: "Resolving",
  revealed: "Revealed by a seven",
};

/** CU-19: the goal by kings held, per variant (for views without `goals`). */
const GOALS: Record<string, number[]> = { classic: [21, 14, 10, 7, 5], "cuttle-cards": [21, 14, 10, 5, 0] };

export const cuttleSkin: Skin = {
  game: "cuttle",
  actionLabel: (action) => ACTIONS[action],
  zoneLabel: (zone) => ZONES[zone.name],
  describeMove(move, w) {
    const a = (name: string): string => {
      const v = move.args[name];
      if (v === undefined) return "?";
      const said = w.arg(name, v);
      // A card the reader did not see is already "a hidden card".
      return /^an? /.test(said) ? said : `the ${said}`;
    };
    switch (move.action) {
      case "points":
        return `Play ${a("card")} for points`;
      case "scuttle":
        return `Scuttle ${a("target")} with ${a("card")}`;
      case "oneOff":
        return `Play ${a("card")} as a one-off`;
      case "targetedOneOff":
        return `Play ${a("card")} as a one-off at ${a("target")}`;
      case "permanent":
        return `Play ${a("card")} as a permanent`;
      case "jack":
        return `Steal ${a("target")} with ${a("card")}`;
      case "jackOwn":
        return `Put ${a("card")} on your own ${a("target").replace(/^the /, "")}`;
      case "counter":
        return `Counter with ${a("two")}`;
      case "take":
        return `Take ${a("card")} from the scrap`;
      case "discard":
        return `Discard ${a("card")}`;
      case "pick":
        return `Play ${a("card")}`;
      case "scrapJack":
        return `Scrap ${a("card")}`;
      default:
        return undefined;
    }
  },
  seatFigures(view, seat, catalogue) {
    const rank = (c: ViewCard): number => {
      if ("hidden" in c) return 0;
      const r = catalogue.get(c.id)?.attributes.rank;
      return typeof r === "number" ? r : 0;
    };
    // Engines put every seat's score and goal in views (fn score, fn goal); views without them
    // (older records' fixtures) are counted from the table.
    const points =
      view.scores?.[seat] ??
      (view.zones[`points[${seat}]`]?.cards ?? []).reduce((sum, c) => sum + rank(c), 0);
    const kings = (view.zones[`royals[${seat}]`]?.cards ?? []).filter((c) => rank(c) === 13).length;
    const goals = GOALS[view.variant] ?? GOALS.classic ?? [];
    const goal = view.goals?.[seat] ?? goals[Math.min(kings, goals.length - 1)] ?? 21;
    return [
      { label: "Points", value: String(points) },
      { label: "Goal", value: String(goal) },
    ];
  },
};
