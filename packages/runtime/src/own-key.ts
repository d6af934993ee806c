/**
 * Sets `key` on `target` as an own data property, whatever the key: plain assignment of
 * `__proto__` would replace the object's prototype instead, so a zone, variable or option the
 * rules name `__proto__` would be missing from a view or from a game's options.
 */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}
