/**
 * Decisions as data (docs/compiler.md "Decisions"): each `choose` is printed once, as `fill_N` —
 * its option loops, listing the legal moves as numbers — and a table of its options (action,
 * parameters with their domains, `when`, the frame fields and block each binds). The views of a
 * decision (the contract's moves, whether there is any, the check of a move from outside, the
 * playouts' fill and bind, a simultaneous decision's seats) are derived from them by
 * `makeDecisions` in @ludic/runtime.
 */
import type { CodeBlockWriter } from "ts-morph";
import { children, type IRExpr, mapExpr, readsLocal, readsState, walk } from "../ir/expr.js";
import { allExprs, type IRSite, type IRSiteOption, type IRSiteParam } from "../ir/ir.js";
import type { IRProgram } from "../ir/program.js";
import { newWriter } from "./data-files.js";
import { commentText, dataLiteral, identifier, stringLiteral } from "./escape.js";
import { printExpr } from "./print-expr.js";

/** Whether expressions of a decision use a name its generated functions take: `st`, `f`, `seat` or a parameter's variable. */
function uses(exprs: readonly IRExpr[], name: string): boolean {
  if (name === "st") return exprs.some(readsState);
  if (name === "f") return exprs.some((e) => [...walk(e)].some((x) => x.k === "slot"));
  return exprs.some((e) => readsLocal(e, name));
}

/** The expressions a decision's option loops evaluate: guards, domains (or their filters), `when`. */
function optionExprs(o: IRSiteOption): IRExpr[] {
  const params = o.params.flatMap((x) =>
    x.filter ? [x.domain, x.filter.source, x.filter.where] : [x.domain],
  );
  return [...(o.guard ? [o.guard] : []), ...params, ...(o.when ? [o.when] : [])];
}

/** Numbers per move in a fill list: the option's index, then its arguments (as makeDecisions counts them). */
export function decisionStride(p: IRProgram): number {
  return 1 + Math.max(0, ...p.sites.flatMap((s) => s.options.map((o) => o.params.length)));
}

/**
 * A parameter list for code that may not use every parameter: the unused ones are spelled `_x`
 * (strict builds with noUnusedParameters accept them), trailing unused ones are left out.
 */
function paramList(
  exprs: readonly IRExpr[],
  params: readonly [string, string | null][],
  keepAll = false,
): string {
  let last = keepAll ? params.length - 1 : -1;
  params.forEach(([name], i) => {
    if (uses(exprs, name)) last = Math.max(last, i);
  });
  return params
    .slice(0, last + 1)
    .map(([name, type]) => `${uses(exprs, name) ? name : `_${name}`}${type ? `: ${type}` : ""}`)
    .join(", ");
}

/** The `and`-ed parts of a test, in the order they run. */
const conjuncts = (e: IRExpr): IRExpr[] =>
  e.k === "binary" && e.op === "and" ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];

/** Nodes a test may be made of to run early: no call, no list or zone read, so it cannot fail. */
const SAFE = new Set([
  "num",
  "str",
  "bool",
  "null",
  "local",
  "slot",
  "global",
  "enumMember",
  "cardAttr",
  "not",
  "binary",
  "arith",
  "matchTest",
]);
const SAFE_DOMAIN = new Set([...SAFE, "state", "players", "zone", "cards"]);
const made = (e: IRExpr, of: ReadonlySet<string>): boolean => [...walk(e)].every((x) => of.has(x.k));
/** A domain that cannot fail either (a zone's cards, a range of literals): skipping it skips no rules error. */
const safeDomain = (x: IRSiteParam): boolean =>
  !x.filter &&
  (made(x.domain, SAFE_DOMAIN) ||
    (x.domain.k === "call" &&
      x.domain.callee.k === "global" &&
      x.domain.callee.name === "intRange" &&
      x.domain.args.every((a) => a.k === "num")));

/** The expression-bodied `fn`s a guard may look into (their parameters and value), and the per-variant tables. */
export interface FnBodies {
  fns: ReadonlyMap<string, { params: readonly string[]; value: IRExpr }>;
  tables: ReadonlyMap<string, readonly string[]>;
  /** By fn name, whether it can raise no rules error (`cannotFail`), once known. */
  quiet: Map<string, boolean>;
  /** Every card's value of a card attribute (cards of other types: 0, as cards.ts prints them); null if one is not a number. */
  values: (cardType: string, attr: string) => readonly unknown[];
  /** The functions that can run a search (`can`, `complete`: `SEARCH`), themselves or through a call. */
  searching: ReadonlySet<string>;
  /** The zone families indexed by seat (`zone points[seat]`): `holder(c)` of a card in one cannot fail. */
  seatZones: ReadonlySet<string>;
  /** How many variants the game has (the length of its per-variant tables). */
  variants: number;
}

/** The functions a call in `e` names: a global's, or every variant's of a per-variant table. */
function calleesOf(e: IRExpr, tables: ReadonlyMap<string, readonly string[]>): string[] {
  if (e.k !== "call") return [];
  if (e.callee.k === "global") return [e.callee.name];
  return e.callee.k === "byVariant" ? [...(tables.get(e.callee.table) ?? [])] : [];
}

/** Functions whose body reads `SEARCH`, and the functions that call them, to a fixed point. */
function searchingFunctions(p: IRProgram): Set<string> {
  const calls = new Map<string, Set<string>>();
  const searching = new Set<string>();
  for (const f of p.functions) {
    const names = new Set<string>();
    for (const top of allExprs(f.body))
      for (const e of walk(top)) {
        if (e.k === "global" && e.name === "SEARCH") searching.add(f.name);
        for (const n of calleesOf(e, p.tables)) names.add(n);
      }
    calls.set(f.name, names);
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const [f, names] of calls)
      if (!searching.has(f) && [...names].some((n) => searching.has(n))) {
        searching.add(f);
        grew = true;
      }
  }
  return searching;
}

/** Whether listing option `o` can run a search: its `when`, a domain or a domain's filter. */
function optionSearches(o: IRSiteOption, b: FnBodies): boolean {
  const exprs = [o.when, o.guard, ...o.params.flatMap((x) => [x.domain, x.filter?.source, x.filter?.where])];
  return exprs.some(
    (top) =>
      top != null &&
      [...walk(top)].some(
        (e) =>
          (e.k === "global" && e.name === "SEARCH") || calleesOf(e, b.tables).some((n) => b.searching.has(n)),
      ),
  );
}

