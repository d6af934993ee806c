const FUNCTIONS = ["setup", "decisions", "legalMoves", "applyMove", "view", "outcome"];
/** The engine a module exports (`engine`, its default export, or the module itself). */
export function asEngine(mod, name) {
    const m = mod;
    const candidates = [m?.engine, m?.default, m];
    for (const c of candidates) {
        if (typeof c !== "object" || c === null)
            continue;
        const e = c;
        if (typeof e.meta === "object" && e.meta !== null && FUNCTIONS.every((f) => typeof e[f] === "function")) {
            return e;
        }
    }
    throw new Error(`"${name}" is not a Ludic engine module (it exports no meta, ${FUNCTIONS.join(", ")})`);
}
//# sourceMappingURL=engine.js.map