/**
 * What `meta` says of a game (@ludic/runtime GameMeta): built here, in one function, from the IR.
 * How it is printed and where it lives is index-file.ts's and meta-file.ts's business.
 */
import type { BoardInfo, Type } from "@ludic/lang";
import { type ConstValue, isEnumValue } from "../evaluate/values.js";
import type { ArgKind } from "../ir/ir.js";
import type { IndexLayout } from "../ir/layout.js";
import type { IRProgram } from "../ir/program.js";
import { presentationMeta } from "./presentation-meta.js";

type Json = string | number | boolean | Json[];

/** A compile-time value as the contract's JSON: enum members by name. */
function toJson(v: ConstValue): Json {
  if (Array.isArray(v)) return v.map(toJson);
  if (isEnumValue(v)) return v.member;
  return v;
}

function typeText(t: Type): string {
  if (t.kind === "list") return `list<${typeText(t.element)}>`;
  if (t.kind === "optional") return `${typeText(t.element)}?`;
  if (t.kind === "enum") return t.name;
  return t.kind;
}

function enumOf(t: Type): string | null {
  if (t.kind === "list") return enumOf(t.element);
  return t.kind === "enum" ? t.name : null;
}

/** meta.options: each option as the first variant that has it declares it, and what variants change. */
function optionsMeta(p: IRProgram): Record<string, unknown>[] {
  return p.options.map((o) => {
    const present = o.variants.flatMap((v, i) => (v ? [{ v, i }] : []));
    const first = present[0]?.v;
    const entry: Record<string, unknown> = { name: o.name, type: typeText(o.type) };
    if (!first) return entry;
    entry.default = toJson(first.default);
    if (first.allowed) entry.allowed = first.allowed.map(toJson);
    const e = enumOf(o.type);
    const members = p.layout.enums.find((x) => x.name === e)?.members.map((m) => m.name);
    if (members) entry.members = members;
    if (o.checks.length > 0) entry.conditions = o.checks.map((c) => c.text);
    if (present.length < o.variants.length)
      entry.variants = present.map(({ i }) => p.game.variants[i]?.id ?? "");
    // Keyed by variant ids: built from entries, so an id like `__proto__` stays a key.
    const overrides = Object.fromEntries(
      present
        .filter(({ v }) => v.decl !== first.decl)
        .map(({ v, i }) => [
          p.game.variants[i]?.id ?? "",
          { default: toJson(v.default), ...(v.allowed ? { allowed: v.allowed.map(toJson) } : {}) },
        ]),
    );
    if (Object.keys(overrides).length > 0) entry.overrides = overrides;
    return entry;
  });
}

/** meta.board: what a UI needs to draw the board (cells are named r<row>c<col>). */
function boardMeta(b: BoardInfo): Record<string, unknown> {
  const { decl: _, ...spec } = b;
  return spec;
}

/** "seat", "card", "cell" or an enum's name: how an index or a value is named outside the engine. */
export function indexKindName(k: IndexLayout): string {
  return k.kind === "enum" ? k.name : k.kind;
}

/** An action's parameter: its name, its kind as meta names it, and its rules argument. */
export interface ActionParam {
  name: string;
  /** "card", "cell", "int", or an enum's name. */
  type: string;
  arg: ArgKind;
}

export interface ActionInfo {
  params: ActionParam[];
  source: { file: string; line: number; column: number } | undefined;
}

/** Every action of the rules (anytime moves too, without arguments), with where it is declared. */
export function actionsOf(p: IRProgram): Map<string, ActionInfo> {
  const actions = new Map<string, ActionInfo>();
  for (const s of p.sites) {
    for (const o of s.options) {
      if (actions.has(o.name)) continue;
      actions.set(o.name, {
        source: o.source,
        params: o.params.map((x) => ({
          name: x.name,
          type: x.arg.kind === "enum" ? x.arg.name : x.arg.kind,
          arg: x.arg,
        })),
      });
    }
  }
  // Anytime moves are actions too, with no arguments.
  for (const a of p.anytime) {
    if (actions.has(a.action)) continue;
    actions.set(a.action, { params: [], source: p.machines.find((x) => x.rule === a.action)?.source });
  }
  return actions;
}

/** The game's GameMeta as plain JSON data. */
export function metaData(p: IRProgram, rulesFile: string): Record<string, unknown> {
  const { game, layout } = p;
  const cardsMeta = layout.cards.map((c) => {
    // Built from entries, so an attribute named `__proto__` stays a key.
    const attributes: Record<string, string | number | boolean> = Object.fromEntries(
      [...c.attributes].map(([k, v]) => [
        k,
        typeof v === "object" ? (Array.isArray(v) ? JSON.stringify(v) : v.member) : v,
      ]),
    );
    const name = attributes.name;
    const card = { id: c.id, type: c.type, name: typeof name === "string" ? name : c.id, attributes };
    // What a card does is not how it looks: `help` leaves the appearance for `cards[].help`.
    const { help, ...appearance } = c.appearance ?? {};
    return {
      ...card,
      ...(Object.keys(appearance).length > 0 ? { appearance } : {}),
      ...(help ? { help } : {}),
    };
  });
  const actions = actionsOf(p);
  const presentation = presentationMeta(game, new Set(actions.keys()));
  return {
    id: game.id,
    title: game.title,
    summary: game.summary,
    rulesVersion: game.version,
    players: game.players,
    variants: game.variants.map((v) => ({
      id: v.id,
      title: v.title,
      summary: v.summary,
      extends: v.extends,
      players: v.players,
      ...presentation.variants[game.variants.indexOf(v)],
    })),
    options: optionsMeta(p),
    zones: layout.zones.map((z) => ({
      name: z.name,
      perSeat: z.perSeat,
      ...(z.index ? { index: indexKindName(z.index) } : {}),
      kind: z.kind,
      visibility: z.visibility,
      ...(layout.cardTypes.length > 1 ? { cards: z.decl.cardType?.name ?? layout.cardTypes[0]?.name } : {}),
    })),
    actions: [...actions].map(([name, { params, source }]) => ({
      name,
      params: params.map((x) => ({ name: x.name, type: x.type })),
      source,
      ...(p.anytime.some((a) => a.action === name) ? { anytime: true } : {}),
      ...(presentation.actionHelp.has(name) ? { help: presentation.actionHelp.get(name) } : {}),
    })),
    cards: cardsMeta,
    // Their types, so what prints a value can say it: a seat, an enum's label, none.
    vars: layout.vars.map((v) => ({
      name: v.name,
      type: typeText(v.type),
      ...(v.indexKind ? { index: indexKindName(v.indexKind) } : {}),
    })),
    ...(layout.enums.length > 0
      ? { enums: Object.fromEntries(layout.enums.map((e) => [e.name, e.members])) }
      : {}),
    ...(layout.board ? { board: boardMeta(layout.board) } : {}),
    ...(p.cardReveals.length > 0
      ? {
          cardReveals: p.cardReveals.map((r) => ({
            type: r.cardType,
            zone: r.zone,
            everyone: r.everyone,
            variants: r.variants.map((i) => game.variants[i]?.id ?? ""),
          })),
        }
      : {}),
    ...presentation.fields,
    rulesFile,
  };
}