export function fnBodies(p: IRProgram): FnBodies {
  const fns = new Map<string, { params: string[]; value: IRExpr }>();
  for (const f of p.functions) {
    const body = f.body.filter((x) => x.k !== "comment");
    const ret = body[0];
    if (f.name.startsWith("fn_") && body.length === 1 && ret?.k === "exit" && ret.value)
      fns.set(f.name, { params: f.params.map((x) => x.name), value: ret.value });
  }
  const values = (cardType: string, attr: string): unknown[] =>
    p.layout.cards.map((c) => {
      const v = c.type === cardType ? c.attributes.get(attr) : 0;
      return typeof v === "object" && v !== null && "index" in v ? v.index : (v ?? 0);
    });
  const seatZones = new Set(p.layout.zones.filter((z) => z.perSeat).map((z) => z.name));
  const variants = Math.max(1, p.flow.length);
  return {
    fns,
    tables: p.tables,
    quiet: new Map(),
    values,
    searching: searchingFunctions(p),
    seatZones,
    variants,
  };
}

const and = (left: IRExpr, right: IRExpr): IRExpr => ({ k: "binary", op: "and", left, right });
/** `a or b`, its operands' alternatives each once (`card.rank == 2 or card.rank == 9` from both variants). */
function or(left: IRExpr, right: IRExpr): IRExpr {
  const leaves = (e: IRExpr): IRExpr[] =>
    e.k === "binary" && e.op === "or" ? [...leaves(e.left), ...leaves(e.right)] : [e];
  const all = leaves({ k: "binary", op: "or", left, right });
  const kept = all.filter((e) => !(e.k === "bool" && !e.value));
  const seen = new Map((kept.length > 0 ? kept : all).map((e) => [JSON.stringify(e), e]));
  return [...seen.values()].reduce((a, b) => ({ k: "binary", op: "or", left: a, right: b }));
}

/** What a guard may take as known: the variant the state plays, and the zone family a loop's card lies in. */
interface GuardFacts {
  variant?: number;
  /** `variable` is a card of a zone of the family `family` (it was read from that zone's cards). */
  lies?: { variable: string; family: string };
}

const isFalse = (x: IRExpr | null): boolean => x?.k === "bool" && !x.value;

/**
 * `t in royals[holder(t)]` (or any zone of another family, its index unable to fail) of a card
 * `t` known to lie in a zone of family `points`: false, and nothing in it can fail — a card lies in
 * one zone, the instances of two families are distinct zones, and `holder(t)` of a card in a
 * seat's zone is that seat (runtime holderOf raises only for a card outside every seat's zone).
 */
function outsideZone(e: IRExpr, facts: GuardFacts, b: FnBodies): boolean {
  const lies = facts.lies;
  if (!lies || e.k !== "inZone" || e.card.k !== "local" || e.card.name !== lies.variable) return false;
  const z = e.zone;
  if (z.k !== "zone" || z.name === lies.family) return false;
  const i = z.index;
  const holderOfCard =
    i?.k === "call" &&
    i.callee.k === "global" &&
    i.callee.name === "holderOf" &&
    i.args[1]?.k === "local" &&
    i.args[1].name === lies.variable &&
    b.seatZones.has(lies.family) &&
    b.seatZones.has(z.name);
  return i === undefined || holderOfCard;
}

/**
 * A guard of the test `e` (null: none): a test that cannot fail and reads only the locals `ok`
 * allows, such that where it is false, `e` is false and raises no error on the way (only parts
 * that cannot fail decide it). It looks into the `fn`s `e` calls, every variant's where a
 * variant overrides one: `canTarget(me, card, target)` is guarded by `card.rank == 2 or
 * card.rank == 9` (classic's leading test, and cuttle-cards' `if card.rank == 9 … else base(…)`).
 */
function guard(
  e: IRExpr,
  ok: (name: string) => boolean,
  b: FnBodies,
  depth = 0,
  facts: GuardFacts = {},
): IRExpr | null {
  const allowed = (x: IRExpr): boolean => {
    for (const y of walk(x)) if (y.k === "local" && !ok(y.name)) return false;
    return true;
  };
  if (made(e, SAFE) && allowed(e)) return e;
  const g = (x: IRExpr): IRExpr | null => guard(x, ok, b, depth + 1, facts);
  if (depth > 8) return null;
  if (outsideZone(e, facts, b)) return { k: "bool", value: false };
  if (e.k === "binary" && e.op === "and") {
    // Where the left part can fail, only its guard; else `left and` the right part's guard.
    const l = g(e.left);
    if (!made(e.left, SAFE)) return l;
    const r = g(e.right);
    if (isFalse(l) || isFalse(r)) return { k: "bool", value: false };
    return l && r ? and(l, r) : (l ?? r);
  }
  if (e.k === "binary" && e.op === "or") {
    const [l, r] = [g(e.left), g(e.right)];
    return l && r ? or(l, r) : null;
  }
  // `match s { 1, 4 => A … else => B }` of a subject read in place: the chain of its arms' tests.
  if (e.k === "match" && e.variable === null && made(e.subject, SAFE))
    return g(
      e.arms.reduceRight<IRExpr>(
        (rest, arm) => ({
          k: "cond",
          test: { k: "matchTest", subject: e.subject, patterns: arm.patterns },
          then: arm.value,
          else: rest,
        }),
        e.otherwise,
      ),
    );
  if (e.k === "cond" && made(e.test, SAFE)) {
    const [t, f] = [g(e.then), g(e.else)];
    if (!allowed(e.test)) return t && f ? or(t, f) : null;
    if (!t) return f && or(e.test, f);
    if (t.k === "bool" && t.value && f) return or(e.test, f);
    return f ? { k: "cond", test: e.test, then: t, else: f } : or({ k: "not", operand: e.test }, t);
  }
  if (e.k !== "call" || e.args[0]?.k !== "state" || !e.args.slice(1).every((a) => made(a, SAFE))) return null;
  const table = e.callee.k === "byVariant" ? (b.tables.get(e.callee.table) ?? []) : [];
  const names =
    e.callee.k === "global"
      ? [e.callee.name]
      : e.callee.k === "byVariant"
        ? (facts.variant === undefined ? table : table.slice(facts.variant, facts.variant + 1)).filter(
            (n) => n !== "undefined",
          )
        : [];
  const guards = names.map((name) => {
    const fn = b.fns.get(name);
    if (!fn || fn.params.length !== e.args.length - 1) return null;
    const args = new Map(fn.params.map((x, i) => [x, e.args[i + 1] as IRExpr]));
    // A `fn`'s body reads only its parameters where it cannot fail (no query variable is kept).
    return g(mapExpr(fn.value, (x) => (x.k === "local" ? (args.get(x.name) ?? x) : undefined)));
  });
  return guards.length > 0 && guards.every((x) => x) ? (guards as IRExpr[]).reduce(or) : null;
}

/** Array methods of the runtime's lists that raise nothing themselves (their callbacks are checked). */
const QUIET_METHODS = new Set(["filter", "map", "some", "every", "slice", "includes"]);
const QUIET = new Set([
  ...SAFE_DOMAIN,
  "concat",
  "length",
  "list",
  "attachedZone",
  "contains",
  "cardId",
  "lambda",
]);

