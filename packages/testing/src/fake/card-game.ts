/**
 * A tiny hand-written hidden-hand card game implementing `Engine`, so the harness and the
 * scenario runner can be tested before any engine is generated. `bugs` switches on one
 * deliberate contract violation at a time, to prove each check fails when it should.
 *
 * Rules: twelve cards (ranks 1–6 in hearts and clubs), two seats, a hidden deck, two cards
 * dealt each. On your turn: draw (hand under 3, deck not empty), play a card to the table for
 * its rank in points, stack a hand card under a table card of the same suit, show a hand card
 * to your opponent, or pass. Two passes in a row end the game; most points wins. Variant
 * "quick": the game also ends as soon as a seat reaches 8 points.
 */
import {
  type Decision,
  type Engine,
  type GameMeta,
  type GameOptions,
  type GameRecord,
  IllegalMoveError,
  InvalidSetupError,
  type Move,
  type Outcome,
  type PositionSpec,
  type RngState,
  type SetupOptions,
  seedRng,
  shuffleInPlace,
  type View,
  type ViewCard,
} from "@ludic/runtime";

export interface FakeBugs {
  /** applyMove changes its input state. */
  mutatesInput: boolean;
  /** Seat views show the top card of the hidden deck. */
  leaksDeckTop: boolean;
  /** The spectator sees seat 0's hand. */
  leaksHandToSpectator: boolean;
  /** replay() drops the last move. */
  replayDiverges: boolean;
  /** applyMove accepts playing any card, even one not in hand. */
  acceptsIllegal: boolean;
  /** Unknown actions crash with a TypeError instead of IllegalMoveError. */
  crashesOnUnknownAction: boolean;
  /** The spectator view shows the table's first card twice. */
  duplicatesCard: boolean;
  /** No legal moves while a seat must decide once the deck is empty. */
  stuckWhenDeckEmpty: boolean;
  /** legalMoves offers "draw" with a full hand, which applyMove then refuses. */
  offersRefusedMove: boolean;
  /** An illegal move is refused, but only after changing the state. */
  dirtiesOnRefusal: boolean;
}

export interface FakeState {
  players: number;
  variant: string;
  seed: string;
  rng: RngState;
  zones: Record<string, string[]>;
  attached: Record<string, string[]>;
  toMove: number;
  passes: number;
  /** An optional var: the seat that played or stacked last, null (`none`) before anyone has. */
  lastPlayer: number | null;
  vp: number[];
  /** Hand cards their owner has shown to the opponent. */
  shown: string[];
  outcome: Outcome | null;
}

export type FakeMove =
  | { seat: number; action: "draw"; args: Record<string, never> }
  | { seat: number; action: "play"; args: { card: string } }
  | { seat: number; action: "stack"; args: { card: string; host: string } }
  | { seat: number; action: "show"; args: { card: string } }
  | { seat: number; action: "pass"; args: Record<string, never> };

const SRC = { file: "fake.ludic", line: 1, column: 1 };
const IDS = ["1", "2", "3", "4", "5", "6"].flatMap((r) => [`${r}H`, `${r}C`]);
const rank = (id: string): number => Number(id.slice(0, -1));
const suit = (id: string): string => id.slice(-1);

const meta: GameMeta = {
  id: "fake",
  title: "Fake",
  summary: "A test double.",
  rulesVersion: "1",
  players: { min: 2, max: 2 },
  variants: [
    { id: "base", title: "Base", summary: "", extends: null },
    { id: "quick", title: "Quick", summary: "", extends: "base" },
  ],
  options: [{ name: "startVp", type: "int", default: 0 }],
  zones: [
    { name: "deck", perSeat: false, kind: "pile", visibility: "hidden" },
    { name: "hand", perSeat: true, kind: "hand", visibility: "owner" },
    { name: "table", perSeat: false, kind: "row", visibility: "public" },
  ],
  actions: [
    { name: "draw", params: [], source: SRC },
    { name: "play", params: [{ name: "card", type: "card" }], source: SRC },
    {
      name: "stack",
      params: [
        { name: "card", type: "card" },
        { name: "host", type: "card" },
      ],
      source: SRC,
    },
    { name: "show", params: [{ name: "card", type: "card" }], source: SRC },
    { name: "pass", params: [], source: SRC },
  ],
  cards: IDS.map((id) => ({ id, type: "card", name: id, attributes: { rank: rank(id), suit: suit(id) } })),
  rulesFile: "fake.ludic",
};

const clone = (s: FakeState): FakeState => structuredClone(s);

