/** The random bot: a uniformly random legal move, from a seeded generator. */
import { randomInt, seedRng } from "@ludic/runtime";
export function randomBot(seed) {
    const rng = seedRng(`random:${seed}`);
    return {
        name: "random",
        choose(ctx) {
            const move = ctx.moves[randomInt(rng, ctx.moves.length)];
            if (move === undefined)
                throw new Error(`seat ${ctx.seat} has no legal move to choose from`);
            return move;
        },
    };
}
//# sourceMappingURL=random.js.map