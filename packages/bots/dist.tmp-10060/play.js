/** What `seat` is given to decide in `state`: its view, its legal moves, a sampler. Never the state. */
export function botContext(engine, state, seat) {
    const determinize = engine.determinize;
    return {
        seat,
        view: engine.view(state, seat),
        moves: engine.legalMoves(state, seat),
        rules: {
            decisions: (s) => engine.decisions(s),
            legalMoves: (s, who) => engine.legalMoves(s, who),
            applyMove: (s, m) => engine.applyMove(s, m),
            outcome: (s) => engine.outcome(s),
        },
        sample: (seed) => {
            if (!determinize) {
                throw new Error(`the ${engine.meta.id} engine has no determinize(); regenerate it to use search bots`);
            }
            return determinize(state, seat, seed);
        },
    };
}
/** The bot's move for `seat` in `state`. */
export function decide(engine, state, seat, bot) {
    return bot.choose(botContext(engine, state, seat));
}
/** Plays one game, bot `i` in seat `i`, from setup to the outcome. */
export function playGame(engine, bots, options) {
    const players = options.players ?? bots.length;
    if (bots.length !== players)
        throw new Error(`${players} seats need ${players} bots, got ${bots.length}`);
    let state = engine.setup({
        players,
        seed: options.seed,
        ...(options.variant !== undefined ? { variant: options.variant } : {}),
        ...(options.setupOptions !== undefined ? { options: options.setupOptions } : {}),
    });
    const moves = [];
    const decisions = new Array(players).fill(0);
    const maxMoves = options.maxMoves ?? 2000;
    while (engine.outcome(state) === null && moves.length < maxMoves) {
        const d = engine.decisions(state)[0];
        if (!d)
            break;
        const bot = bots[d.seat];
        if (!bot)
            throw new Error(`no bot for seat ${d.seat}`);
        const ctx = botContext(engine, state, d.seat);
        if (ctx.moves.length === 0)
            throw new Error(`seat ${d.seat} must decide but has no legal move`);
        if (ctx.moves.length > 1)
            decisions[d.seat] = (decisions[d.seat] ?? 0) + 1;
        const move = bot.choose(ctx);
        state = engine.applyMove(state, move);
        moves.push(move);
    }
    return {
        outcome: engine.outcome(state),
        moves: moves.length,
        decisions,
        record: {
            game: engine.meta.id,
            rulesVersion: engine.meta.rulesVersion,
            seed: options.seed,
            players,
            variant: options.variant ?? engine.meta.variants[0]?.id ?? "",
            options: options.setupOptions ?? {},
            moves,
        },
    };
}
//# sourceMappingURL=play.js.map