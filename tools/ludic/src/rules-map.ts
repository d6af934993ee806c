/**
 * A standalone engine's dist/rules.js.map, pointing at the `.ludic` lines: TypeScript's map of
 * rules.js (into src/rules.ts) composed with the compiler's src/rules.ts.map (each line of
 * rules.ts to the rules line of its block). Only dist/ is published, so an installed engine's
 * debugger and stack traces land in the rules, whose text the map carries.
 */

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

interface RawMap {
  version: number;
  file?: string;
  sources: string[];
  sourcesContent?: (string | null)[];
  names?: string[];
  mappings: string;
  sourceRoot?: string;
}

/** One line's segments: [column, source, line, column] (line and column 0-based), or [column]. */
type Segment = number[];

function decode(mappings: string): Segment[][] {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(";").map((line) => {
    state[0] = 0;
    if (line === "") return [];
    return line.split(",").map((text) => {
      const seg: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of text) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        const n = value & 1 ? -(value >>> 1) : value >>> 1;
        const i = seg.length;
        state[i] = (state[i] as number) + n;
        seg.push(state[i] as number);
        value = 0;
        shift = 0;
      }
      return seg;
    });
  });
}

function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = "";
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += BASE64[digit];
  } while (v > 0);
  return out;
}

function encode(lines: Segment[][]): string {
  const state = [0, 0, 0, 0];
  return lines
    .map((segs) => {
      state[0] = 0;
      return segs
        .map((seg) =>
          seg
            .map((v, i) => {
              const d = v - (state[i] as number);
              state[i] = v;
              return vlq(d);
            })
            .join(""),
        )
        .join(",");
    })
    .join(";");
}

/**
 * `jsMap` (rules.js → rules.ts, as TypeScript writes it) through `rulesMap` (rules.ts → the
 * rules files): a map from rules.js to the rules files, their text included. Segments on
 * rules.ts lines with no rules line (section headers, shared code) are left out.
 */
export function composeRulesMap(jsMap: string, rulesMap: string): string {
  const js = JSON.parse(jsMap) as RawMap;
  const rules = JSON.parse(rulesMap) as RawMap;
  // rules.ts line → [source, line] in the rules: the compiler maps each line once, at its code.
  const byLine = decode(rules.mappings).map((segs) => {
    const seg = segs.find((s) => s.length >= 4);
    return seg ? [seg[1] as number, seg[2] as number] : null;
  });
  const lines = decode(js.mappings).map((segs) =>
    segs.flatMap((seg): Segment[] => {
      if (seg.length < 4) return [];
      const at = byLine[seg[2] as number];
      return at ? [[seg[0] as number, at[0] as number, at[1] as number, 0]] : [];
    }),
  );
  const root = rules.sourceRoot ?? "";
  // The rules files travel in sourcesContent; their paths are the ones the rules were built from.
  return JSON.stringify({
    version: 3,
    file: js.file ?? "rules.js",
    sources: rules.sources.map((s) => (root && s.startsWith(root) ? s.slice(root.length) : s)),
    sourcesContent: rules.sourcesContent ?? rules.sources.map(() => null),
    names: [],
    mappings: encode(lines),
  });
}
