/**
 * The rule `position()` starts when the header names none: the flow's turn loop, however deep
 * (docs/language.md §3 "Where a position starts", docs/scenarios.md).
 *
 * From the flow, the first statement that leads to a turn loop is followed down: a call of a rule
 * that takes a seat, or a `loop`/`while` whose body holds such a call, until a loop in which a seat
 * variable goes round (`me = next(me)`, `me = first(p in others(me) where …)`) and a decision is
 * asked. A position is the start of that loop with the seat to move, inside everything the flow
 * was doing on the way there: on each level, the statements before the way down are what the
 * position stands for (the deal, the round's set-up, a first draw) and are skipped, but for their
 * `let`s; the statements after it run as they would, and an enclosing loop goes on with its next
 * round. When the way down is one call of a rule taking only the seat and that rule starts with
 * its turn loop, that rule is the entry itself (Tic-tac-toe, Cuttle); otherwise the entry is made
 * of copies of the rules on the way (`positionEntry`, `round__position`, …), checked and lowered
 * like the game's own rules.
 */
import type * as ast from "../ast/nodes.js";
import { walk } from "../ast/walk.js";
import type { VariantInfo } from "./model.js";
import { computeSuspending } from "./suspending.js";

/** The name of the made entry rule (a name no rules file declares, see `freeName`). */
const POSITION_ENTRY = "positionEntry";

export interface DerivedEntry {
  /** The rule position() starts with the seat to move. */
  name: string;
  /** Rules made for it: copies of the rules on the way down, to be checked with the variant. */
  rules: ast.RuleDecl[];
}

/** The entry of `variant`, or null when its flow leads to no turn loop. */
export function derivePositionEntry(
  variant: VariantInfo,
  made = new Map<ast.Node, ast.RuleDecl>(),
): DerivedEntry | null {
  const flow = variant.declarations.get("flow");
  if (flow?.kind !== "FlowDecl") return null;
  const suspending = computeSuspending(variant);
  const suspends = (name: string) => {
    const d = variant.declarations.get(name);
    return d !== undefined && suspending.has(d as never);
  };
  const finder = new Finder(variant, suspends);
  const lead = finder.lead(flow.body, 0);
  if (!lead) return null;
  // The way down from the flow starts with a call: the first seat it passes becomes `me`.
  const first = firstCall(flow.body, lead);
  if (!first) return null;
  const seatArg = first.rule.params.findIndex((p) => isSeat(p));
  if (seatArg < 0 || seatArg >= first.call.args.length) return null;
  const atTop =
    lead.kind === "call" && lead.index === flow.body.statements.length - 1 && takesOneSeat(first.rule);
  if (atTop && !finder.needsCopy(first.rule)) return { name: first.rule.name.name, rules: [] };

  const rules: ast.RuleDecl[] = [];
  const names = new Set(variant.declarations.keys());
  const copyOf = (rule: ast.RuleDecl): string => {
    if (!finder.needsCopy(rule)) return rule.name.name;
    const known = made.get(rule);
    if (known) {
      if (!rules.includes(known)) rules.push(known);
      return known.name.name;
    }
    const name = freeName(`${rule.name.name}__position`, names);
    const copy: ast.RuleDecl = {
      ...clone(rule),
      override: false,
      name: { ...clone(rule.name), name },
      body: { ...clone(rule.body), statements: [] },
      copyOf: rule.copyOf ?? rule.name.name,
    };
    made.set(rule, copy);
    rules.push(copy);
    const inner = finder.lead(rule.body, 1);
    copy.body.statements = inner ? resume(rule.body, inner, copyOf, null) : [];
    return name;
  };
  const me = clone(first.rule.params[seatArg]?.name ?? flow.body) as ast.Identifier;
  const meRef: ast.NameRef = { kind: "NameRef", span: me.span, name: { ...me, name: "me" } };
  const body = resume(flow.body, lead, copyOf, { call: first.call, arg: seatArg, me: meRef });
  const known = made.get(flow);
  if (known) return { name: known.name.name, rules: [known, ...rules] };
  const rootName = freeName(POSITION_ENTRY, names);
  const param: ast.Param = {
    kind: "Param",
    span: flow.span,
    name: { kind: "Identifier", span: flow.span, name: "me" },
    type: {
      kind: "TypeRef",
      span: flow.span,
      name: { kind: "Identifier", span: flow.span, name: "seat" },
      args: [],
    },
  };
  const root: ast.RuleDecl = {
    kind: "RuleDecl",
    span: flow.span,
    override: false,
    name: { kind: "Identifier", span: flow.span, name: rootName },
    params: [param],
    returnType: null,
    complete: false,
    body: { kind: "Block", span: flow.body.span, statements: body },
    copyOf: "flow",
  };
  made.set(flow, root);
  return { name: rootName, rules: [root, ...rules] };
}