/**
 * Whether `e` can raise no rules error: nodes that cannot fail, the `fn`s it calls (every
 * variant's) made of them, and `top(l)` where the `filter` before a `map` proved `size(l) > 0`
 * (`map(c in points[s] where size(attached(c)) > 0 of top(attached(c)))`). Skipping such a domain
 * skips no error, so a guard may run before it is built.
 */
function cannotFail(e: IRExpr, b: FnBodies, facts: readonly string[] = [], depth = 0): boolean {
  const q = (x: IRExpr, more: readonly string[] = []): boolean =>
    cannotFail(x, b, [...facts, ...more], depth + 1);
  if (depth > 40) return false;
  if (e.k === "method") {
    if (!QUIET_METHODS.has(e.name) || !q(e.target)) return false;
    const [f, m] = [e.target, e.args[0]];
    // map(…) of filter(…) by the same name: the filter's test holds in the map's callback.
    const known =
      e.name === "map" &&
      f.k === "method" &&
      f.name === "filter" &&
      f.args[0]?.k === "lambda" &&
      m?.k === "lambda" &&
      f.args[0].params[0]?.name === m.params[0]?.name
        ? [JSON.stringify(f.args[0].body)]
        : [];
    return e.args.every((a) => q(a, known));
  }
  if (
    e.k === "call" &&
    e.callee.k === "global" &&
    (e.callee.name === "topCard" || e.callee.name === "bottomCard")
  ) {
    const list = e.args[0];
    const nonEmpty: IRExpr | undefined = list && {
      k: "binary",
      op: "gt",
      left: { k: "length", list },
      right: { k: "num", value: 0 },
    };
    return !!nonEmpty && facts.includes(JSON.stringify(nonEmpty)) && q(list);
  }
  if (e.k === "call") {
    const names =
      e.callee.k === "global"
        ? [e.callee.name]
        : e.callee.k === "byVariant"
          ? (b.tables.get(e.callee.table) ?? []).filter((n) => n !== "undefined")
          : [];
    // Each fn looked at once (a recursive one is taken as able to fail).
    const quiet = (n: string): boolean => {
      const known = b.quiet.get(n);
      if (known !== undefined) return known;
      b.quiet.set(n, false);
      const fn = b.fns.get(n);
      const result = fn !== undefined && cannotFail(fn.value, b, [], depth + 1);
      b.quiet.set(n, result);
      return result;
    };
    return names.length > 0 && e.args.every((a) => q(a)) && names.every(quiet);
  }
  return QUIET.has(e.k) && children(e).every((x) => q(x));
}

/** How an option's loops run its `when`: the tests placed early per level, the domains computed once or first, the rest. */
interface OptionPlan {
  hoisted: boolean[];
  early: IRExpr[][];
  force: boolean[];
  late: IRExpr[];
}

function planOption(o: IRSiteOption, bodies?: FnBodies): OptionPlan {
  // A later parameter's domain that does not depend on an earlier parameter is the same for every
  // outer value: it is computed once, when first needed (a domain can be a rules error, so never
  // before), as `target_d ??= tableCards(me)`.
  const hoisted = o.params.map(
    (x, i) => i > 0 && !o.params.slice(0, i).some((y) => readsLocal(x.domain, y.variable)),
  );
  // The leading parts of `when` that cannot fail and do not read the later parameters are tested
  // as soon as their parameters are bound (`card.rank == 11` before the loop over targets): the
  // same parts run in the same order, on fewer inner rounds. A part that can fail stops them, but
  // its guard (see `guard`) is tested there too; the part itself still runs where it did.
  const parts = o.when ? conjuncts(o.when) : [];
  const early: IRExpr[][] = o.params.map(() => []);
  // Where an early test skips the loop over the next domain, a domain that can fail, that domain is
  // computed first (as it was, for the first outer value): the same errors, in the same order.
  const force: boolean[] = o.params.map(() => false);
  const levelOf = (c: IRExpr): number =>
    Math.max(1, ...o.params.map((x, j) => (readsLocal(c, x.variable) ? j + 1 : 0)));
  const place = (c: IRExpr, at: number): boolean => {
    const skipped = o.params.slice(at);
    const quiet = (x: IRSiteParam): boolean => quietDomain(x, bodies);
    const can = (x: IRSiteParam, j: number): boolean => quiet(x) || (j === 0 && !!hoisted[at]);
    if (skipped.length === 0 || !skipped.every(can)) return false;
    if (!quiet(skipped[0] as IRSiteParam)) force[at] = true;
    early[at]?.push(c);
    return true;
  };
  let hoistedParts = 0;
  for (const c of parts) {
    if (made(c, SAFE)) {
      if (!place(c, levelOf(c))) break;
      hoistedParts++;
      continue;
    }
    const outer = new Set(o.params.slice(0, -1).map((x) => x.variable));
    const g = bodies ? guard(c, (name) => outer.has(name), bodies) : null;
    if (g) place(g, levelOf(g));
    break;
  }
  return { hoisted, early, force, late: parts.slice(hoistedParts) };
}

/** A domain that cannot fail: skipping it, or computing it once for several options, changes no error. */
const quietDomain = (x: IRSiteParam, bodies?: FnBodies): boolean =>
  safeDomain(x) || (!x.filter && !!bodies && cannotFail(x.domain, bodies));

/**
 * The test of an option's first parameter alone that a pass shared by the options over the same
 * domain may run (see `fillCode`): tests that cannot fail, reading no later parameter — the early
 * tests of its second level, or for one parameter the leading safe parts of `when` (`taken` of
 * them then left out of the option's own loop), or else the guard of its first part.
 */
function firstTest(
  o: IRSiteOption,
  plan: OptionPlan,
  bodies: FnBodies,
): { test: IRExpr; taken: number } | null {
  const first = o.params[0];
  if (!first || first.filter || o.guard || !quietDomain(first, bodies)) return null;
  if (o.params.length > 1) {
    const tests = plan.early[1] ?? [];
    return tests.length > 0 && !plan.force[1] ? { test: tests.reduce(and), taken: 0 } : null;
  }
  let run = 0;
  while (run < plan.late.length && made(plan.late[run] as IRExpr, SAFE)) run++;
  if (run > 0) return { test: plan.late.slice(0, run).reduce(and), taken: run };
  const g = plan.late[0] && guard(plan.late[0], (name) => name === first.variable, bodies);
  return g ? { test: g, taken: 0 } : null;
}

/** The first loop of an option walked over the values its shared pass kept: `WALK[from … to)`. */
interface Kept {
  from: string;
  to: string;
  taken: number;
}

/** One part of a domain walked in place: a list, or `map(x in source where test of value)`'s parts. */
interface DomainPart {
  list: IRExpr;
  mapped?: { variable: string; where: IRExpr; of: IRExpr };
}

