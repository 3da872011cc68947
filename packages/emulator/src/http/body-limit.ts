import type { Context, MiddlewareHandler } from "hono";
import { StatusError } from "./status-error.js";

/**
 * The largest request body the emulator reads: 2 MiB, room for a 1,000,000-character profile
 * image and three full metadata fields.
 */
export const MAX_REQUEST_BODY_BYTES = 2 * 1024 * 1024;

/** 413 text; the answer closes the connection, so the client stops sending the rest. */
function bodyTooLarge(maxBytes: number): StatusError {
  return new StatusError(413, `Request body too large: the limit is ${maxBytes} bytes.`, {
    connection: "close",
  });
}

/** Refuses a request whose Content-Length is over `maxBytes` with 413, before any route runs. */
export function contentLengthLimit(maxBytes: number = MAX_REQUEST_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    if (Number(c.req.header("content-length")) > maxBytes) throw bodyTooLarge(maxBytes);
    await next();
  };
}

/**
 * The request body as text, read chunk by chunk and counted as it streams in (a chunked body has
 * no Content-Length): past `maxBytes` it throws 413 at once, so an oversized body is never held.
 */
export async function readBodyText(
  c: Context,
  maxBytes: number = MAX_REQUEST_BODY_BYTES,
): Promise<string> {
  return (await readBodyBytes(c, maxBytes)).toString("utf8");
}

/** The request body as bytes, read as {@link readBodyText} reads it (413 past `maxBytes`). */
export async function readBodyBytes(
  c: Context,
  maxBytes: number = MAX_REQUEST_BODY_BYTES,
): Promise<Buffer> {
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    // The rest is left unread: the 413 closes the connection.
    if (size > maxBytes) throw bodyTooLarge(maxBytes);
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}
