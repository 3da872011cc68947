/**
 * A failure that the service reports with a bare status and a plain-text body, outside the
 * known-error catalogue (for example a client reading another user's permissions gets 403 text).
 */
export class StatusError extends Error {
  readonly status: number;
  /** Response headers the answer carries besides the usual ones. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "StatusError";
    this.status = status;
    this.headers = headers;
  }
}
