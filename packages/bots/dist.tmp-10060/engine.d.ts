/** An engine module as imported by name (a worker gets only the name): checked, then typed. */
import type { Engine } from "@ludic/runtime";
/** The engine a module exports (`engine`, its default export, or the module itself). */
export declare function asEngine(mod: unknown, name: string): Engine;
//# sourceMappingURL=engine.d.ts.map