/**
 * A domain that cannot fail, as the lists it joins, walked one after another without building
 * the joined list (Cuttle's `tableCards(me)`: `sideCards(me) + sideCards(next(me))`, each
 * `points[s] + royals[s] + topJacks(s)`, `topJacks` a `map` of a `filter`): the `fn`s it calls
 * looked into where their arguments are plain reads. The same values in the same order; null
 * where it is one list.
 */
function domainParts(e: IRExpr, b: FnBodies, name: string): DomainPart[] | null {
  let fresh = 0;
  // An argument read again in each list it gives: one that cannot fail and calls nothing (`next(me)`).
  const plain = (a: IRExpr): boolean => cannotFail(a, b) && [...walk(a)].every((y) => y.k !== "call");
  const parts = (x: IRExpr, depth: number): DomainPart[] => {
    if (depth > 8) return [{ list: x }];
    if (x.k === "concat") return x.lists.flatMap((l) => parts(l, depth + 1));
    if (x.k === "call" && x.callee.k === "global" && x.args[0]?.k === "state") {
      const fn = b.fns.get(x.callee.name);
      if (!fn || fn.params.length !== x.args.length - 1 || !x.args.slice(1).every(plain))
        return [{ list: x }];
      const v = fn.value;
      if (v.k !== "concat" && !(v.k === "method" && v.name === "map")) return [{ list: x }];
      const args = new Map(fn.params.map((p, i) => [p, x.args[i + 1] as IRExpr]));
      return parts(
        mapExpr(v, (y) => (y.k === "local" ? (args.get(y.name) ?? y) : undefined)),
        depth + 1,
      );
    }
    const [f, m] = x.k === "method" ? [x.target, x.args[0]] : [undefined, undefined];
    if (
      x.k === "method" &&
      x.name === "map" &&
      f?.k === "method" &&
      f.name === "filter" &&
      f.args[0]?.k === "lambda" &&
      m?.k === "lambda" &&
      f.args[0].params.length === 1 &&
      m.params.length === 1 &&
      f.args[0].params[0]?.name === m.params[0]?.name
    ) {
      // The callback's variable renamed apart from the walk's own names.
      const from = m.params[0]?.name as string;
      const to = `${name}m${fresh++}`;
      const rename = (y: IRExpr): IRExpr =>
        mapExpr(y, (z) => (z.k === "local" && z.name === from ? { k: "local", name: to } : undefined));
      return [
        { list: f.target, mapped: { variable: to, where: rename(f.args[0].body), of: rename(m.body) } },
      ];
    }
    return [{ list: x }];
  };
  const found = parts(e, 0);
  return found.length > 1 ? found : null;
}

/**
 * For the last parameter's values read from one zone family's cards (a part of a joined domain,
 * `points[me]` of Cuttle's `tableCards(me)`), a test of the values alone that skips those for
 * which `when` is false without an error on the way: `guard` of `when`, each variant's, knowing
 * the value lies in that family (`t in royals[holder(t)]` false), only its parts that read the
 * value (a weaker guard is still one), chosen by the state's variant where they differ. Classic
 * Cuttle's `canTarget(me, card, target)` over a point card is `target.rank == 11`: no call per
 * point card. Null where no variant's guard reads the value.
 */
function partGuard(o: IRSiteOption, late: readonly IRExpr[], list: IRExpr, b: FnBodies): IRExpr | null {
  const param = o.params[o.params.length - 1];
  if (!param || late.length === 0 || list.k !== "cards" || list.zone.k !== "zone") return null;
  const family = list.zone.name;
  const names = new Set(o.params.map((x) => x.variable));
  const test = late.reduce(and);
  const per: IRExpr[] = [];
  for (let v = 0; v < b.variants; v++) {
    const g = guard(test, (n) => names.has(n), b, 0, {
      variant: v,
      lies: { variable: param.variable, family },
    });
    const reading = g ? conjuncts(g).filter((c) => readsLocal(c, param.variable)) : [];
    per.push(reading.length > 0 ? reading.reduce(and) : { k: "bool", value: true });
  }
  if (per.every((g) => g.k === "bool" && g.value)) return null;
  const key = (x: IRExpr): string => JSON.stringify(x);
  if (per.every((g) => key(g) === key(per[0] as IRExpr))) return per[0] as IRExpr;
  return per.slice(0, -1).reduceRight<IRExpr>(
    (rest, g, v) => ({
      k: "cond",
      test: { k: "binary", op: "eq", left: { k: "variant" }, right: { k: "num", value: v } },
      then: g,
      else: rest,
    }),
    per[per.length - 1] as IRExpr,
  );
}

export function printOptionLoops(
  w: CodeBlockWriter,
  o: IRSiteOption,
  inner: () => void,
  bodies?: FnBodies,
  plan: OptionPlan = planOption(o, bodies),
  kept?: Kept,
): void {
  const { hoisted, early, force } = plan;
  const late = plan.late.slice(kept?.taken ?? 0);
  // A domain that cannot fail and joins lists is walked list by list (domainParts).
  const flat = o.params.map((x, i) =>
    i > 0 && bodies && !x.filter && !force[i] && quietDomain(x, bodies)
      ? domainParts(x.domain, bodies, x.variable)
      : null,
  );
  const nest = (i: number): void => {
    const param = o.params[i];
    if (force[i] && param) w.writeLine(`${param.variable}d ??= ${printExpr(param.domain)};`);
    for (const c of kept && i === 1 ? [] : (early[i] ?? []))
      w.writeLine(
        `if (!${c.k === "binary" && c.op === "or" && !masked(c, bodies) ? printExpr(c) : `(${printTest(c, bodies)})`}) continue;`,
      );
    if (!param) {
      if (late.length > 0) w.write(`if (${printTest(late.reduce(and), bodies)}) `).block(inner);
      else inner();
      return;
    }
    if (kept && i === 0) {
      const v = param.variable;
      w.writeLine(
        `for (let ${v}$i = ${kept.from}; ${v}$i < ${kept.to}; ${v}$i++) { const ${v} = WALK[${v}$i] as number;`,
      );
      w.indent(() => nest(1));
      w.writeLine("}");
      return;
    }
    const filter = hoisted[i] ? undefined : param.filter;
    if (filter) {
      // filter(x in source where test): walk the source, no filtered list.
      indexLoop(w, filter.variable, printExpr(filter.source), () => {
        w.writeLine(`if (!(${printExpr(filter.where)})) continue;`);
        if (filter.variable !== param.variable) w.writeLine(`const ${param.variable} = ${filter.variable};`);
        nest(i + 1);
      });
      return;
    }
    const parts = flat[i];
    if (parts) {
      for (const part of parts) {
        const m = part.mapped;
        if (!m) {
          const skip = i === o.params.length - 1 && bodies ? partGuard(o, late, part.list, bodies) : null;
          indexLoop(w, param.variable, printExpr(part.list), () => {
            if (skip) w.writeLine(`if (!(${printTest(skip, bodies)})) continue;`);
            nest(i + 1);
          });
          continue;
        }
        indexLoop(w, m.variable, printExpr(part.list), () => {
          w.writeLine(`if (!(${printExpr(m.where)})) continue;`);
          w.writeLine(`const ${param.variable} = ${printExpr(m.of)};`);
          nest(i + 1);
        });
      }
      return;
    }
    const domain = force[i]
      ? `${param.variable}d`
      : hoisted[i]
        ? printCached(param)
        : printExpr(param.domain);
    indexLoop(w, param.variable, domain, () => nest(i + 1));
  };
  const loops = (): void => {
    for (const [i, x] of o.params.entries())
      if (hoisted[i] && !flat[i]) w.writeLine(`let ${x.variable}d: readonly number[] | undefined;`);
    if (o.guard) w.write(`if (${printExpr(o.guard)}) `).block(() => nest(0));
    else nest(0);
  };
  if (hoisted.some((h, i) => h && !flat[i])) w.write("").block(loops);
  else loops();
}

