/** What the index reads of a user. */
interface IndexedUser {
  id: string;
  seq: number;
  contactChannels: readonly { value: string }[];
}

/**
 * The users of a table by their contact channels' e-mail addresses (any case), so that finding
 * who signs in with an address does not scan every user. The index is a hint that is always
 * checked: a lookup refreshes the users marked as possibly changed since (`touch()`: every user
 * the store handed out by id, created or deleted, since a change in place goes through one of
 * them), and the caller tests each candidate against the record itself.
 *
 * @example
 * ```ts
 * const index = new EmailIndex(users);
 * index.touch(user.id); // after handing `user` out: it may change
 * for (const candidate of index.candidates("Ada@example.com")) …
 * ```
 */
export class EmailIndex<User extends IndexedUser> {
  readonly #users: ReadonlyMap<string, User>;
  readonly #byEmail = new Map<string, Set<string>>();
  /** The addresses each user is indexed under. */
  readonly #indexed = new Map<string, string[]>();
  readonly #touched = new Set<string>();

  /** Indexes the users `users` holds now; later changes must be `touch()`ed. */
  constructor(users: ReadonlyMap<string, User>) {
    this.#users = users;
    for (const id of users.keys()) this.#touched.add(id);
  }

  /** Marks a user as possibly changed (or gone): re-read at the next lookup. */
  touch(id: string): void {
    this.#touched.add(id);
  }

  /** The users that had a channel with this address, oldest first; stale ones left out. */
  candidates(email: string): User[] {
    this.#refresh();
    const ids = this.#byEmail.get(email.toLowerCase());
    if (!ids) return [];
    const users: User[] = [];
    for (const id of ids) {
      const user = this.#read(id);
      if (user) users.push(user);
      else this.#touched.add(id); // gone (a reset empties the table in place): dropped next time
    }
    return users.sort((a, b) => a.seq - b.seq);
  }

  #refresh(): void {
    for (const id of this.#touched) {
      for (const email of this.#indexed.get(id) ?? []) {
        const ids = this.#byEmail.get(email);
        ids?.delete(id);
        if (ids?.size === 0) this.#byEmail.delete(email);
      }
      const user = this.#read(id);
      if (!user) {
        this.#indexed.delete(id);
        continue;
      }
      const emails = [...new Set(user.contactChannels.map((c) => c.value.toLowerCase()))];
      this.#indexed.set(id, emails);
      for (const email of emails) {
        let ids = this.#byEmail.get(email);
        if (!ids) {
          ids = new Set();
          this.#byEmail.set(email, ids);
        }
        ids.add(id);
      }
    }
    this.#touched.clear();
  }

  /** A user by id without noting it as handed out (see `TrackedMap`): the index only reads. */
  #read(id: string): User | undefined {
    return Map.prototype.get.call(this.#users, id) as User | undefined;
  }
}
