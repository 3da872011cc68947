import { randomBytes, randomUUID } from "node:crypto";

/** A fresh uuid (user, session and team ids). */
export function newId(): string {
  return randomUUID();
}

/** An opaque, URL-safe random string (refresh tokens, codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
