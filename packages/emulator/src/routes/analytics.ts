import { gunzipSync } from "node:zlib";
import { KnownErrors } from "@app/core/errors";
import { uuidSchema } from "@app/core/internal";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import { requireAccess } from "../http/access.js";
import { MAX_REQUEST_BODY_BYTES, readBodyBytes } from "../http/body-limit.js";
import { json } from "../http/respond.js";
import { parseOrThrow, readRawBody } from "../http/validate.js";
import type { AppEnv } from "../services/context.js";

const millis = v.pipe(v.number(), v.integer(), v.minValue(0));

const eventBatchSchema = v.object({
  session_replay_segment_id: uuidSchema,
  batch_id: uuidSchema,
  sent_at_ms: millis,
  events: v.pipe(
    v.array(
      v.object({
        event_type: v.picklist(["$page-view", "$click"]),
        event_at_ms: millis,
        data: v.unknown(),
      }),
    ),
    v.minLength(1, "must have at least 1 item"),
    v.maxLength(500, "must have at most 500 items"),
  ),
});

/**
 * The body of an analytics upload: JSON, or (as the reference SDK sends it from a browser) JSON
 * compressed with gzip as `application/octet-stream`. A body that does not decompress or parse
 * is a BODY_PARSING_ERROR.
 */
async function readAnalyticsBody(c: Context): Promise<unknown> {
  if (c.req.header("content-type")?.split(";")[0]?.trim() !== "application/octet-stream") {
    return (await readRawBody(c)) ?? {};
  }
  const compressed = await readBodyBytes(c);
  try {
    const text = gunzipSync(compressed, { maxOutputLength: MAX_REQUEST_BODY_BYTES }).toString();
    return JSON.parse(text);
  } catch {
    throw new KnownErrors.BodyParsingError(
      {},
      "An application/octet-stream body must be JSON compressed with gzip.",
    );
  }
}

/**
 * Analytics, as the service answers a project without its analytics app (the emulator has
 * none): `POST /analytics/events/batch`, which the reference SDK's event tracker posts page
 * views and clicks to, checks the batch and stores nothing (`{ inserted: 0 }`).
 */
export function registerAnalyticsRoutes(api: Hono<AppEnv>): void {
  api.post("/analytics/events/batch", async (c) => {
    requireAccess(c, "client");
    parseOrThrow(eventBatchSchema, await readAnalyticsBody(c), "body");
    return json(c, { inserted: 0 });
  });
}
