// What tests read from the e-mails the emulator sends: the link, the code it carries, and the
// one-time password of sign-in e-mails. Kept free of the server's modules, so that
// `@app/emulator/testing` loads nothing else.

/**
 * The fields of a sent e-mail that the readers look at.
 *
 * @inline
 */
export interface ReadableEmail {
  /** The e-mail's subject. */
  subject: string;
  /** The e-mail's plain text. */
  text: string;
  /** The e-mail's HTML, whose links are the e-mail's own (a name that looks like a URL is no link). */
  html?: string;
}

const HTML_ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#38;": "&",
};

/**
 * The targets of an e-mail's HTML links (`<a href="…">`), in order, their entities decoded: the
 * e-mail's own links, as the emulator's HTML has no other.
 *
 * @example
 * ```ts
 * emailLinks('<p><a href="http://localhost/cb?code=a&amp;x=1">…</a></p>'); // ["http://localhost/cb?code=a&x=1"]
 * ```
 */
export function emailLinks(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) =>
    (match[1] as string).replace(
      /&(?:amp|lt|gt|quot|#39|#38);/g,
      (entity) => HTML_ENTITIES[entity] ?? entity,
    ),
  );
}

/**
 * What the newest e-mail to an address carries; `null` for what it does not.
 *
 * @example
 * ```ts
 * const { link, code, otp } = await emulator.outbox.latest("ada@example.com");
 * ```
 */
export interface EmailContents {
  /**
   * The e-mail's link (a sign-in, reset, verification or invitation link): the first link of its
   * HTML, or without HTML the first URL of its text.
   */
  link: string | null;
  /** The link's `code` query parameter. */
  code: string | null;
  /** The one-time password a sign-in e-mail shows (6 characters), for typing in instead. */
  otp: string | null;
}

/**
 * The link, code and one-time password of an e-mail.
 *
 * @example
 * ```ts
 * const { link, code, otp } = emailContents(emulator.outbox.latest("ada@example.com"));
 * ```
 */
export function emailContents(email: ReadableEmail): EmailContents {
  // The HTML's first link is the e-mail's own; in the text, a name that looks like a URL (a team's,
  // in an invitation) could come before it. E-mails without HTML: the text's first URL.
  const link =
    (email.html ? emailLinks(email.html)[0] : undefined) ??
    email.text.match(/https?:\/\/\S+/)?.[0] ??
    null;
  let code: string | null = null;
  if (link) {
    try {
      code = new URL(link).searchParams.get("code");
    } catch {
      // Not a URL after all: no code.
    }
  }
  // The code stands alone on its line (its own paragraph); a project's template may instead put
  // it in the subject, as the default subject does ("…: Your code is K7Q2ZP").
  const otp =
    email.text.match(/^([A-Z0-9]{6})$/m)?.[1] ??
    email.subject.match(/\bcode is:? ([A-Z0-9]{6})\b/i)?.[1] ??
    null;
  return { link, code, otp };
}

/** The error when nothing was sent to `address`. */
export function nothingSentTo(address: string): Error {
  return new Error(`No e-mail was sent to ${address}.`);
}

const describe = {
  link: "has no link",
  code: "has no link with a code",
  otp: "shows no one-time password",
} as const;

/**
 * The link, code or one-time password of `email` (the newest to `address`), or an error naming
 * the address and the e-mail's subject.
 *
 * @example
 * ```ts
 * const code = readEmail(emulator.outbox.latest(to), to, "code");
 * ```
 */
export function readEmail(
  email: ReadableEmail,
  address: string,
  what: keyof EmailContents,
): string {
  const value = emailContents(email)[what];
  if (value === null) {
    throw new Error(`The newest e-mail to ${address} ("${email.subject}") ${describe[what]}.`);
  }
  return value;
}

/**
 * What the outbox of a running emulator reads for tests, on top of `list()` and `clear()`: the
 * newest e-mail to an address, its link, its code and its one-time password. Each throws an
 * error naming the address when nothing was sent there, or when the newest e-mail has no such
 * thing.
 *
 * @example
 * ```ts
 * await app.sendMagicLinkEmail("ada@example.com");
 * const otp = emulator.outbox.latestOtp("ada@example.com"); // "K7Q2ZP"
 * const code = emulator.outbox.latestCode("ada@example.com"); // the whole code of the link
 * ```
 */
export interface OutboxReaders<E extends ReadableEmail> {
  /** The newest e-mail to `address` (case-insensitive). */
  latest(address: string): E;
  /** The link of the newest e-mail to `address`. */
  latestLink(address: string): string;
  /** The `code` query parameter of that link. */
  latestCode(address: string): string;
  /** The one-time password of the newest e-mail to `address` (a sign-in e-mail). */
  latestOtp(address: string): string;
}

/**
 * The readers of an outbox that lists e-mails newest first.
 *
 * @example
 * ```ts
 * const readers = outboxReaders((to) => outbox.list({ to }));
 * readers.latestCode("ada@example.com");
 * ```
 */
export function outboxReaders<E extends ReadableEmail>(
  list: (to: string) => E[],
): OutboxReaders<E> {
  const latest = (address: string): E => {
    const [email] = list(address);
    if (!email) throw nothingSentTo(address);
    return email;
  };
  return {
    latest,
    latestLink: (address) => readEmail(latest(address), address, "link"),
    latestCode: (address) => readEmail(latest(address), address, "code"),
    latestOtp: (address) => readEmail(latest(address), address, "otp"),
  };
}
