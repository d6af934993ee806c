/** Values known at compile time: constants, the card catalogue and its attributes. */
export type ConstValue = number | string | boolean | EnumValue | ConstValue[];

export interface EnumValue {
  enumName: string;
  member: string;
  index: number;
  label: string;
}

export function isEnumValue(v: ConstValue): v is EnumValue {
  return typeof v === "object" && !Array.isArray(v);
}

/** How a value reads inside an id or a string: enum members by name ("H"). */
export function valueToString(v: ConstValue): string {
  if (Array.isArray(v)) return v.map(valueToString).join(", ");
  if (isEnumValue(v)) return v.member;
  return String(v);
}

/** How a value is stored in the engine's tables: enum members by index. */
export function valueToRuntime(v: ConstValue): number | string | boolean | unknown[] {
  if (Array.isArray(v)) return v.map(valueToRuntime);
  if (isEnumValue(v)) return v.index;
  return v;
}
