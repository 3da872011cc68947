import type { Context, MiddlewareHandler } from "hono";
import { StatusError } from "./status-error.js";

/**
 * The largest request body the emulator reads: 2 MiB, room for a 1,000,000-character profile
 * image and three full metadata fields.
 */
export const MAX_REQUEST_BODY_BYTES = 2 * 1024 * 1024;

/**
 * The most of an oversized body the emulator reads and throws away before it answers 413, so that
 * a client still sending reads the answer instead of a broken connection (a server that answers
 * and closes while the client writes makes it see EPIPE or a reset): 64 MiB. A larger body gets
 * the 413 at once, and the connection closes.
 */
export const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/** 413 text; when the rest of the body was not read, the answer closes the connection. */
function bodyTooLarge(maxBytes: number, bodyRead: boolean): StatusError {
  return new StatusError(
    413,
    `Request body too large: the limit is ${maxBytes} bytes.`,
    bodyRead ? {} : { connection: "close" },
  );
}

/**
 * Reads what is left of a body and keeps none of it, up to {@link MAX_DISCARDED_BYTES} in all
 * (`read` so far included). Whether the body ended within that.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, read: number) {
  let total = read;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    total += chunk.value.byteLength;
    if (total > MAX_DISCARDED_BYTES) return false;
  }
  return true;
}

/**
 * Refuses a request whose Content-Length is over `maxBytes` with 413 before any route runs. A body
 * up to {@link MAX_DISCARDED_BYTES} is read and thrown away first, so that the client reads the
 * answer; a larger one is answered at once.
 */
export function contentLengthLimit(maxBytes: number = MAX_REQUEST_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header("content-length"));
    if (declared > maxBytes) {
      const body = declared <= MAX_DISCARDED_BYTES ? c.req.raw.body : null;
      throw bodyTooLarge(maxBytes, body !== null && (await discardRest(body.getReader(), 0)));
    }
    await next();
  };
}

/**
 * The request body as text, read chunk by chunk and counted as it streams in (a chunked body has
 * no Content-Length): past `maxBytes` nothing more is kept, the rest is read and thrown away (up
 * to {@link MAX_DISCARDED_BYTES}) and the answer is 413, so an oversized body is never held.
 */
export async function readBodyText(
  c: Context,
  maxBytes: number = MAX_REQUEST_BODY_BYTES,
): Promise<string> {
  const body = c.req.raw.body;
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) throw bodyTooLarge(maxBytes, await discardRest(reader, size));
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
