import { describe, expect, it } from "vitest";
import { makeBoard, neighboursOf } from "./board.js";
import { cellsOf, countsOf, countWritten } from "./counts.js";

const b = makeBoard({ name: "land", shape: "hex", rows: 6, cols: 6, offset: "oddR" });
/** The counts as the rules say them: h's neighbours holding v. */
const expected = (arr: (number | null)[], V: number) =>
  Array.from(
    { length: b.count * V },
    (_, i) => neighboursOf(b, Math.floor(i / V)).filter((n) => arr[n] === i % V).length,
  );

/** The cells holding each value, in reading order. */
const cellsFor = (arr: (number | null)[], V: number) =>
  Array.from({ length: V }, (_, v) => arr.flatMap((x, c) => (x === v ? [c] : [])));

describe("kept neighbour counts", () => {
  it("follow each write of a cell, and any other array asked for", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const a: (number | null)[] = new Array(b.count).fill(null);
    expect([...countsOf("t1", a, b, 3)]).toEqual(expected(a, 3));
    for (let i = 0; i < 200; i++) {
      const c = random(b.count);
      a[c] = random(4) === 3 ? null : random(3);
      countWritten("t1", a, c);
      if (i % 10 === 0) expect([...countsOf("t1", a, b, 3)]).toEqual(expected(a, 3));
      if (i % 7 === 0) expect(cellsOf("t1", a, b, 3)).toEqual(cellsFor(a, 3));
    }
    // A copy written before it is asked for (a new state's): compared cell by cell when asked.
    const copy = a.slice();
    copy[0] = 2;
    copy[5] = null;
    countWritten("t1", copy, 0);
    const before = cellsOf("t1", a, b, 3);
    const held = before.map((l) => l.slice());
    expect([...countsOf("t1", copy, b, 3)]).toEqual(expected(copy, 3));
    expect(cellsOf("t1", copy, b, 3)).toEqual(cellsFor(copy, 3));
    // Lists handed out are never changed in place.
    expect(before).toEqual(held);
    // The first array again: its counts, unchanged by the copy's writes.
    expect([...countsOf("t1", a, b, 3)]).toEqual(expected(a, 3));
    // Cells not known (-1): compared again at the next ask.
    a.fill(1);
    countWritten("t1", a, -1);
    expect([...countsOf("t1", a, b, 3)]).toEqual(expected(a, 3));
    expect(cellsOf("t1", a, b, 3)).toEqual(cellsFor(a, 3));
  });
});
