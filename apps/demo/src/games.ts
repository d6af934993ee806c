/**
 * The games the app offers, in the order the home page lists them: one line per engine. The key
 * is the engine's game id (`meta.id`). The page and the bot worker load engines from this table.
 */
export const ENGINES: Record<string, () => Promise<unknown>> = {
  cuttle: () => import("@ludic/cuttle"),
  "tic-tac-toe": () => import("@ludic/tic-tac-toe"),
  "connect-four": () => import("@ludic/connect-four"),
  sutu: () => import("@ludic/sutu"),
  "kombat-kittens": () => import("@ludic/kombat-kittens"),
  "kingdom-builder": () => import("@ludic/kingdom-builder"),
  "rat-jack": () => import("@ludic/rat-jack"),
};
