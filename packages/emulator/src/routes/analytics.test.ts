import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { knownError, projectHeaders, readResult, useTestEmulator } from "../test-utils/harness.js";
import { newUser } from "../test-utils/team-helpers.js";

const emulator = useTestEmulator();

const batch = (events: unknown[]) => ({
  session_replay_segment_id: crypto.randomUUID(),
  batch_id: crypto.randomUUID(),
  sent_at_ms: Date.now(),
  events,
});

describe("POST /analytics/events/batch", () => {
  // Regression: the route was missing, and the reference SDK's event tracker warned on every
  // page of an app ("EventTracker flush failed: … 404").
  it("takes a batch of page views and clicks, and stores none (a project without analytics)", async () => {
    const ada = await newUser(emulator);
    const res = await ada.call("POST", "/analytics/events/batch", {
      body: batch([
        { event_type: "$page-view", event_at_ms: Date.now(), data: { path: "/" } },
        { event_type: "$click", event_at_ms: Date.now(), data: { selector: "button" } },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ inserted: 0 });
  });

  it("refuses an event type it does not know, and an empty batch (SCHEMA_ERROR)", async () => {
    const ada = await newUser(emulator);
    const unknown = await ada.call("POST", "/analytics/events/batch", {
      body: batch([{ event_type: "$scroll", event_at_ms: 0, data: {} }]),
    });
    expect(knownError(unknown)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
    expect(unknown.body.error).toContain("body.events[0].event_type");
    const empty = await ada.call("POST", "/analytics/events/batch", { body: batch([]) });
    expect(knownError(empty)).toMatchObject({ status: 400, code: "SCHEMA_ERROR" });
  });

  // Regression: the reference SDK gzips its batches in a browser and sends them as
  // application/octet-stream; the emulator answered BODY_PARSING_ERROR.
  it("reads a gzip-compressed batch sent as application/octet-stream", async () => {
    const ada = await newUser(emulator);
    const upload = (body: Uint8Array<ArrayBuffer>) =>
      fetch(`${emulator.url}/api/v1/analytics/events/batch`, {
        method: "POST",
        headers: {
          ...projectHeaders("client"),
          "x-stack-access-token": ada.accessToken,
          "content-type": "application/octet-stream",
        },
        body,
      }).then(readResult);
    const events = [{ event_type: "$page-view", event_at_ms: Date.now(), data: {} }];
    const res = await upload(new Uint8Array(gzipSync(JSON.stringify(batch(events)))));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ inserted: 0 });
    const garbled = await upload(new TextEncoder().encode("not gzip"));
    expect(knownError(garbled)).toMatchObject({ status: 400, code: "BODY_PARSING_ERROR" });
  });
});
