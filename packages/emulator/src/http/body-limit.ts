import type { HttpBindings } from "@hono/node-server";
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

type Chunks = AsyncIterator<Uint8Array, unknown, undefined>;

/**
 * The request body's chunks as they arrive: straight from Node's request when the emulator
 * serves over HTTP (no web stream and no `Request` built in between, the cheaper path), else from
 * the web request (`app.request()` in tests). Stopping early leaves Node's request open, so that
 * the rest can still be read.
 */
function bodyChunks(c: Context): Chunks | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming.iterator({ destroyOnReturn: false })[Symbol.asyncIterator]();
  const reader = c.req.raw.body?.getReader();
  return reader && { next: () => reader.read() as Promise<IteratorResult<Uint8Array>> };
}

/**
 * Reads what is left of a body and keeps none of it, up to {@link MAX_DISCARDED_BYTES} in all
 * (`read` so far included). Whether the body ended within that.
 */
async function discardRest(chunks: Chunks, read: number): Promise<boolean> {
  let total = read;
  for (let chunk = await chunks.next(); !chunk.done; chunk = await chunks.next()) {
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
      const chunks = declared <= MAX_DISCARDED_BYTES ? bodyChunks(c) : undefined;
      throw bodyTooLarge(maxBytes, chunks !== undefined && (await discardRest(chunks, 0)));
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
  return (await readBodyBytes(c, maxBytes)).toString("utf8");
}

/** The request body as bytes, read as {@link readBodyText} reads it (413 past `maxBytes`). */
export async function readBodyBytes(
  c: Context,
  maxBytes: number = MAX_REQUEST_BODY_BYTES,
): Promise<Buffer> {
  const chunks = bodyChunks(c);
  if (!chunks) return Buffer.alloc(0);
  const kept: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await chunks.next(); !chunk.done; chunk = await chunks.next()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) throw bodyTooLarge(maxBytes, await discardRest(chunks, size));
    kept.push(chunk.value);
  }
  return Buffer.concat(kept);
}
