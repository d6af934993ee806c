/**
 * chevrotain 13 calls `Object.groupBy` (ES2024) while a parser analyses its grammar; Node 20 lacks
 * it. Every module that imports chevrotain imports this file first, so the function exists before
 * the first parser is constructed. Browsers and Node 22+ already have it and are left alone.
 */
type GroupBy = <T, K extends PropertyKey>(
  items: Iterable<T>,
  keyOf: (item: T, index: number) => K,
) => Partial<Record<K, T[]>>;

const objectWithGroupBy = Object as unknown as { groupBy?: GroupBy };

if (typeof objectWithGroupBy.groupBy !== "function") {
  const groupBy: GroupBy = <T, K extends PropertyKey>(
    items: Iterable<T>,
    keyOf: (item: T, index: number) => K,
  ) => {
    // A null-prototype object, like the native one, so keys such as "constructor" are safe.
    const groups = Object.create(null) as Partial<Record<K, T[]>>;
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups[key];
      if (group) group.push(item);
      else groups[key] = [item];
    }
    return groups;
  };
  Object.defineProperty(Object, "groupBy", {
    value: groupBy,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

export {};
