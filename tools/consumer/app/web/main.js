// The consumer test's Vite app: a table of the engine built by `ludic build --standalone`,
// rendered by @ludic/ui (its stylesheet comes with the package). Plain JavaScript, so the app
// needs no JSX plugin: Vite alone builds it.
import * as dice from "@acme/dice";
import { GameTable } from "@ludic/ui";
import { createElement } from "react";
import { createRoot } from "react-dom/client";

const table = createElement(GameTable, {
  engine: dice.engine,
  start: (game) => dice.setup({ players: 2, seed: `table-${game}` }),
  seat: 0,
});
createRoot(document.getElementById("root")).render(table);