/**
 * `s == 1 or s == 4 or …` (or a `match` arm's test) of one card attribute whose every value is an
 * integer from 0 to 30: the set of values as a bit mask, or null.
 */
function maskOf(e: IRExpr, b?: FnBodies): { subject: IRExpr; mask: number } | null {
  if (!b) return null;
  const leaves = (x: IRExpr): IRExpr[] =>
    x.k === "binary" && x.op === "or" ? [...leaves(x.left), ...leaves(x.right)] : [x];
  const tests = leaves(e).map((x): [IRExpr, IRExpr[]] | null =>
    x.k === "matchTest"
      ? [x.subject, x.patterns]
      : x.k === "binary" && x.op === "eq" && x.right.k === "num"
        ? [x.left, [x.right]]
        : null,
  );
  const subject = tests[0]?.[0];
  if (subject?.k !== "cardAttr" || tests.some((t) => !t || JSON.stringify(t[0]) !== JSON.stringify(subject)))
    return null;
  const small = (v: unknown): boolean => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 30;
  if (!b.values(subject.cardType, subject.attr).every(small)) return null;
  const values = tests.flatMap((t) =>
    (t as [IRExpr, IRExpr[]])[1].map((x) => (x.k === "num" ? x.value : -1)),
  );
  if (values.length < 2 || !values.every(small)) return null;
  return { subject, mask: values.reduce((m, v) => m | (1 << (v as number)), 0) };
}
const masked = (e: IRExpr, b?: FnBodies): boolean => maskOf(e, b) !== null;

/**
 * A walk's test as TypeScript: as printExpr prints it, except a test of a card attribute against
 * several values, one bit test (`((12544 >> Card.rank[card_]) & 1) === 1` for 8, 12 or 13), and
 * such tests among the parts of an `and`.
 */
function printTest(e: IRExpr, b?: FnBodies): string {
  const m = maskOf(e, b);
  if (m) return `((${m.mask} >> ${printExpr(m.subject)}) & 1) === 1`;
  const parts = conjuncts(e);
  if (parts.length > 1 && parts.some((x) => masked(x, b)))
    return parts.map((x) => `(${printTest(x, b)})`).join(" && ");
  return printExpr(e);
}

/**
 * `for (const v of list)` walked by index, the element named on the loop's own line (as
 * emit/print.ts prints an indexed `forOf`): V8 runs it faster than `for … of` (Cuttle's playouts
 * about 5% with the hand's loops alone).
 */
function indexLoop(w: CodeBlockWriter, v: string, list: string, body: () => void): void {
  w.writeLine(
    `for (let ${v}$i = 0, ${v}$a = ${list}; ${v}$i < ${v}$a.length; ${v}$i++) { const ${v} = ${v}$a[${v}$i];`,
  );
  w.indent(body);
  w.writeLine("}");
}

/** A hoisted domain, computed the first time it is read: `(target_d ??= tableCards(me))`. */
const printCached = (x: IRSiteParam): string =>
  printExpr({ k: "cache", target: { k: "local", name: `${x.variable}d` }, value: x.domain });

/**
 * A pass over one domain shared by options whose first parameter walks it (Cuttle's six `card:
 * from` options): each value is tested once against every option's test of it (`firstTest`), and
 * kept in `WALK` (a region of the domain's length per distinct test) where it passes; each option
 * then walks the values kept for it, in the domain's order, so the same moves come out in the
 * same order. The tests cannot fail and the domain can neither fail nor differ between options
 * (a fn is pure), so running them together, once, changes nothing but the time.
 */
interface SharedPass {
  name: string;
  domain: IRExpr;
  variable: string;
  tests: IRExpr[];
  /** The options walking it, in order, and for each its test's region and the parts of `when` it takes. */
  options: number[];
  slot: number[];
  taken: number[];
}

function sharedPasses(
  options: readonly IRSiteOption[],
  plans: readonly OptionPlan[],
  bodies: FnBodies,
): SharedPass[] {
  const byDomain = new Map<string, { k: number; test: IRExpr; taken: number }[]>();
  // A search lists its own decisions, whose walks write WALK from its start: no option of a walk
  // that shares a pass may run one while the pass's regions are being read.
  if (options.some((o) => optionSearches(o, bodies))) return [];
  options.forEach((o, k) => {
    const t = firstTest(o, plans[k] as OptionPlan, bodies);
    const first = o.params[0];
    if (!t || !first) return;
    // The same domain, and the same name for its value (each test reads it).
    const key = `${first.variable} ${printExpr(first.domain)}`;
    byDomain.set(key, [...(byDomain.get(key) ?? []), { k, ...t }]);
  });
  const passes: SharedPass[] = [];
  // One pass per walk (they would share WALK): the one over the domain most options walk.
  const most = [...byDomain.values()].sort((a, b) => b.length - a.length).slice(0, 1);
  for (const uses of most) {
    if (uses.length < 2) continue;
    const first = (options[(uses[0] as { k: number }).k] as IRSiteOption).params[0] as IRSiteParam;
    const texts: string[] = [];
    const tests: IRExpr[] = [];
    const slot = uses.map((u) => {
      const text = JSON.stringify(u.test);
      if (!texts.includes(text)) {
        texts.push(text);
        tests.push(u.test);
      }
      return texts.indexOf(text);
    });
    passes.push({
      name: `w${passes.length}`,
      domain: first.domain,
      variable: first.variable,
      tests,
      options: uses.map((u) => u.k),
      slot,
      taken: uses.map((u) => u.taken),
    });
  }
  return passes;
}

