/** What the index reads of a user. */
interface IndexedUser {
  id: string;
  seq: number;
  contactChannels: readonly { value: string }[];
}

/**
 * The users of a table by their contact channels' e-mail addresses (any case), so that finding
 * who signs in with an address does not scan every user. The index is a hint that is always
 * checked: a lookup re-reads the users marked as possibly changed (`touch()`: every user the
 * store handed out by id, created or deleted, since a change in place goes through one of them),
 * and the caller tests each candidate against the record itself. A user handed out may still
 * change after a lookup (a route checks that no one else signs in with an address, then adds it),
 * so the marks stay, and every lookup re-reads those users, until `settle()` at the end of the
 * request.
 *
 * @example
 * ```ts
 * const index = new EmailIndex(users);
 * index.touch(user.id); // after handing `user` out: it may change
 * for (const candidate of index.candidates("Ada@example.com")) …
 * index.settle(); // the request is over: the users it handed out are no longer changed
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

  /** Marks a user as possibly changed (or gone): re-read at every lookup until `settle()`. */
  touch(id: string): void {
    this.#touched.add(id);
  }

  /**
   * Re-reads the users marked since the last call and forgets the marks: called when a request
   * is over (its commit), after which the records it handed out are not changed any more.
   */
  settle(): void {
    this.#refresh();
    this.#touched.clear();
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
      else this.#touched.add(id); // gone (a reset empties the table in place): dropped at settle()
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
  }

  /** A user by id without noting it as handed out (see `TrackedMap`): the index only reads. */
  #read(id: string): User | undefined {
    return Map.prototype.get.call(this.#users, id) as User | undefined;
  }
}
