/**
 * Decisions as data (docs/compiler.md "Decisions"): a generated rules.ts describes each `choose`
 * once — a table of its options (action, parameters, domains, `when`, the block each binds to)
 * and one walk, `fill`, the option loops that list the legal moves as numbers. Every view of a
 * decision is derived here, the same for every game: the moves as the contract spells them,
 * whether there is any, the check of a move from outside with the reason it is refused, the
 * binding of a chosen move into the frame, and a simultaneous decision's seats and commitments.
 */
import { setOwn } from "../own-key.js";
import type { Move as AnyMove, Commitment, MoveArg } from "../types.js";
import type { Simultaneous, SimultaneousCode } from "./simultaneous.js";

/** How a parameter's argument is spelled in a move: a card id, a number, a cell name, an enum member. */
export type ArgSpelling = "card" | "int" | "cell" | "enum";

/** A frame as the walk binds it: fields by name, and the block to resume at. */
export interface BindableFrame {
  pc: number;
}

export interface DecisionParam<S, F> {
  /** The move argument's name. */
  name: string;
  spelling: ArgSpelling;
  /** An enum parameter's type name and member names. */
  enumName?: string;
  members?: readonly string[];
  /** The domain, given the earlier parameters' values. */
  domain(st: S, f: F, seat: number, ...earlier: number[]): readonly number[];
  /** The rules text of the domain, quoted when a move is refused. */
  text: string;
  /** The frame field the value is bound to. */
  slot: string;
}

export interface DecisionOption<S, F> {
  action: string;
  params: readonly DecisionParam<S, F>[];
  /** The variants in which the option exists (an option set a variant overrides); null: all. */
  variants: readonly number[] | null;
  /** The option's `when`, given its parameters' values; absent when it has none. */
  when?(st: S, f: F, seat: number, ...args: number[]): boolean;
  /** The rules text of `when`, quoted when a move is refused. */
  whenText: string;
  /** The block the rule resumes at once the option is chosen. */
  body: number;
  /**
   * The option's move from its spelled arguments, one object literal with the rules' keys (the
   * compiler prints it; absent when a parameter is named `__proto__`): V8 then builds `args` from
   * one shape per option instead of storing each key through its generic keyed path.
   */
  move?: (seat: number, ...args: MoveArg[]) => AnyMove;
}

export interface DecisionTable<S, F> {
  options: readonly DecisionOption<S, F>[];
  /** The legal moves of `seat` as numbers (option index, then its arguments), at most `limit`; how many. */
  fill(st: S, f: F, seat: number, out: number[], limit: number): number;
  simultaneous: Simultaneous | null;
}

/** What the walk needs of a generated state. */
export interface DecisionState<F> {
  v: number;
  stack: F[];
  pend: { seat: number; site: number } | null;
}

/** How a game spells its arguments. */
export interface Spelling {
  cardIds: readonly string[];
  cardIndex: ReadonlyMap<string, number>;
  cellName?: (cell: number) => string;
  parseCell?: (text: string) => number;
}

export interface Decisions<S, F> {
  /** Numbers per move in `fill`'s list: the option's index, then its arguments. */
  stride: number;
  siteMoves(st: S, seat: number, out: AnyMove[]): void;
  /** Whether `seat` has a legal move at decision `site` of frame `f`. */
  hasMove(st: S, f: F, site: number, seat: number): boolean;
  siteAccept(st: S, m: AnyMove): string | ((g: F) => boolean);
  siteSeats(st: S): number[];
  siteCommitments(st: S, viewer: number | "spectator"): Commitment[];
  /** The pending decision's legal moves of `seat`, as numbers into `moves`; how many. */
  playFill(st: S, seat: number, moves: number[]): number;
  /** Binds the `k`-th move playFill listed into the frame: true when it was bound. */
  playBind(st: S, seat: number, k: number, moves: number[]): boolean;
  /** The action of option `option` of decision `site`. */
  actionOf(site: number, option: number): string;
  /** Whether the pending decision's legal moves are exactly playFill's list (it is not simultaneous). */
  listable(st: S): boolean;
  /** The `k`-th move of a playFill list as the contract spells it, its cards named by `card`. */
  moveAt(st: S, seat: number, moves: readonly number[], k: number, card: (c: number) => string): AnyMove;
  /** The first of a playFill list's `count` moves that `m` spells (its cards named by `card`, read back by `cardOf`), or -1. */
  indexOfMove(
    st: S,
    m: AnyMove,
    moves: readonly number[],
    count: number,
    cardOf: (ref: string) => number,
    card: (c: number) => string,
  ): number;
  /** The first `count` moves of a playFill list as moveAt spells them, into `out[0…count)`. */
  spellMoves(
    st: S,
    seat: number,
    moves: readonly number[],
    count: number,
    card: (c: number) => string,
    out: AnyMove[],
  ): void;
  /** Whether `m` spells the `k`-th move of a playFill list, its cards named by `card`. */
  isMoveAt(st: S, m: AnyMove, moves: readonly number[], k: number, card: (c: number) => string): boolean;
}

