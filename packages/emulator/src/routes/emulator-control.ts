import type { Hono } from "hono";
import * as v from "valibot";
import { json, text } from "../http/respond.js";
import { readRawBody, schemaError } from "../http/validate.js";
import { outboxPage } from "../outbox/outbox-page.js";
import type { EmulatorServices, OuterEnv } from "../services/context.js";
import { registerTestKitRoutes } from "./emulator-test-kit.js";

const clockChange = v.strictObject({
  advanceMs: v.optional(v.pipe(v.number(), v.finite())),
  setMs: v.optional(v.pipe(v.number(), v.finite())),
});

/**
 * The emulator's own controls, outside the API: `/emulator/faults` (GET lists, POST adds one,
 * DELETE removes all, `/emulator/faults/{id}` one), `/emulator/clock` (GET reads, POST
 * `{advanceMs}` or `{setMs}` moves, DELETE goes back to real time) and `/emulator/outbox` (GET
 * lists the e-mails sent, newest first, `?to=` filters, as JSON or as a page for a browser;
 * DELETE empties it) and `/emulator/requests` (GET lists the API requests received, oldest
 * first, `?method=` and `?path=` (a glob) filter; DELETE empties it), and the test set-up
 * controls of `registerTestKitRoutes` (reset, seeding, the newest e-mail to an address). Faults
 * never apply here, and these paths are not logged.
 */
export function registerEmulatorControlRoutes(
  app: Hono<OuterEnv>,
  services: EmulatorServices,
): void {
  const { faults, clock, outbox, requests } = services;
  registerTestKitRoutes(app, services);

  app.get("/emulator/requests", (c) =>
    json(c, {
      items: requests.list({
        method: c.req.query("method") || undefined,
        path: c.req.query("path") || undefined,
      }),
    }),
  );
  app.delete("/emulator/requests", (c) => {
    requests.clear();
    return json(c, { success: true });
  });

  app.get("/emulator/outbox", (c) => {
    const to = c.req.query("to") || undefined;
    const emails = outbox.list({ to });
    if (c.req.header("accept")?.includes("text/html")) {
      return c.html(outboxPage(emails, to));
    }
    return json(c, {
      items: emails.map(({ id, from, to, subject, text, html, sentAtMillis }) => ({
        id,
        from,
        to,
        subject,
        text,
        html,
        sentAtMillis,
      })),
    });
  });
  app.delete("/emulator/outbox", (c) => {
    outbox.clear();
    return json(c, { success: true });
  });

  app.get("/emulator/faults", (c) => json(c, { items: faults.list() }));
  app.post("/emulator/faults", async (c) => {
    return json(c, faults.addUnchecked((await readRawBody(c)) ?? {}), 201);
  });
  app.delete("/emulator/faults", (c) => {
    faults.clear();
    return json(c, { success: true });
  });
  app.get("/emulator/faults/:id", (c) => {
    const fault = faults.get(c.req.param("id"));
    return fault ? json(c, fault) : text(`No fault with id ${c.req.param("id")}.`, 404);
  });
  app.delete("/emulator/faults/:id", (c) => {
    const id = c.req.param("id");
    return faults.remove(id) ? json(c, { success: true }) : text(`No fault with id ${id}.`, 404);
  });

  const clockJson = () => {
    const nowMs = clock.now();
    return { nowMs, iso: new Date(nowMs).toISOString(), offsetMs: clock.offsetMs };
  };
  app.get("/emulator/clock", (c) => json(c, clockJson()));
  app.post("/emulator/clock", async (c) => {
    const result = v.safeParse(clockChange, (await readRawBody(c)) ?? {});
    const { advanceMs, setMs } = result.success ? result.output : {};
    if (advanceMs !== undefined && setMs === undefined) clock.advance(advanceMs);
    else if (setMs !== undefined && advanceMs === undefined) clock.set(setMs);
    else schemaError("body", "must have exactly one of advanceMs, setMs (a finite number)");
    return json(c, clockJson());
  });
  app.delete("/emulator/clock", (c) => {
    clock.reset();
    return json(c, clockJson());
  });
}
