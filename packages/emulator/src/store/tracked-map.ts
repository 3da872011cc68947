/**
 * A table's `Map` that notes which keys a request may have changed: the keys it sets or deletes,
 * and the keys whose record it hands out by `get()`, since stores and routes change records in
 * place (`user.displayName = …`). Iterating (`values()`, `for…of`) notes nothing, so a scan of a
 * large table stays cheap: a record reached by iterating and then changed must be `set()` again.
 * {@link Tables.commit} re-encodes the noted records only, and writes those that differ.
 *
 * @example
 * ```ts
 * const touched = new Set<string>();
 * const users = new TrackedMap<UserRecord>(touched);
 * users.get("u-1"); // touched: {"u-1"}
 * for (const user of users.values()) if (user.isAnonymous) users.set(user.id, { ...user, displayName: null });
 * ```
 */
export class TrackedMap<V> extends Map<string, V> {
  readonly #touched: Set<string>;

  /** `touched` receives the keys; {@link Tables} empties it at each commit. */
  constructor(touched: Set<string>) {
    super();
    this.#touched = touched;
  }

  override get(key: string): V | undefined {
    const value = super.get(key);
    if (value !== undefined) this.#touched.add(key);
    return value;
  }

  override set(key: string, value: V): this {
    this.#touched.add(key);
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    const deleted = super.delete(key);
    if (deleted) this.#touched.add(key);
    return deleted;
  }

  override clear(): void {
    for (const key of super.keys()) this.#touched.add(key);
    super.clear();
  }

  /** The record under `key`, without noting it (for the commit and for loading). */
  peek(key: string): V | undefined {
    return super.get(key);
  }

  /** Puts a stored record back without noting it: it is already written. */
  restore(key: string, value: V): void {
    super.set(key, value);
  }
}