function blank(players: number, variant: string, seed: string): FakeState {
  if (players !== 2) throw new InvalidSetupError("players", "fake needs 2 players");
  if (variant !== "base" && variant !== "quick")
    throw new InvalidSetupError("variant", `no variant ${variant}`);
  return {
    players,
    variant,
    seed,
    rng: seedRng(seed),
    zones: { deck: [], "hand[0]": [], "hand[1]": [], table: [] },
    attached: {},
    toMove: 0,
    passes: 0,
    lastPlayer: null,
    vp: [0, 0],
    shown: [],
    outcome: null,
  };
}

/** Option `startVp`: every seat starts with this many victory points (default 0). */
function startVp(options: GameOptions | undefined): number {
  const v = options?.startVp;
  return typeof v === "number" ? v : 0;
}

function setup(o: SetupOptions): FakeState {
  const s = blank(o.players, o.variant ?? "base", o.seed);
  s.vp = [startVp(o.options), startVp(o.options)];
  const deck = [...IDS];
  shuffleInPlace(s.rng, deck);
  s.zones["hand[0]"] = deck.splice(0, 2);
  s.zones["hand[1]"] = deck.splice(0, 2);
  s.zones.deck = deck;
  return s;
}

function position(p: PositionSpec): FakeState {
  const s = blank(p.players ?? 2, p.variant ?? "base", p.seed ?? "position");
  s.vp = [startVp(p.options), startVp(p.options)];
  const seen = new Set<string>();
  const take = (id: string): string => {
    if (!IDS.includes(id)) throw new InvalidSetupError("unknown-card", `no card ${id}`);
    if (seen.has(id)) throw new InvalidSetupError("card-twice", `${id} listed twice`);
    seen.add(id);
    return id;
  };
  for (const [key, ids] of Object.entries(p.zones)) {
    if (!(key in s.zones)) throw new InvalidSetupError("unknown-zone", `no zone ${key}`);
    s.zones[key] = ids.map(take);
  }
  for (const [host, ids] of Object.entries(p.attachments ?? {})) {
    if (!s.zones.table?.includes(host)) throw new InvalidSetupError("host", `${host} is not on the table`);
    s.attached[host] = ids.map(take);
  }
  s.zones.deck = [...(s.zones.deck ?? []), ...IDS.filter((id) => !seen.has(id))];
  s.toMove = p.toMove ?? 0;
  for (const [name, v] of Object.entries(p.vars ?? {})) {
    if (name === "passes" && typeof v === "number") s.passes = v;
    else if (name === "lastPlayer" && (v === null || typeof v === "number")) s.lastPlayer = v;
    else if (/^vp\[[01]\]$/.test(name) && typeof v === "number") s.vp[Number(name[3])] = v;
    else throw new InvalidSetupError("var", `no var ${name}`);
  }
  return s;
}

function hand(s: FakeState, seat: number): string[] {
  return s.zones[`hand[${seat}]`] ?? [];
}

