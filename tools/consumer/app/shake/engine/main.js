// The same engine, used: the bundle the meta-only one is compared with (what tree-shaking drops).
import { engine, meta } from "@acme/dice";

const st = engine.setup({ players: 2, seed: "shake" });
document.title = `${meta.title}: ${engine.legalMoves(st, 0).length} moves`;
