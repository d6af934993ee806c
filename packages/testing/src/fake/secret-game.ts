/**
 * A tiny hand-written game with simultaneous decisions, to test the harness's checks of
 * several pending seats: both seats commit a card at once, hidden from each other, then both
 * are revealed. `bugs` switches on one deliberate violation at a time.
 *
 * Rules: eight cards (ranks 1–4 in hearts and clubs), two seats, three cards dealt each, the
 * rest in a hidden deck. Each round both seats commit a hand card at the same time; when both
 * have, the cards go to the table and the higher rank scores a point. When the hands are empty
 * the game ends; more points wins.
 */
import {
  type Commitment,
  type Decision,
  type Engine,
  type GameMeta,
  type GameRecord,
  IllegalMoveError,
  InvalidSetupError,
  type Outcome,
  type PositionSpec,
  type RngState,
  type SetupOptions,
  seedRng,
  shuffleInPlace,
  type View,
} from "@ludic/runtime";

export interface SecretBugs {
  /** A committed card goes to the table at once, where the other seat sees it. */
  revealsEarly: boolean;
  /** Every viewer sees every seat's committed answer in `commitments`. */
  showsAnswers: boolean;
  /** After seat 0 commits, seat 1 may no longer play a card of the same rank. */
  answerChangesOthersMoves: boolean;
  /** Legal moves name the other seat's first hand card (a card the mover cannot see). */
  namesHiddenCard: boolean;
  /** Not a bug: every seat may also concede at any time (an anytime move). */
  withConcede: boolean;
}

export interface SecretState {
  seed: string;
  rng: RngState;
  zones: Record<string, string[]>;
  /** Committed cards by seat, "" while a seat has not answered. */
  committed: string[];
  vp: number[];
  outcome: Outcome | null;
}

export type SecretMove =
  | { seat: number; action: "play"; args: { card: string; peer?: string } }
  | { seat: number; action: "concede"; args: Record<string, never> };

const SRC = { file: "secret.ludic", line: 1, column: 1 };
const IDS = ["1", "2", "3", "4"].flatMap((r) => [`${r}H`, `${r}C`]);
const rank = (id: string): number => Number(id.slice(0, -1));

const meta: GameMeta = {
  id: "secret",
  title: "Secret",
  summary: "A test double with simultaneous decisions.",
  rulesVersion: "1",
  players: { min: 2, max: 2 },
  variants: [{ id: "base", title: "Base", summary: "", extends: null }],
  options: [],
  zones: [
    { name: "deck", perSeat: false, kind: "pile", visibility: "hidden" },
    { name: "hand", perSeat: true, kind: "hand", visibility: "owner" },
    { name: "table", perSeat: false, kind: "row", visibility: "public" },
  ],
  actions: [
    { name: "play", params: [{ name: "card", type: "card" }], source: SRC },
    { name: "concede", params: [], source: SRC, anytime: true },
  ],
  cards: IDS.map((id) => ({ id, type: "card", name: id, attributes: { rank: rank(id) } })),
  rulesFile: "secret.ludic",
};

function blank(seed: string): SecretState {
  return {
    seed,
    rng: seedRng(seed),
    zones: { deck: [], "hand[0]": [], "hand[1]": [], table: [] },
    committed: ["", ""],
    vp: [0, 0],
    outcome: null,
  };
}

function setup(o: SetupOptions): SecretState {
  if (o.players !== 2) throw new InvalidSetupError("players", "secret needs 2 players");
  const s = blank(o.seed);
  const deck = [...IDS];
  shuffleInPlace(s.rng, deck);
  s.zones["hand[0]"] = deck.splice(0, 3);
  s.zones["hand[1]"] = deck.splice(0, 3);
  s.zones.deck = deck;
  return s;
}

function position(p: PositionSpec): SecretState {
  const s = blank(p.seed ?? "position");
  for (const [key, ids] of Object.entries(p.zones)) s.zones[key] = [...ids];
  const placed = new Set(Object.values(s.zones).flat());
  s.zones.deck = [...(s.zones.deck ?? []), ...IDS.filter((id) => !placed.has(id))];
  return s;
}

const hand = (s: SecretState, seat: number): string[] => s.zones[`hand[${seat}]`] ?? [];