export function makeFakeGame(bugs: Partial<FakeBugs> = {}): Engine<FakeState, FakeMove> {
  function legalMoves(s: FakeState, seat: number): FakeMove[] {
    if (s.outcome || seat !== s.toMove) return [];
    const deck = s.zones.deck ?? [];
    if (bugs.stuckWhenDeckEmpty && deck.length === 0) return [];
    const mine = hand(s, seat);
    const moves: FakeMove[] = [];
    if (deck.length > 0 && (mine.length < 3 || bugs.offersRefusedMove))
      moves.push({ seat, action: "draw", args: {} });
    for (const card of mine) {
      moves.push({ seat, action: "play", args: { card } });
      for (const host of s.zones.table ?? []) {
        if (suit(host) === suit(card)) moves.push({ seat, action: "stack", args: { card, host } });
      }
      if (!s.shown.includes(card)) moves.push({ seat, action: "show", args: { card } });
    }
    moves.push({ seat, action: "pass", args: {} });
    return moves;
  }

  function decisions(s: FakeState): Decision[] {
    if (s.outcome) return [];
    const actions = [...new Set(legalMoves(s, s.toMove).map((m) => m.action))];
    return [{ seat: s.toMove, actions, rule: "turn", source: SRC }];
  }

  function refuse(s: FakeState, code: IllegalMoveError["code"], why: string, m: Move): never {
    if (bugs.dirtiesOnRefusal) s.passes += 100;
    throw new IllegalMoveError(code as "not-allowed", why, m, SRC);
  }

  function applyMove(input: FakeState, m: FakeMove): FakeState {
    if (input.outcome) refuse(input, "game-over", "the game is over", m);
    if (m.seat !== input.toMove) refuse(input, "not-your-turn", `not seat ${m.seat}'s turn`, m);
    const known = meta.actions.some((a) => a.name === m.action);
    if (!known && bugs.crashesOnUnknownAction) throw new TypeError("cannot read properties of undefined");
    const s = bugs.mutatesInput ? input : clone(input);
    const args = m.args as Record<string, unknown>;
    const cardArg = typeof args.card === "string" ? args.card : "";
    const offered = legalMoves(input, m.seat).some((l) => sameMove(l, m));
    const cheat = bugs.acceptsIllegal && m.action === "play" && IDS.includes(cardArg);
    if (!offered && !cheat) refuse(input, known ? "not-allowed" : "unknown-action", `cannot ${m.action}`, m);
    const mine = hand(s, m.seat);
    if (m.action === "draw") {
      if (mine.length >= 3) refuse(input, "not-allowed", "hand full", m);
      mine.push(s.zones.deck?.shift() as string);
      s.passes = 0;
    } else if (m.action === "play" || m.action === "stack") {
      for (const z of Object.values(s.zones)) if (z.includes(cardArg)) z.splice(z.indexOf(cardArg), 1);
      if (m.action === "play") {
        s.zones.table?.push(cardArg);
        (s.vp as number[])[m.seat] += rank(cardArg);
      } else {
        const host = String(args.host);
        s.attached[host] = [...(s.attached[host] ?? []), cardArg];
      }
      s.shown = s.shown.filter((c) => c !== cardArg);
      s.passes = 0;
      s.lastPlayer = m.seat;
    } else if (m.action === "show") {
      s.shown.push(cardArg);
    } else {
      s.passes += 1;
    }
    s.toMove = 1 - m.seat;
    const best = Math.max(...s.vp);
    if (s.passes >= 2 || (s.variant === "quick" && best >= 8)) {
      const winners = s.vp[0] === s.vp[1] ? [] : [s.vp.indexOf(best)];
      s.outcome = { winners, scores: [...s.vp], reason: s.passes >= 2 ? "two passes" : "eight points" };
    }
    return s;
  }

  function view(s: FakeState, viewer: number | "spectator"): View {
    const hidden = (): ViewCard => ({ hidden: true });
    const zones: View["zones"] = {};
    const deck = s.zones.deck ?? [];
    zones.deck = {
      name: "deck",
      seat: null,
      kind: "pile",
      cards: deck.map((id, i) =>
        bugs.leaksDeckTop && i === 0 && viewer !== "spectator" ? { id } : hidden(),
      ),
    };
    for (const seat of [0, 1]) {
      const canSee = (id: string) =>
        viewer === seat ||
        (viewer !== "spectator" && s.shown.includes(id)) ||
        (bugs.leaksHandToSpectator && viewer === "spectator" && seat === 0);
      zones[`hand[${seat}]`] = {
        name: "hand",
        seat,
        kind: "hand",
        cards: hand(s, seat).map((id) => (canSee(id) ? { id } : hidden())),
      };
    }
    const table: ViewCard[] = (s.zones.table ?? []).map((id) => {
      const under = s.attached[id];
      return under?.length ? { id, attached: under.map((a) => ({ id: a })) } : { id };
    });
    if (bugs.duplicatesCard && viewer === "spectator" && table[0]) table.push(table[0]);
    zones.table = { name: "table", seat: null, kind: "row", cards: table };
    return {
      game: meta.id,
      variant: s.variant,
      players: s.players,
      viewer,
      zones,
      vars: { passes: s.passes, lastPlayer: s.lastPlayer, "vp[0]": s.vp[0], "vp[1]": s.vp[1] },
      decisions: decisions(s),
      outcome: s.outcome,
      log: [],
    };
  }

  function replay(r: GameRecord): FakeState {
    let s = setup({ players: r.players, seed: r.seed, variant: r.variant, options: r.options });
    const moves = bugs.replayDiverges ? r.moves.slice(0, -1) : r.moves;
    for (const m of moves) s = applyMove(s, m as FakeMove);
    return s;
  }

  return {
    meta,
    setup,
    position,
    decisions,
    legalMoves,
    applyMove,
    view,
    outcome: (s) => s.outcome,
    replay,
  };
}

function sameMove(a: Move, b: Move): boolean {
  if (a.seat !== b.seat || a.action !== b.action) return false;
  const ka = Object.keys(a.args);
  const bArgs = b.args ?? {};
  return ka.length === Object.keys(bArgs).length && ka.every((k) => a.args[k] === bArgs[k]);
}