/** Where the values kept for test `i` start in `WALK`: `i` times the domain's length. */
const regionStart = (x: SharedPass, i: number): string =>
  i === 0 ? "0" : i === 1 ? `${x.name}$n` : `${i} * ${x.name}$n`;

function printSharedPass(
  w: CodeBlockWriter,
  options: readonly IRSiteOption[],
  x: SharedPass,
  bodies?: FnBodies,
): void {
  const names = x.options.map((k) => commentText((options[k] as IRSiteOption).name)).join(", ");
  const v = x.variable;
  w.writeLine(
    `// ${names}: one pass over \`${commentText(v.replace(/_$/, ""))}\`, each option's test of it once (emit/decisions.ts sharedPasses)`,
  );
  w.writeLine(`const ${x.name}$a = ${printExpr(x.domain)}, ${x.name}$n = ${x.name}$a.length;`);
  w.writeLine(`let ${x.tests.map((_, i) => `${x.name}$${i} = ${regionStart(x, i)}`).join(", ")};`);
  indexLoop(w, v, `${x.name}$a`, () => {
    x.tests.forEach((t, i) => {
      // Stored always, counted when it passes (no branch on the card: a random hand's tests
      // mispredict): a value that fails is written over by the next, or lies past the count.
      const m = maskOf(t, bodies);
      const one = m ? `(${m.mask} >> ${printExpr(m.subject)}) & 1` : `+(${printTest(t, bodies)})`;
      w.writeLine(`WALK[${x.name}$${i}] = ${v}; ${x.name}$${i} += ${one};`);
    });
  });
}

/**
 * A shared pass and the loops of its options, when those options come one after another in the
 * decision's list (Cuttle's six `play(…)` options): the part of a walk that several decisions
 * print alike but for the options' numbers, which run from `first`.
 */
interface PassBlock {
  pass: SharedPass;
  first: number;
}

function passBlock(passes: readonly SharedPass[]): PassBlock | null {
  const pass = passes[0];
  if (!pass || passes.length > 1) return null;
  const first = pass.options[0] as number;
  if (pass.options.some((k, j) => k !== first + j)) return null;
  return { pass, first };
}

/** One option's loops (and, at the first option of a pass, the pass), its moves numbered by `num`. */
function printOption(
  sub: CodeBlockWriter,
  s: IRSite,
  k: number,
  num: string,
  stride: number,
  plans: readonly OptionPlan[],
  passes: readonly SharedPass[],
  bodies: FnBodies,
): void {
  const o = s.options[k] as IRSiteOption;
  const pass = passes.find((x) => x.options[0] === k);
  if (pass) printSharedPass(sub, s.options, pass, bodies);
  const at = passes.flatMap((x) => x.options.map((i, j) => ({ x, i, j }))).find((y) => y.i === k);
  sub.writeLine(`// ${commentText(o.name)} — ${commentText(`${o.source.file}:${o.source.line}`)}`);
  const kept: Kept | undefined = at && {
    from: regionStart(at.x, at.x.slot[at.j] as number),
    to: `${at.x.name}$${at.x.slot[at.j]}`,
    taken: at.x.taken[at.j] as number,
  };
  printOptionLoops(
    sub,
    o,
    () => {
      const put = [
        `out[n * ${stride}] = ${num};`,
        ...o.params.map((x, j) => `out[n * ${stride} + ${j + 1}] = ${x.variable};`),
      ];
      sub.writeLine([...put, "if (++n === limit) return n;"].join(" "));
    },
    bodies,
    plans[k],
    kept,
  );
}

/** The code of a pass block, its options numbered from the parameter `o`: the body of a walk's part that several walks call. */
function passBlockCode(s: IRSite, b: PassBlock, stride: number, bodies: FnBodies): string {
  const plans = s.options.map((o) => planOption(o, bodies));
  const sub = newWriter();
  b.pass.options.forEach((k, j) => {
    printOption(sub, s, k, j === 0 ? "o" : `o + ${j}`, stride, plans, [b.pass], bodies);
  });
  return sub.toString();
}

/** The parameters a pass block's code needs, as fillCode spells a walk's (`st`, `f`, `seat`). */
function passBlockParams(s: IRSite, b: PassBlock, frame: string): string {
  const exprs = b.pass.options.flatMap((k) => optionExprs(s.options[k] as IRSiteOption));
  return paramList(exprs, [
    ["st", "State"],
    ["f", frame],
    ["seat", "number"],
  ]);
}

/**
 * The walk of decision `s`: its legal moves as numbers, at most `limit` of them. `frame` is the
 * frame type its `f` is (a union when decisions of several rules share the walk). `called`: the
 * name of a function that walks this decision's pass block (printed once for the walks that
 * share it), or undefined to print the block here.
 */
function fillCode(s: IRSite, stride: number, frame: string, bodies: FnBodies, called?: string): string {
  const scratch = frame;
  const sub = newWriter();
  const plans = s.options.map((o) => planOption(o, bodies));
  const passes = sharedPasses(s.options, plans, bodies);
  const block = called ? passBlock(passes) : null;
  const params = paramList(
    s.options.flatMap(optionExprs),
    [
      ["st", "State"],
      ["f", scratch],
      ["seat", "number"],
    ],
    true,
  );
  // The walk's own names for what it passes (`_seat` where neither uses it).
  const own = params.split(", ").map((x) => x.replace(/:.*$/, ""));
  s.options.forEach((_o, k) => {
    if (block && called) {
      if (k === block.first) {
        const args = passBlockParams(s, block, "F")
          .split(", ")
          .map((x) => x.replace(/:.*$/, "").replace(/^_/, ""))
          .map((x) => (own.includes(x) ? x : `_${x}`));
        sub.writeLine(
          `// ${block.pass.options.map((i) => commentText((s.options[i] as IRSiteOption).name)).join(", ")} (${called})`,
        );
        sub.writeLine(`n = ${called}(${args.join(", ")}, out, n, limit, ${k}); if (n === limit) return n;`);
      }
      if (block.pass.options.includes(k)) return;
    }
    printOption(sub, s, k, String(k), stride, plans, passes, bodies);
  });
  const code = sub.toString();
  const w = newWriter();
  w.write(`function fill_${s.id}(${params}, out: number[], limit: number): number `).block(() => {
    w.writeLine("let n = 0;");
    for (const line of code.replace(/\n$/, "").split("\n")) w.writeLine(line);
    w.writeLine("return n;");
  });
  return w.toString();
}

/** A pass block's code without its comments: the key of the walks that share it. */
const blockKey = (code: string): string => code.replace(/^\s*\/\/ .*\n/gm, "");

/**
 * Every decision's walk, each printed once: a decision whose walk is the same as an earlier one's
 * (a variant's rule that overrides a rule but keeps its option set, as Cuttle's cuttle-cards
 * `takeAction` keeps `play`) uses that one. A pass block that several walks print alike (but for
 * their options' numbers: Cuttle's `play(…)` options in `takeAction`, `sevenEffect` and
 * `playPicked`) is printed once, as `fill_pass_<n>`, which they call. Returns the walk each decision
 * uses, by site.
 */