export function makeSecretGame(bugs: Partial<SecretBugs> = {}): Engine<SecretState, SecretMove> {
  const waiting = (s: SecretState): number[] =>
    s.outcome ? [] : [0, 1].filter((p) => s.committed[p] === "" && hand(s, p).length > 0);

  function legalMoves(s: SecretState, seat: number): SecretMove[] {
    const concede: SecretMove[] =
      bugs.withConcede && !s.outcome ? [{ seat, action: "concede", args: {} }] : [];
    if (!waiting(s).includes(seat)) return concede;
    return [...plays(s, seat), ...concede];
  }

  function plays(s: SecretState, seat: number): SecretMove[] {
    const other = s.committed[1 - seat] ?? "";
    return hand(s, seat)
      .filter(
        (c) => !(bugs.answerChangesOthersMoves && seat === 1 && other !== "" && rank(c) === rank(other)),
      )
      .map((card) => {
        const peer = hand(s, 1 - seat)[0];
        return bugs.namesHiddenCard && peer
          ? { seat, action: "play" as const, args: { card, peer } }
          : { seat, action: "play" as const, args: { card } };
      });
  }

  function decisions(s: SecretState): Decision[] {
    return waiting(s).map((seat) => ({ seat, actions: ["play"], rule: "round", source: SRC }));
  }

  function applyMove(input: SecretState, m: SecretMove): SecretState {
    const refuse = (code: IllegalMoveError["code"], why: string): never => {
      throw new IllegalMoveError(code as "not-allowed", why, m, SRC);
    };
    if (input.outcome) refuse("game-over", "the game is over");
    if (m.action === "concede" && bugs.withConcede) {
      if (m.seat !== 0 && m.seat !== 1) refuse("malformed", `no seat ${m.seat}`);
      const s = structuredClone(input);
      s.outcome = { winners: [1 - m.seat], scores: [...s.vp], reason: "conceded" };
      return s;
    }
    if (!waiting(input).includes(m.seat)) refuse("not-your-turn", `seat ${m.seat} does not decide now`);
    if (m.action !== "play") refuse("unknown-action", `no action ${String(m.action)}`);
    const card = m.args?.card;
    if (!plays(input, m.seat).some((l) => l.args.card === card)) refuse("not-allowed", `cannot play ${card}`);
    const s = structuredClone(input);
    s.committed[m.seat] = card;
    if (bugs.revealsEarly) {
      const mine = hand(s, m.seat);
      mine.splice(mine.indexOf(card), 1);
      s.zones.table?.push(card);
    }
    if (waiting(s).length > 0) return s;
    const [a, b] = s.committed as [string, string];
    for (const [seat, c] of [a, b].entries()) {
      const mine = hand(s, seat);
      if (mine.includes(c)) {
        mine.splice(mine.indexOf(c), 1);
        s.zones.table?.push(c);
      }
    }
    if (rank(a) !== rank(b)) (s.vp as number[])[rank(a) > rank(b) ? 0 : 1] += 1;
    s.committed = ["", ""];
    if (hand(s, 0).length === 0 || hand(s, 1).length === 0) {
      const winners = s.vp[0] === s.vp[1] ? [] : [s.vp[0] > (s.vp[1] as number) ? 0 : 1];
      s.outcome = { winners, scores: [...s.vp], reason: "hands empty" };
    }
    return s;
  }

  function view(s: SecretState, viewer: number | "spectator"): View {
    const zones: View["zones"] = {
      deck: {
        name: "deck",
        seat: null,
        kind: "pile",
        cards: (s.zones.deck ?? []).map(() => ({ hidden: true })),
      },
      table: { name: "table", seat: null, kind: "row", cards: (s.zones.table ?? []).map((id) => ({ id })) },
    };
    for (const seat of [0, 1]) {
      zones[`hand[${seat}]`] = {
        name: "hand",
        seat,
        kind: "hand",
        cards: hand(s, seat).map((id) => (viewer === seat ? { id } : { hidden: true })),
      };
    }
    const asked = s.outcome ? [] : [0, 1].filter((p) => s.committed[p] !== "" || hand(s, p).length > 0);
    const commitments: Commitment[] = asked.map((seat) => {
      const card = s.committed[seat] ?? "";
      const shown = card !== "" && (seat === viewer || bugs.showsAnswers);
      return { seat, answered: card !== "", move: shown ? { seat, action: "play", args: { card } } : null };
    });
    return {
      game: meta.id,
      variant: "base",
      players: 2,
      viewer,
      zones,
      vars: { "vp[0]": s.vp[0], "vp[1]": s.vp[1] },
      decisions: decisions(s),
      commitments,
      outcome: s.outcome,
      log: [],
    };
  }

  function replay(r: GameRecord): SecretState {
    let s = setup({ players: r.players, seed: r.seed });
    for (const m of r.moves) s = applyMove(s, m as SecretMove);
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
