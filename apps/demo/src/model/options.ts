/**
 * The new-game form's game options, from `meta.options`: which options a variant has, their
 * defaults there, the control each gets, and the form's text back to option values.
 */
import type { GameMeta, GameOptions, OptionMeta, OptionValue } from "@ludic/runtime";

export interface OptionField {
  name: string;
  /** "select" for a closed list of values, "checkbox" for a bool, "number", "text", "json" (lists). */
  control: "select" | "checkbox" | "number" | "text" | "json";
  default: OptionValue;
  /** The values a select offers. */
  choices: OptionValue[];
  /** The rules' `where` conditions, for the hint under the field. */
  conditions: string[];
  type: string;
  /** An enum option's members (or a list of them). */
  members?: string[];
}

/** The options the variant has, with its default and allowed values (`override option`). */
export function optionFields(meta: GameMeta, variant: string): OptionField[] {
  return meta.options
    .filter((o) => !o.variants || o.variants.includes(variant))
    .map((o) => fieldOf(o, variant));
}

function fieldOf(o: OptionMeta, variant: string): OptionField {
  const over = o.overrides?.[variant];
  const def = over?.default ?? o.default;
  const allowed = over?.allowed ?? o.allowed;
  const base = {
    name: o.name,
    default: def,
    conditions: o.conditions ?? [],
    type: o.type,
    ...(o.members ? { members: o.members } : {}),
  };
  if (allowed && allowed.length > 0) return { ...base, control: "select", choices: allowed };
  if (o.members && !o.type.startsWith("list")) return { ...base, control: "select", choices: o.members };
  if (o.type === "bool") return { ...base, control: "checkbox", choices: [] };
  if (o.type === "int") return { ...base, control: "number", choices: [] };
  if (o.type === "str") return { ...base, control: "text", choices: [] };
  return { ...base, control: "json", choices: [] };
}

/** The text a control starts with. */
export function optionText(field: OptionField, value: OptionValue = field.default): string {
  if (field.control === "json") return JSON.stringify(value);
  return String(value);
}

/** A control's text as the option's value; an error message when it is not one. */
export function parseOption(field: OptionField, text: string): { value: OptionValue } | { error: string } {
  switch (field.control) {
    case "checkbox":
      return { value: text === "true" };
    case "number": {
      const n = Number(text);
      return text.trim() !== "" && Number.isInteger(n)
        ? { value: n }
        : { error: `${field.name}: a whole number` };
    }
    case "select": {
      const found = field.choices.find((c) => String(c) === text);
      return found === undefined ? { error: `${field.name}: choose one of the values` } : { value: found };
    }
    case "text":
      return { value: text };
    case "json":
      try {
        const v = JSON.parse(text) as unknown;
        return isOptionValue(v)
          ? { value: v }
          : { error: `${field.name}: a list of ${field.type.slice(5, -1)}` };
      } catch {
        return { error: `${field.name}: not valid JSON (${field.type})` };
      }
  }
}

function isOptionValue(v: unknown): v is OptionValue {
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return true;
  return Array.isArray(v) && v.every(isOptionValue);
}

/** The options that differ from the variant's defaults: what goes into `setup()` and the record. */
export function changedOptions(fields: readonly OptionField[], values: GameOptions): GameOptions {
  const out: GameOptions = {};
  for (const f of fields) {
    const v = values[f.name];
    if (v !== undefined && JSON.stringify(v) !== JSON.stringify(f.default)) out[f.name] = v;
  }
  return out;
}