function printFills(w: CodeBlockWriter, p: IRProgram, stride: number): string[] {
  const bodies = fnBodies(p);
  // The same walk whatever its name, frame type and comments (the rules lines of its options): the
  // key of a group of decisions. The walk printed is the first's, its options' lines cited.
  const key = (s: IRSite): string =>
    fillCode(s, stride, "F", bodies)
      .replace(/^function fill_\d+/, "")
      .replace(/^\s*\/\/ .*\n/gm, "");
  const groups = new Map<string, IRSite[]>();
  for (const s of p.sites) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  // The pass blocks of the walks printed, by their code: one printed for two walks or more.
  const blocks = new Map<string, { sites: IRSite[]; code: string; block: PassBlock }>();
  for (const sites of groups.values()) {
    const first = sites[0] as IRSite;
    const plans = first.options.map((o) => planOption(o, bodies));
    const b = passBlock(sharedPasses(first.options, plans, bodies));
    if (!b) continue;
    const code = passBlockCode(first, b, stride, bodies);
    const k = `${passBlockParams(first, b, "F")}\n${blockKey(code)}`;
    const entry = blocks.get(k) ?? { sites: [], code, block: b };
    entry.sites.push(...sites);
    blocks.set(k, entry);
  }
  const calledBy = new Map<number, string>();
  for (const { sites, code, block } of blocks.values()) {
    const walks = new Set(sites.map((s) => key(s)));
    if (walks.size < 2) continue;
    const first = sites[0] as IRSite;
    const name = `fill_pass_${first.id}`; // fill_: a generated name (escape.ts)
    for (const s of sites) calledBy.set(s.id, name);
    const frames = [...new Set(sites.map((s) => s.machine.frameType))];
    const names = block.pass.options.map((k) => commentText((first.options[k] as IRSiteOption).name));
    w.writeLine(
      `/** ${names.join(", ")}: their moves as numbers from option \`o\` on, after the \`n\` listed, for the walks of decisions ${sites.map((s) => s.id).join(", ")} (printed once). */`,
    );
    w.write(
      `function ${name}(${passBlockParams(first, block, frames.join(" | "))}, out: number[], n: number, limit: number, o: number): number `,
    ).block(() => {
      writeLines(w, code);
      w.writeLine("return n;");
    });
    w.blankLine();
  }
  const fillOf: string[] = [];
  for (const sites of groups.values()) {
    const first = sites[0] as IRSite;
    const frames = [...new Set(sites.map((s) => s.machine.frameType))];
    const where = sites.map(
      (s) =>
        `${s.id}, in rule \`${commentText(s.machine.rule)}\` (${commentText(`${s.source.file}:${s.source.line}`)})`,
    );
    w.writeLine(
      sites.length === 1
        ? `/** Decision ${where[0]}: its legal moves as numbers. */`
        : `/** Decisions ${where.join(", and ")}: their legal moves as numbers, one walk (the same options). */`,
    );
    w.write(fillCode(first, stride, frames.join(" | "), bodies, calledBy.get(first.id)));
    w.blankLine();
    for (const s of sites) fillOf[s.id] = `fill_${first.id}`;
  }
  return fillOf;
}

function writeLines(w: CodeBlockWriter, code: string): void {
  for (const line of code.replace(/\n$/, "").split("\n")) w.writeLine(line);
}

/**
 * The options several decisions offer alike (the same entry, whatever block each resumes at),
 * each printed once as `OPTION_<action>`, typed by the union of their frames: a variant's rule
 * that overrides a rule but keeps its options (Cuttle's cuttle-cards `takeAction`), or an option
 * set used at several sites, whole or in part (Cuttle's `play(…)` options in classic's
 * `takeAction` and `sevenEffect`, cuttle-cards' `sevenEffect` and `playPicked`). Returns, by site,
 * each option's entry: the name of its shared constant, or its code (an option of one decision,
 * printed in its table).
 */
function printSharedOptions(w: CodeBlockWriter, p: IRProgram): { shared: boolean; code: string }[][] {
  const groups = new Map<string, { site: IRSite; option: IRSiteOption }[]>();
  for (const s of p.sites)
    for (const o of s.options) {
      const code = optionCode(o);
      groups.set(code, [...(groups.get(code) ?? []), { site: s, option: o }]);
    }
  const names = new Set<string>();
  const nameOf = new Map<string, string>();
  for (const [code, uses] of groups) {
    if (uses.length < 2) continue;
    const base = `OPTION_${(uses[0] as { option: IRSiteOption }).option.name.replace(/[^A-Za-z0-9_]/g, "_")}`;
    let name = base;
    for (let k = 2; names.has(name); k++) name = `${base}_${k}`;
    names.add(name);
    nameOf.set(code, name);
    const sites = [...new Set(uses.map((u) => u.site))];
    const frames = [...new Set(sites.map((s) => s.machine.frameType))];
    const where = sites.map(
      (s) =>
        `${s.id} (\`${commentText(s.machine.rule)}\`, ${commentText(`${s.source.file}:${s.source.line}`)})`,
    );
    w.writeLine(
      `/** Option \`${commentText(uses[0]?.option.name ?? "")}\`, offered alike by decisions ${where.join(", ")}: printed once, each decision gives its block. */`,
    );
    writeLines(w, `const ${name}: Option<${frames.join(" | ")}> = ${code};`);
  }
  if (nameOf.size > 0) w.blankLine();
  return p.sites.map((s) =>
    s.options.map((o) => {
      const code = optionCode(o);
      const name = nameOf.get(code);
      return name ? { shared: true, code: name } : { shared: false, code };
    }),
  );
}

/** A test or domain over the state, the frame, the seat and the option's earlier parameters (typed by `decision<F>`). */
function lambda(e: IRExpr, params: readonly IRSiteParam[]): string {
  const code = printExpr(e);
  const list = paramList(
    [e],
    [["st", null], ["f", null], ["seat", null], ...params.map((x): [string, null] => [x.variable, null])],
  );
  return `(${list}) => ${code}`;
}

function spelling(x: IRSiteParam): string {
  switch (x.arg.kind) {
    case "card":
    case "cell":
      return `spelling: "${x.arg.kind}"`;
    case "enum":
      return `spelling: "enum", enumName: ${stringLiteral(x.arg.name)}, members: ${identifier(x.arg.name)}_NAMES`;
    default:
      return `spelling: "int"`;
  }
}

/**
 * The option's move from its spelled arguments, one object literal with the rules' keys
 * (`(seat, card_) => ({ seat, action: "points", args: { card: card_ } })`): makeDecisions' moveAt
 * calls it. None for a parameter named `__proto__` (a literal's `__proto__:` sets the prototype).
 */
