/**
 * Cuttle's words (docs/games/cuttle.md). Faces come from the catalogue (rank, suit); the points and
 * goal lines from the rules (`show score "Points"`, `show goal "Goal"`).
 */
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
};
