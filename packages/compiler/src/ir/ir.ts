/**
 * The compiler's intermediate representation: what the lowering phase decides and the emit
 * phase prints. Expressions are already lowered to TypeScript expression text (the target is
 * fixed, and every decision about them — coercions, dispatch, helpers — is taken in lowering);
 * statements keep their structure so the emitter can print readable code, and suspending rules
 * are control-flow graphs of blocks that resume at any decision.
 */
import type { Type } from "@ludic/lang";
import type { SourceLocation } from "@ludic/runtime";

/** A TypeScript type, as printed: "number", "boolean", "string", "number[]". */
export type TsType = string;

export type IRStmt =
  | { k: "code"; text: string }
  | { k: "comment"; text: string }
  | { k: "if"; cond: string; then: IRStmt[]; else: IRStmt[] }
  /** `counter`: a local the loop counts its iterations in (lower/loop-budget.ts). */
  | { k: "while"; cond: string; body: IRStmt[]; counter?: string }
  /** `label`: a loop that `continue label;` statements in its body name (lower/conditions.ts). */
  | { k: "forOf"; variable: string; iterable: string; body: IRStmt[]; label?: string }
  // Terminators, only in machine blocks:
  | { k: "goto"; block: number }
  | { k: "branch"; cond: string; then: number; else: number }
  | { k: "call"; frame: string; resume: number }
  | { k: "suspend"; site: number; seat: string; otherwise: number | null }
  /** `choose simultaneously`: asks every seat of `seats` at once (see IRSimultaneous). */
  | { k: "suspendAll"; site: number; seats: string; answers: string; runHead: number; otherwise: boolean }
  | { k: "return"; value: string | null };

export interface IRParam {
  name: string;
  type: TsType;
}

/** A plain function: a pure `fn`, a rule that never asks for a decision, a reveal condition. */
export interface IRFunction {
  name: string;
  params: IRParam[];
  returns: TsType;
  body: IRStmt[];
  /** The rules text it came from, for the comment above it. */
  doc: string;
  source: SourceLocation;
}

export interface IRBlock {
  id: number;
  /** Why the block starts here: "after the decision at line 40", "loop head, line 31". */
  label: string;
  body: IRStmt[];
}

export interface IRLocal {
  name: string;
  type: TsType;
  init: string;
  /** The rules type, when the local holds a rules value (`determinize` renames card-typed ones). */
  rules?: Type;
}

/** A suspending rule: its frame lives in the state, so the engine can stop at any `choose`. */
export interface IRMachine {
  name: string;
  /** The rule's name in the rules file: "turn". */
  rule: string;
  procId: number;
  frameType: string;
  params: IRParam[];
  locals: IRLocal[];
  blocks: IRBlock[];
  doc: string;
  source: SourceLocation;
}

export type ArgKind =
  | { kind: "card" }
  | { kind: "seat" }
  | { kind: "int" }
  | { kind: "enum"; name: string }
  /** A board cell, named "r3c4" in moves. */
  | { kind: "cell" };

export interface IRSiteParam {
  /** The move argument's name. */
  name: string;
  /** The frame field it is bound to. */
  slot: string;
  arg: ArgKind;
  /** The domain, as an expression over `st` and `f` (the frame) and the earlier params. */
  domain: string;
  /** The rules text of the domain, quoted when a move is refused. */
  domainText: string;
  /** A local alias per param used inside `when` and domains of later params. */
  variable: string;
  /**
   * A domain written `filter(x in source where test)`, in parts: the option loops walk `source`
   * and skip what fails `test` instead of building the filtered list (`domain` is the same list).
   */
  filter?: { source: string; variable: string; where: string };
}

export interface IRSiteOption {
  name: string;
  params: IRSiteParam[];
  when: string | null;
  /** The rules text of `when`, quoted when a move is refused. */
  whenText: string | null;
  /** Variants in which this option exists (an option set overridden by a variant), as a test of `st.v`. */
  guard: string | null;
  /** The same variants by index; null when the option exists in every variant. */
  variants: number[] | null;
  bodyBlock: number;
  source: SourceLocation;
}

/**
 * The frame fields of a `choose simultaneously`: the seats asked, one answer per seat (`[]`
 * while it is awaited, `[-1]` for a seat with no legal option, else `[option index, ...args]`),
 * and the block that runs the answers' bodies in seat order once every seat has answered.
 */
export interface IRSimultaneous {
  seats: string;
  answers: string;
  runHead: number;
}

/** A `choose`: where a machine waits for a seat's move. */
export interface IRSite {
  id: number;
  machine: IRMachine;
  options: IRSiteOption[];
  source: SourceLocation;
  /** Set for `choose simultaneously`. */
  simultaneous: IRSimultaneous | null;
}

export interface IRVariantImpl {
  /** Per variant index, the emitted name of the implementation in force. */
  byVariant: string[];
}