function moveBuilder(o: IRSiteOption): string | null {
  if (o.params.some((x) => x.name === "__proto__" || x.variable === "seat")) return null;
  const names = o.params.map((x) => x.variable);
  const args = o.params.map((x) => `${x.name}: ${x.variable}`).join(", ");
  return `(${["seat", ...names].join(", ")}) => ({ seat, action: ${stringLiteral(o.name)}, args: {${args ? ` ${args} ` : ""}} })`;
}

/** One option of a table, without the block it resumes at (given beside the table, per decision), as code (no trailing comma). */
function optionCode(o: IRSiteOption): string {
  const fields = [
    `action: ${stringLiteral(o.name)}`,
    `variants: ${o.variants ? dataLiteral(o.variants) : "null"}`,
  ];
  if (o.when) fields.push(`when: ${lambda(o.when, o.params)}`);
  fields.push(`whenText: ${stringLiteral(o.whenText ?? "")}`);
  const builder = moveBuilder(o);
  if (builder) fields.push(`move: ${builder}`);
  if (o.params.length === 0) return `{ ${fields.join(", ")}, params: [] }`;
  const params = o.params.map((x, i) => {
    const domain = lambda(x.domain, o.params.slice(0, i));
    return `  { name: ${stringLiteral(x.name)}, slot: ${stringLiteral(x.slot)}, ${spelling(x)}, text: ${stringLiteral(x.domainText)}, domain: ${domain} },`;
  });
  return [`{ ${fields.join(", ")}, params: [`, ...params, "] }"].join("\n");
}

/** Every decision's walk and table, the views makeDecisions derives, and where each decision is written. */
export function printDecisions(w: CodeBlockWriter, p: IRProgram): void {
  w.writeLine(
    "// ---- Decisions: each `choose` once, as its walk and its table (emit/decisions.ts) ----",
  ).blankLine();
  const stride = decisionStride(p);
  const fills = newWriter();
  const fillOf = printFills(fills, p, stride);
  const code = fills.toString();
  if (code.includes("WALK[")) {
    w.writeLine(
      "/** The values a walk's shared pass keeps per option test (emit/decisions.ts sharedPasses); no walk runs inside another. */",
    );
    w.writeLine("const WALK: number[] = [];");
  }
  writeLines(w, code);
  const optionsOf = printSharedOptions(w, p);
  w.writeLine(`/** Where each decision is written, and the rule that asks it. */`);
  // As LOC (rules-file.ts): a table of numbers (file index, line, column) decoded at load.
  const files = [...new Set(p.sites.map((s) => s.source.file))];
  const table = p.sites.flatMap((s) => [files.indexOf(s.source.file), s.source.line, s.source.column]);
  w.writeLine(
    `export const SITE_SOURCE: readonly SourceLocation[] = /* @__PURE__ */ sourceLocations(${dataLiteral(files)}, ${dataLiteral(table)});`,
  );
  w.writeLine(
    `export const SITE_RULE: readonly string[] = ${dataLiteral(p.sites.map((s) => s.machine.rule))};`,
  );
  w.blankLine();
  // The tables decision() builds, read by the moves the machines take in a playout (emit/playout.ts).
  w.writeLine(
    "/** Per decision, its table as decision() builds it: the playout path's moves in the machines (waitCheck). */",
  );
  w.writeLine("const SITES: DecisionTable<State, Frame>[] = [];");
  w.writeLine(
    "/** Per decision, its options: what a move names, where its arguments come from, where it binds. */",
  );
  w.write("export const DECISIONS: Decisions<State, Frame> = makeDecisions(").newLine();
  w.indent(() => {
    w.writeLine("[");
    w.indent(() => {
      for (const s of p.sites) {
        const sim = s.simultaneous;
        const simText = sim
          ? `{ seats: ${stringLiteral(sim.seats)}, answers: ${stringLiteral(sim.answers)}, runHead: ${sim.runHead} }`
          : "null";
        w.writeLine(
          `// ${s.id}: in rule \`${commentText(s.machine.rule)}\`, ${commentText(`${s.source.file}:${s.source.line}`)}`,
        );
        const head = `decision<${s.machine.frameType}>(${fillOf[s.id]}, ${simText}, ${dataLiteral(s.options.map((o) => o.bodyBlock))}, `;
        const entries = optionsOf[s.id] ?? [];
        if (entries.every((e) => e.shared)) {
          w.writeLine(`${head}[${entries.map((e) => e.code).join(", ")}]),`);
          continue;
        }
        w.writeLine(`${head}[`);
        w.indent(() => {
          // Consecutive shared options on one line, each option of this decision alone in place.
          let run: string[] = [];
          const flush = (): void => {
            if (run.length > 0) w.writeLine(`${run.join(", ")},`);
            run = [];
          };
          for (const e of entries) {
            if (e.shared) run.push(e.code);
            else {
              flush();
              writeLines(w, `${e.code},`);
            }
          }
          flush();
        });
        w.writeLine("]),");
      }
    });
    w.writeLine("],");
    w.writeLine(
      p.layout.board
        ? "{ cardIds: CARD_IDS, cardIndex: CARD_INDEX, cellName: (c) => cellName(BOARD, c), parseCell: (t) => parseCell(BOARD, t) },"
        : "{ cardIds: CARD_IDS, cardIndex: CARD_INDEX },",
    );
    // A game without `choose simultaneously` bundles none of its code (runtime contract/simultaneous.ts).
    if (p.sites.some((s) => s.simultaneous)) w.writeLine("simultaneousCode,");
  });
  w.writeLine(");");
  w.writeLine('type Option<F extends Frame> = Omit<DecisionTable<State, F>["options"][number], "body">;');
  w.writeLine(
    "/** One decision's table, typed by the frame of the rule that asks it: its walk, its options (as printed, each shared by the decisions that offer it alike) and the block each resumes at. */",
  );
  w.write(
    'function decision<F extends Frame>(fill: DecisionTable<State, F>["fill"], simultaneous: DecisionTable<State, F>["simultaneous"], body: readonly number[], options: readonly Option<F>[]): DecisionTable<State, Frame> ',
  ).block(() => {
    // Every option object built with the same fields in the same order (`when` undefined when
    // there is none), not a spread: Cuttle's playout ratio read 0.86-0.87 with one, 0.89 so.
    w.writeLine(
      "return (SITES[SITES.length] = { fill, simultaneous, options: options.map((o, i) => ({ action: o.action, body: body[i] as number, variants: o.variants, when: o.when, whenText: o.whenText, params: o.params, move: o.move })) } as unknown as DecisionTable<State, Frame>);",
    );
  });
  w.writeLine("export const { siteMoves, siteAccept, siteSeats, siteCommitments } = DECISIONS;");
  w.blankLine();
}
