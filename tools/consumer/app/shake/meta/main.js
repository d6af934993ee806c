// The consumer test's tree-shaking check: only `meta`, from the engine's main entry. The bundle
// must hold the game's description and none of its rules (consumer.mjs looks for the engine's code).
import { meta } from "@acme/dice";

document.title = `${meta.title}: ${meta.actions.map((a) => a.name).join(", ")}`;