/** `rule r(me: seat)`: what the checker's LUD328 asks of a `position` rule. */
export function takesOneSeat(rule: ast.RuleDecl): boolean {
  const params = rule.params ?? [];
  return params.length === 1 && params[0] !== undefined && isSeat(params[0]);
}

function isSeat(p: ast.Param): boolean {
  const type = p.type;
  return type?.name?.name === "seat" && (type.args ?? []).length === 0 && !type.optional;
}

/** The way down from a block: which statement, and what it leads to. */
type Lead =
  | { kind: "turn"; index: number }
  | { kind: "call"; index: number; call: ast.CallExpr; rule: ast.RuleDecl }
  | { kind: "loop"; index: number; inner: Lead };

const MAX_DEPTH = 8;

class Finder {
  private readonly leads = new Map<ast.RuleDecl, Lead | null>();
  constructor(
    private readonly variant: VariantInfo,
    private readonly suspends: (name: string) => boolean,
  ) {}

  private readonly isRule = (name: string) => this.variant.declarations.get(name)?.kind === "RuleDecl";

  /** The first statement of the block that leads to a turn loop. */
  lead(block: ast.Block, depth: number): Lead | null {
    if (depth > MAX_DEPTH) return null;
    const statements = block.statements ?? [];
    for (let index = 0; index < statements.length; index++) {
      const s = statements[index] as ast.Statement;
      if (isLoop(s) && goesRound(s.body, this.isRule) && this.asks(s.body)) return { kind: "turn", index };
      const call = callIn(s);
      if (call) {
        const rule = this.variant.declarations.get(call.callee.name);
        if (rule?.kind === "RuleDecl" && rule.params.some(isSeat) && this.ruleLead(rule, depth + 1)) {
          return { kind: "call", index, call, rule };
        }
      }
      if ((s.kind === "LoopStmt" || s.kind === "WhileStmt") && !breaksOut(s.body)) {
        const inner = this.lead(s.body, depth + 1);
        if (inner) return { kind: "loop", index, inner };
      }
    }
    return null;
  }

  private ruleLead(rule: ast.RuleDecl, depth: number): Lead | null {
    if (this.leads.has(rule)) return this.leads.get(rule) ?? null;
    this.leads.set(rule, null); // a rule that calls itself on the way down leads nowhere new
    const lead = this.lead(rule.body, depth);
    this.leads.set(rule, lead);
    return lead;
  }

  /** A rule is copied when the way down skips a statement of it, or goes through a rule that is. */
  needsCopy(rule: ast.RuleDecl): boolean {
    const lead = this.ruleLead(rule, 1);
    if (!lead) return false;
    const skips = (block: ast.Block, l: Lead): boolean =>
      block.statements.slice(0, l.index).some((s) => s.kind !== "LetStmt") ||
      l.kind === "loop" ||
      (l.kind === "call" && this.needsCopy(l.rule));
    return skips(rule.body, lead);
  }

  /** The loop body asks for a decision: a `choose`, or a call of a rule that may. */
  private asks(body: ast.Block): boolean {
    let found = false;
    walk(body, (n) => {
      if (found || n.kind === "CanExpr") return false;
      if (n.kind === "ChooseStmt") found = true;
      if (n.kind === "CallExpr" && this.suspends((n as ast.CallExpr).callee?.name ?? "")) found = true;
    });
    return found;
  }
}

/** The call a statement makes as a whole: `r(x)`, `let y = r(x)`, `y = r(x)`. */
function callIn(s: ast.Statement): ast.CallExpr | null {
  const e =
    s.kind === "ExprStmt"
      ? s.expression
      : s.kind === "LetStmt"
        ? s.value
        : s.kind === "AssignStmt" && s.op === "="
          ? s.value
          : null;
  return e?.kind === "CallExpr" ? e : null;
}

function firstCall(block: ast.Block, lead: Lead): { call: ast.CallExpr; rule: ast.RuleDecl } | null {
  if (lead.kind === "call") return { call: lead.call, rule: lead.rule };
  if (lead.kind === "loop") {
    const s = block.statements[lead.index] as ast.LoopStmt | ast.WhileStmt;
    return firstCall(s.body, lead.inner);
  }
  return null;
}

