/**
 * The consumer test's app (tools/consumer/consumer.mjs copies it into a fresh folder outside the
 * repository): two engines built with `ludic build --standalone --scope @acme`, played with
 * @ludic/bots, type-checked strict under NodeNext. Each `@ts-expect-error` line must fail to
 * compile (a misspelt action, variable, zone, variant or option; a wrong argument or value); if
 * the engine's types ever let it through, tsc reports the unused directive.
 */

import * as four from "@acme/connect-four";
import * as dice from "@acme/dice";
import { playGame, randomBot } from "@ludic/bots";
import { IllegalMoveError } from "@ludic/runtime";

const seats = (n: number) => Array.from({ length: n }, (_, i) => randomBot(`bot-${i}`));

const diceGame = playGame(dice.engine, seats(2), { seed: "consumer" });
const diceAgain = playGame(dice.engine, seats(2), { seed: "consumer" });
const fourGame = playGame(four.engine, seats(2), { seed: "consumer" });

// The typed Move: a well-formed move compiles, a misspelt action or a wrong argument does not.
const state = dice.setup({ players: 2, seed: "typed" });
const first = dice.legalMoves(state, 0)[0];
if (!first) throw new Error("no legal move at the start");
const fine: dice.Move = { seat: 0, action: "place", args: { cell: "r1c1" } };
// @ts-expect-error: there is no action "plcae" in this game
const misspelt: dice.Move = { seat: 0, action: "plcae", args: { cell: "r1c1" } };
// @ts-expect-error: a cell is named r<row>c<col>
const wrongArgument: dice.Move = { seat: 0, action: "place", args: { cell: 11 } };
// @ts-expect-error: a move of Connect Four is not a move of this game
const otherGame: dice.Move = { seat: 0, action: "drop", args: { col: 3 } };

// Every contract type is the game's own: its variables, variants, options and actions by name.
const view: dice.View = dice.view(state, 0);
const mark: "E" | "X" | "O" | undefined = view.vars["mark[r1c1]"];
const variant: "classic" = view.variant;
const decision: dice.Decision | undefined = dice.decisions(state)[0];
const placing: boolean = decision?.actions.includes("place") ?? false;
const setup: dice.SetupOptions = { players: 2, seed: "typed", variant: "classic" };
const record: dice.GameRecord = {
  game: "dice",
  rulesVersion: "1.0.0",
  seed: "typed",
  players: 2,
  variant: "classic",
  options: {},
  moves: [fine],
};
const spec: dice.PositionSpec = { zones: {}, vars: { "mark[r0c0]": "X" } };
const fourDrop: four.MoveArgs<"drop"> = { col: 3 };
/** Lines that must not compile; never called (a misspelt variant would also throw at run time). */
function mustNotCompile(): unknown[] {
  // @ts-expect-error: a misspelt variable
  view.vars["makr[r1c1]"];
  // @ts-expect-error: a variable's values are the members of its enum
  const wrongMark: "red" | undefined = view.vars["mark[r1c1]"];
  // @ts-expect-error: this game has no zones
  view.zones["hand[0]"];
  // @ts-expect-error: a misspelt variant
  dice.setup({ players: 2, seed: "typed", variant: "clasic" });
  // @ts-expect-error: this game has no options
  dice.setup({ players: 2, seed: "typed", options: { rounds: 3 } });
  // @ts-expect-error: a misspelt action in a decision
  decision?.actions.includes("plcae");
  // @ts-expect-error: a move's arguments by its action
  const wrongDrop: four.MoveArgs<"drop"> = { cell: "r1c1" };
  return [wrongMark, wrongDrop];
}
// The error classes come from each engine too: the one class of @ludic/runtime.
const sameClass: boolean =
  dice.IllegalMoveError === IllegalMoveError && four.IllegalMoveError === IllegalMoveError;

/** True when both engines refuse a move with the one IllegalMoveError class of @ludic/runtime. */
function illegalIsShared(): boolean {
  const refused = [
    () => dice.applyMove(dice.applyMove(state, fine), fine),
    () =>
      four.applyMove(four.setup({ players: 2, seed: "typed" }), {
        seat: 1,
        action: "drop",
        args: { col: 0 },
      }),
  ];
  return refused.every((attempt) => {
    try {
      attempt();
      return false;
    } catch (e) {
      return e instanceof IllegalMoveError;
    }
  });
}

console.log(
  JSON.stringify({
    dice: {
      moves: diceGame.moves,
      again: diceAgain.moves,
      winners: diceGame.outcome?.winners ?? null,
      title: dice.meta.title,
    },
    four: { moves: fourGame.moves, winners: fourGame.outcome?.winners ?? null },
    illegalIsShared: illegalIsShared(),
    sameClass,
    unused: [
      first.action,
      misspelt.action,
      wrongArgument.action,
      otherGame.action,
      mark,
      variant,
      placing,
      setup,
      record,
      spec,
      fourDrop,
      mustNotCompile,
    ].length,
  }),
);
