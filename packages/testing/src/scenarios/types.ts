import type { GameOptions, Move, MoveArg } from "@ludic/runtime";

/** One scenario of a `.scenarios` file (docs/scenarios.md). Every part keeps its line. */
export interface Scenario {
  file: string;
  line: number;
  title: string;
  /** Rule ids written after the title ("CU-5"), naming the rules the scenario tests. */
  rules: string[];
  variant?: string;
  players?: number;
  seed?: string;
  /** `start seat: N`: setup()'s `startSeat` (the rules' `startSeat()`), for a scenario without a position. */
  startSeat?: number;
  /** Setup options (`option NAME: value` lines of the file's head and of the scenario). */
  options?: GameOptions;
  /** Absent: the scenario starts from `setup()`. */
  position?: ScenarioPosition;
  steps: ScenarioStep[];
}

/** A var's value in a scenario: null is `none`, the value of an optional var that holds nothing. */
export type VarValue = MoveArg | boolean | null;

export interface ScenarioPosition {
  line: number;
  toMove?: number;
  zones: Record<string, string[]>;
  attachments: Record<string, string[]>;
  vars: Record<string, VarValue>;
  /** `known 1: 9H`: cards a seat knows (as after `peek`), by seat. */
  known?: Record<string, string[]>;
  /** `out of play: 2C 3C` or `out of play: unlisted`: cards in no zone (PositionSpec.outOfPlay). */
  outOfPlay?: string[] | "unlisted";
}

export type ScenarioStep =
  | { kind: "move"; line: number; text: string; move: Move }
  | { kind: "illegal"; line: number; text: string; move: Move }
  | { kind: "expect"; line: number; checks: Expectation[] };

/** A viewer as scenarios name it: a seat number or "spectator". */
export type Viewer = number | "spectator";

/** One line of an `expect` block; `text` is the line as written, to quote it in failures. */
export type Expectation = { line: number; text: string } & (
  | { kind: "zone"; key: string; cards: string[] }
  | { kind: "has"; key: string; cards: string[] }
  | { kind: "lacks"; key: string; cards: string[] }
  | { kind: "size"; key: string; size: number }
  | { kind: "attached"; host: string; cards: string[] }
  | { kind: "decides"; seats: number[] }
  | { kind: "legal"; move: Move; negated: boolean }
  | { kind: "actions"; seat: number; actions: string[] }
  | { kind: "winner"; winners: number[] | "draw" | "none" }
  | { kind: "reason"; substring: string }
  | { kind: "var"; name: string; value: VarValue }
  | { kind: "seatLine"; which: "score" | "goal"; seat: number; value: number }
  | { kind: "view"; viewer: Viewer; key: string; cards: (string | null)[] }
  | { kind: "viewSize"; viewer: Viewer; key: string; size: number }
);

export interface ParseError {
  line: number;
  message: string;
}

export interface ParseResult {
  scenarios: Scenario[];
  errors: ParseError[];
}

export interface ScenarioResult {
  ok: boolean;
  failures: string[];
}
