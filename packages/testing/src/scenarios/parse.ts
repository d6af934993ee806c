/**
 * Reads a `.scenarios` file (format: docs/scenarios.md). Never throws: a malformed line
 * becomes an error with its line number and parsing goes on, so a designer sees every
 * mistake at once. Blocks (`position`, `expect`) hold the lines indented under them.
 */
import type { GameOptions } from "@ludic/runtime";
import {
  parseExpectLine,
  parseMove,
  parseOption,
  parsePositionLine,
  stripComment,
  unquote,
} from "./lines.js";
import type { ParseError, ParseResult, Scenario, ScenarioPosition, ScenarioStep } from "./types.js";

interface Block {
  indent: number;
  kind: "position" | "expect";
}

export function parseScenarios(text: string, file: string): ParseResult {
  const scenarios: Scenario[] = [];
  const errors: ParseError[] = [];
  let current: Scenario | null = null;
  let block: Block | null = null;
  // Expect blocks whose lines had errors: not also reported as empty.
  const faulty = new Set<ScenarioStep>();
  // `option` lines before the first scenario: the options of every scenario of the file.
  const fileOptions: GameOptions = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const raw = stripComment(lines[i] as string).replace(/\s+$/, "");
    const body = raw.trim();
    if (body === "") continue;
    const indent = raw.length - raw.trimStart().length;
    const error = (message: string) => errors.push({ line, message });

    if (/^scenario\b/.test(body)) {
      current = startScenario(body, file, line, error);
      if (current) {
        if (Object.keys(fileOptions).length > 0) current.options = { ...fileOptions };
        scenarios.push(current);
      }
      block = null;
      continue;
    }
    if (!current) {
      if (/^option\b/.test(body)) optionLine(fileOptions, body, error);
      else
        error(
          'expected a scenario header (scenario "title" RULE-IDS) or an option line (option NAME: value)',
        );
      continue;
    }
    if (block && indent > block.indent) {
      if (block.kind === "position") positionLine(current.position as ScenarioPosition, body, error);
      else {
        const step = current.steps[current.steps.length - 1] as ScenarioStep;
        if (!expectLine(step, body, line, error)) faulty.add(step);
      }
      continue;
    }
    block = scenarioLine(current, body, indent, line, error);
  }
  for (const s of scenarios) {
    const empty = s.steps.find(
      (step) => step.kind === "expect" && step.checks.length === 0 && !faulty.has(step),
    );
    if (empty) errors.push({ line: empty.line, message: "this expect block has no indented lines under it" });
  }
  return { scenarios, errors };
}

function startScenario(
  body: string,
  file: string,
  line: number,
  error: (m: string) => void,
): Scenario | null {
  const m = /^scenario\s+("(?:[^"\\]|\\.)*")(.*)$/.exec(body);
  if (!m) {
    error('a scenario header is: scenario "title" RULE-IDS (the title in double quotes)');
    return null;
  }
  const rules = (m[2] as string).trim().split(/\s+/).filter(Boolean);
  return { file, line, title: unquote(m[1] as string) as string, rules, steps: [] };
}

/** A line directly inside a scenario; returns the block it opens, if any. */
function scenarioLine(
  s: Scenario,
  body: string,
  indent: number,
  line: number,
  error: (m: string) => void,
): Block | null {
  const setting = /^(variant|players|seed|start seat):(.*)$/.exec(body);
  if (setting) {
    const value = (setting[2] as string).trim();
    if (setting[1] === "players" || setting[1] === "start seat") {
      if (!/^\d+$/.test(value)) error(`${setting[1]}: expects a number, got "${value}"`);
      else if (setting[1] === "players") s.players = Number(value);
      else s.startSeat = Number(value);
    } else if (value === "") error(`${setting[1]}: expects a value`);
    else if (setting[1] === "variant") s.variant = value;
    else s.seed = unquote(value) ?? value;
    return null;
  }
  if (/^option\b/.test(body)) {
    s.options ??= {};
    optionLine(s.options, body, error);
    return null;
  }
  if (body === "position") {
    if (s.position) error("a scenario has one position");
    else if (s.steps.length > 0) error("the position comes before the moves and expectations");
    else s.position = { line, zones: {}, attachments: {}, vars: {} };
    return { indent, kind: "position" };
  }
  if (body === "expect") {
    s.steps.push({ kind: "expect", line, checks: [] });
    return { indent, kind: "expect" };
  }
  const step = /^(move|illegal)\s+(.*)$/.exec(body);
  if (step) {
    const move = parseMove(step[2] as string);
    if (move.ok) s.steps.push({ kind: step[1] as "move" | "illegal", line, text: body, move: move.value });
    else error(move.message);
    return null;
  }
  error(
    `expected variant:, players:, seed:, start seat:, option, position, move, illegal or expect, got "${body}"`,
  );
  return null;
}

/** Adds one `option NAME: value` line to `into` (a later line for the same name wins). */
function optionLine(into: GameOptions, body: string, error: (m: string) => void): void {
  const r = parseOption(body);
  if (!r.ok) error(r.message);
  else into[r.value.name] = r.value.value;
}

function positionLine(p: ScenarioPosition, body: string, error: (m: string) => void): void {
  const r = parsePositionLine(body);
  if (!r.ok) {
    error(r.message);
    return;
  }
  const v = r.value;
  if (v.kind === "toMove") p.toMove = v.seat;
  else if (v.kind === "var") p.vars[v.name] = v.value;
  else if (v.kind === "outOfPlay") {
    const before = p.outOfPlay;
    if (before === "unlisted" || (before !== undefined && v.cards === "unlisted"))
      error('"out of play: unlisted" cannot be combined with other out of play lines');
    else p.outOfPlay = v.cards === "unlisted" ? "unlisted" : [...(before ?? []), ...v.cards];
  } else if (v.kind === "known") {
    p.known ??= {};
    p.known[v.seat] = [...(p.known[v.seat] ?? []), ...v.cards];
  } else {
    const table = v.kind === "zone" ? p.zones : p.attachments;
    const name = v.kind === "zone" ? v.key : v.host;
    const placed = new Set([...Object.values(p.zones), ...Object.values(p.attachments)].flat());
    const twice = v.cards.find((c, i) => placed.has(c) || v.cards.indexOf(c) !== i);
    if (name in table) error(`${v.kind === "zone" ? name : `on ${name}`} is listed twice`);
    else if (twice) error(`${twice} is placed twice in this position`);
    else table[name] = v.cards;
  }
}

/** Returns false when the line has an error. */
function expectLine(step: ScenarioStep, body: string, line: number, error: (m: string) => void): boolean {
  if (step.kind !== "expect") return true;
  const r = parseExpectLine(body, line);
  if (r.ok) step.checks.push(r.value);
  else error(r.message);
  return r.ok;
}