/**
 * The statements that go on from the lead: the block's `let`s before it, the way down (a call of
 * the copy, or this loop's round in progress followed by the loop itself), the statements after.
 * At the flow, the first call's seat argument is `me`.
 */
function resume(
  block: ast.Block,
  lead: Lead,
  copyOf: (rule: ast.RuleDecl) => string,
  root: { call: ast.CallExpr; arg: number; me: ast.NameRef } | null,
): ast.Statement[] {
  const before = block.statements
    .slice(0, lead.index)
    .filter((s) => s.kind === "LetStmt")
    .map((s) => {
      const copy = clone(s) as ast.LetStmt;
      // `let start = startSeat()` … `round(start)`: the seat handed down is the seat to move.
      const arg = root?.call.args[root.arg];
      if (arg?.kind === "NameRef" && arg.name.name === copy.name.name && root) copy.value = clone(root.me);
      return copy;
    });
  const after = block.statements.slice(lead.index + 1).map(clone);
  const s = block.statements[lead.index] as ast.Statement;
  switch (lead.kind) {
    case "turn":
      return [...before, clone(s), ...after];
    case "call": {
      const copy = clone(s);
      const call = callIn(copy) as ast.CallExpr;
      call.callee = { ...call.callee, name: copyOf(lead.rule) };
      if (root && lead.call === root.call) call.args[root.arg] = root.me;
      return [...before, copy, ...after];
    }
    case "loop": {
      const loop = s as ast.LoopStmt | ast.WhileStmt;
      // This round of the loop, in a block of its own (its `let`s are the loop body's), then the rest.
      const round: ast.IfStmt = {
        kind: "IfStmt",
        span: loop.body.span,
        condition: { kind: "BoolLiteral", span: loop.body.span, value: true },
        then: {
          kind: "Block",
          span: loop.body.span,
          statements: resume(loop.body, lead.inner, copyOf, root),
        },
        else: null,
      };
      return [...before, round, clone(s), ...after];
    }
  }
}

/**
 * Some statement of the block, at any depth of its own blocks, is `x = f(…x…)` for a name x and a
 * builtin or fn f (`next(me)`, `first(p in others(me) where …)`); `start = round(start)` is a rule
 * handing over to the next round, not a seat going round.
 */
function goesRound(block: ast.Block, isRule: (name: string) => boolean): boolean {
  return block.statements.some((s) => {
    switch (s.kind) {
      case "AssignStmt":
        return (
          s.op === "=" &&
          s.target.kind === "NameRef" &&
          ((s.value.kind === "CallExpr" && !isRule(s.value.callee.name)) ||
            (s.value.kind === "QueryExpr" && s.value.op === "first")) &&
          mentions(s.value, s.target.name.name)
        );
      case "LoopStmt":
      case "WhileStmt":
      case "ForStmt":
        return goesRound(s.body, isRule);
      case "IfStmt":
        return (
          goesRound(s.then, isRule) ||
          (s.else !== null &&
            goesRound(
              s.else.kind === "Block" ? s.else : { ...s.else, kind: "Block", statements: [s.else] },
              isRule,
            ))
        );
      default:
        return false;
    }
  });
}

function mentions(e: ast.Node, name: string): boolean {
  let found = false;
  walk(e, (n) => {
    if (found) return false;
    if (n.kind === "NameRef" && (n as ast.NameRef).name.name === name) found = true;
  });
  return found;
}

/** `break`/`continue` of this loop (not of a loop inside it). */
function breaksOut(block: ast.Block): boolean {
  let found = false;
  walk(block, (n) => {
    if (found) return false;
    if (n.kind === "LoopStmt" || n.kind === "WhileStmt" || n.kind === "ForStmt") return false;
    if (n.kind === "BreakStmt" || n.kind === "ContinueStmt") found = true;
  });
  return found;
}

type Loop = ast.LoopStmt | ast.WhileStmt | ast.ForStmt;

function isLoop(s: ast.Statement): s is Loop {
  return s.kind === "LoopStmt" || s.kind === "WhileStmt" || s.kind === "ForStmt";
}

function freeName(name: string, taken: Set<string>): string {
  let n = name;
  for (let i = 2; taken.has(n); i++) n = `${name}${i}`;
  taken.add(n);
  return n;
}

/** A copy with nodes of its own, so the checker resolves it in the made rule's scope. */
function clone<T>(node: T): T {
  return structuredClone(node);
}