type Fields = Record<string, unknown>;

/** The views of a game's decisions, from its tables (index = decision site); `sim` in a game with a `choose simultaneously` (simultaneous.ts). */
export function makeDecisions<S extends DecisionState<F>, F extends BindableFrame>(
  sites: readonly DecisionTable<S, F>[],
  spelling: Spelling,
  sim?: SimultaneousCode,
): Decisions<S, F> {
  const stride = 1 + Math.max(0, ...sites.flatMap((d) => d.options.map((o) => o.params.length)));
  // hasMove's list: only the count is read, so a nested walk (a `when` that searches) may share it.
  const probe: number[] = [];

  const pending = (st: S): F | undefined => (st.pend ? st.stack[st.stack.length - 1] : undefined);

  function spell(p: DecisionParam<S, F>, v: number): string | number {
    switch (p.spelling) {
      case "card":
        return spelling.cardIds[v] as string;
      case "cell":
        return (spelling.cellName as (c: number) => string)(v);
      case "enum":
        return (p.members as readonly string[])[v] as string;
      default:
        return v;
    }
  }

  const cardId = (c: number): string => spelling.cardIds[c] as string;

  /** The move of numbers `a[at…]` (option, then arguments) of decision `d`, its cards named by `card` (their ids by default). */
  function moveOf(
    d: DecisionTable<S, F>,
    seat: number,
    a: readonly number[],
    at: number,
    card = cardId,
  ): AnyMove {
    const o = d.options[a[at] as number] as DecisionOption<S, F>;
    const args: Record<string, string | number> = {};
    o.params.forEach((p, j) => {
      // An argument named `__proto__` is an own property, as the rules name it.
      setOwn(args, p.name, argAt(p, a[at + j + 1] as number, card));
    });
    return { seat, action: o.action, args };
  }

  function siteMoves(st: S, seat: number, out: AnyMove[]): void {
    const f = pending(st);
    const d = st.pend && sites[st.pend.site];
    if (f === undefined || !d) return;
    const buf: number[] = [];
    const n = d.fill(st, f, seat, buf, Number.POSITIVE_INFINITY);
    for (let i = 0; i < n; i++) out.push(moveOf(d, seat, buf, i * stride));
  }

  function hasMove(st: S, f: F, site: number, seat: number): boolean {
    return (sites[site] as DecisionTable<S, F>).fill(st, f, seat, probe, 1) > 0;
  }

  /** An argument as the number the rules use, or a reason it is not one. */
  function parse(p: DecisionParam<S, F>, raw: unknown): number | string {
    const v = numberOf(p, raw, (ref) => spelling.cardIndex.get(ref) ?? -1);
    if (v !== null) return v;
    switch (p.spelling) {
      case "card":
        return notA(p, raw, "a card of this game");
      case "cell":
        return notA(p, raw, "a cell of the board");
      case "enum":
        return notA(p, raw, `a ${p.enumName}`);
      default:
        return Number.NaN;
    }
  }

  /** Checks a move against option `o`: a reason it is refused, or its arguments as numbers. */
  function check(st: S, f: F, o: DecisionOption<S, F>, m: AnyMove): string | number[] {
    const count = o.params.length;
    if (Object.keys(m.args).length !== count)
      return `${o.action} takes ${count ? o.params.map((p) => p.name).join(", ") : "no arguments"}`;
    const args: number[] = [];
    for (const p of o.params) {
      const raw = m.args[p.name];
      const v = parse(p, raw);
      if (typeof v === "string") return v;
      if (!p.domain(st, f, m.seat, ...args).includes(v))
        return `${p.name} ${String(raw)} is not among ${p.text}`;
      args.push(v);
    }
    if (o.when && !o.when(st, f, m.seat, ...args)) return `the rules require ${o.whenText}`;
    return args;
  }

  function siteAccept(st: S, m: AnyMove): string | ((g: F) => boolean) {
    const f = pending(st);
    const site = st.pend?.site ?? -1;
    const d = sites[site];
    if (f === undefined || !d) return "no decision is pending";
    const s = d.simultaneous;
    const asked = s ? (sim as SimultaneousCode).asked(f, s, m.seat) : -1;
    if (typeof asked === "string") return asked;
    let refused = `"${m.action}" is not one of the moves this decision offers`;
    for (const [k, o] of d.options.entries()) {
      if (o.action !== m.action || (o.variants !== null && !o.variants.includes(st.v))) continue;
      const args = check(st, f, o, m);
      if (typeof args === "string") {
        refused = args;
        continue;
      }
      if (s) return (g) => (sim as SimultaneousCode).commit(g, s, asked, [k, ...args]);
      return (g) => {
        bind(g, o, args, 0);
        return true;
      };
    }
    return refused;
  }

  function bind(g: F, o: DecisionOption<S, F>, a: readonly number[], at: number): void {
    const fields = g as unknown as Fields;
    for (let j = 0; j < o.params.length; j++) fields[(o.params[j] as DecisionParam<S, F>).slot] = a[at + j];
    g.pc = o.body;
  }

  function siteSeats(st: S): number[] {
    const f = pending(st);
    if (!st.pend || f === undefined) return [];
    const s = sites[st.pend.site]?.simultaneous;
    return s ? (sim as SimultaneousCode).seats(f, s) : [st.pend.seat];
  }

  function siteCommitments(st: S, viewer: number | "spectator"): Commitment[] {
    const f = pending(st);
    const d = st.pend && f !== undefined ? sites[st.pend.site] : undefined;
    const s = d?.simultaneous;
    if (!d || !s) return [];
    return (sim as SimultaneousCode).commitments(f as F, s, viewer, (seat, a) => moveOf(d, seat, a, 0));
  }

  function playFill(st: S, seat: number, moves: number[]): number {
    const f = pending(st);
    const d = st.pend && sites[st.pend.site];
    if (f === undefined || !d) return 0;
    return d.fill(st, f, seat, moves, Number.POSITIVE_INFINITY);
  }

  function playBind(st: S, _seat: number, k: number, moves: number[]): boolean {
    const f = pending(st);
    const d = st.pend && sites[st.pend.site];
    if (f === undefined || !d) return false;
    const o = d.options[moves[k * stride] as number];
    if (o === undefined) return false;
    bind(f, o, moves, k * stride + 1);
    return true;
  }

  const actionOf = (site: number, option: number): string => sites[site]?.options[option]?.action ?? "";

  function listable(st: S): boolean {
    const d = st.pend && sites[st.pend.site];
    return !!d && d.simultaneous === null && pending(st) !== undefined;
  }

  /** Argument `j` of the `k`-th listed move, as a move spells it. */
  function argAt(p: DecisionParam<S, F>, v: number, card: (c: number) => string): string | number {
    return p.spelling === "card" ? card(v) : p.spelling === "int" ? v : spell(p, v);
  }

  function moveAt(
    st: S,
    seat: number,
    moves: readonly number[],
    k: number,
    card: (c: number) => string,
  ): AnyMove {
    const site = st.pend?.site ?? -1;
    const at = k * stride;
    const option = moves[at] as number;
    const o = (sites[site] as DecisionTable<S, F>).options[option] as DecisionOption<S, F>;
    const params = o.params;
    const built = o.move;
    // The option's own builder, for up to 3 arguments (Cuttle's and Kingdom Builder's options).
    if (built !== undefined && params.length <= 3) {
      const n = params.length;
      const a = n > 0 ? argAt(params[0] as DecisionParam<S, F>, moves[at + 1] as number, card) : 0;
      const b = n > 1 ? argAt(params[1] as DecisionParam<S, F>, moves[at + 2] as number, card) : 0;
      const c = n > 2 ? argAt(params[2] as DecisionParam<S, F>, moves[at + 3] as number, card) : 0;
      return built(seat, a, b, c);
    }
    return moveOf(sites[site] as DecisionTable<S, F>, seat, moves, at, card);
  }

  /** A move's speller: its numbers `a[at…]` (option, then arguments) as moveAt spells them. */
  type Speller = (seat: number, a: readonly number[], at: number, card: (c: number) => string) => AnyMove;

  /** Option `o`'s speller, made once: its builder called with its arguments spelled by kind (one to three cards: no test per argument). */
  function spellerOf(d: DecisionTable<S, F>, o: DecisionOption<S, F>): Speller {
    const built = o.move;
    const params = o.params;
    if (built === undefined || params.length > 3) return (seat, a, at, card) => moveOf(d, seat, a, at, card);
    if (params.length === 0) return (seat) => built(seat);
    if (params.every((p) => p.spelling === "card")) {
      if (params.length === 1) return (seat, a, at, card) => built(seat, card(a[at + 1] as number));
      if (params.length === 2)
        return (seat, a, at, card) => built(seat, card(a[at + 1] as number), card(a[at + 2] as number));
    }
    const [p, q, r] = params as DecisionParam<S, F>[];
    return (seat, a, at, card) =>
      built(
        seat,
        argAt(p as DecisionParam<S, F>, a[at + 1] as number, card),
        q === undefined ? 0 : argAt(q, a[at + 2] as number, card),
        r === undefined ? 0 : argAt(r, a[at + 3] as number, card),
      );
  }

  // Per decision site, per option, its speller.
  const spellers: Speller[][] = sites.map((d) => d.options.map((o) => spellerOf(d, o)));

  function spellMoves(
    st: S,
    seat: number,
    moves: readonly number[],
    count: number,
    card: (c: number) => string,
    out: AnyMove[],
  ): void {
    const spell = spellers[st.pend?.site ?? -1] as Speller[];
    for (let k = 0, at = 0; k < count; k++, at += stride)
      out[k] = (spell[moves[at] as number] as Speller)(seat, moves, at, card);
  }

  function isMoveAt(
    st: S,
    m: AnyMove,
    moves: readonly number[],
    k: number,
    card: (c: number) => string,
  ): boolean {
    const o = sites[st.pend?.site ?? -1]?.options[moves[k * stride] as number];
    if (o === undefined || m.action !== o.action) return false;
    let given = 0;
    for (const key in m.args) if (Object.hasOwn(m.args, key)) given++;
    if (given !== o.params.length) return false;
    for (let j = 0; j < o.params.length; j++) {
      const p = o.params[j] as DecisionParam<S, F>;
      if (!Object.hasOwn(m.args, p.name)) return false;
      if (m.args[p.name] !== argAt(p, moves[k * stride + j + 1] as number, card)) return false;
    }
    return true;
  }

  // indexOfMove's arguments as numbers (one call at a time).
  const wanted: number[] = [];

  /**
   * The index of the first of a playFill list's `count` moves that `m` spells (isMoveAt of each,
   * in order), or -1: the move's arguments read as numbers once (`cardOf`: the card an argument
   * names, or -1), then compared as numbers with each listed move of its option.
   */
  function indexOfMove(
    st: S,
    m: AnyMove,
    moves: readonly number[],
    count: number,
    cardOf: (ref: string) => number,
    card: (c: number) => string,
  ): number {
    const d = sites[st.pend?.site ?? -1];
    if (d === undefined) return -1;
    let given = 0;
    for (const key in m.args) if (Object.hasOwn(m.args, key)) given++;
    options: for (let o = 0; o < d.options.length; o++) {
      const opt = d.options[o] as DecisionOption<S, F>;
      if (opt.action !== m.action || opt.params.length !== given) continue;
      for (let j = 0; j < opt.params.length; j++) {
        const p = opt.params[j] as DecisionParam<S, F>;
        if (!Object.hasOwn(m.args, p.name)) continue options;
        const raw = m.args[p.name];
        const v = numberOf(p, raw, cardOf);
        // Only the spelling isMoveAt accepts: the card's name as `card` gives it, a cell's own name.
        if (v === null || argAt(p, v, card) !== raw) continue options;
        wanted[j] = v;
      }
      for (let k = 0; k < count; k++) {
        const at = k * stride;
        if (moves[at] !== o) continue;
        let same = true;
        for (let j = 0; j < opt.params.length && same; j++) same = moves[at + j + 1] === wanted[j];
        if (same) return k;
      }
    }
    return -1;
  }

  /** The number an argument spells (the inverse of argAt), or null when it spells none. */
  function numberOf(p: DecisionParam<S, F>, raw: unknown, cardOf: (ref: string) => number): number | null {
    let v: number;
    switch (p.spelling) {
      case "card":
        v = typeof raw === "string" ? cardOf(raw) : -1;
        break;
      case "cell":
        v = typeof raw === "string" ? (spelling.parseCell as (t: string) => number)(raw) : -1;
        break;
      case "enum":
        v = typeof raw === "string" ? (p.members as readonly string[]).indexOf(raw) : -1;
        break;
      default:
        return typeof raw === "number" && Number.isInteger(raw) ? raw : null;
    }
    return v < 0 ? null : v;
  }

  return {
    stride,
    indexOfMove,
    siteMoves,
    hasMove,
    siteAccept,
    siteSeats,
    siteCommitments,
    playFill,
    playBind,
    actionOf,
    listable,
    moveAt,
    spellMoves,
    isMoveAt,
  };
}

function notA(p: { name: string }, raw: unknown, what: string): string {
  return `${p.name}: "${String(raw)}" is not ${what}`;
}
