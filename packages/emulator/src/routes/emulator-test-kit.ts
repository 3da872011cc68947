import type { Hono } from "hono";
import { resetState } from "../actions/reset-state.js";
import { seedTeam, seedUser } from "../actions/seed-test-data.js";
import { json, text } from "../http/respond.js";
import { readRawBody, schemaError } from "../http/validate.js";
import { emailContents, nothingSentTo } from "../outbox/read-email.js";
import type { EmulatorServices, OuterEnv } from "../services/context.js";

/**
 * The test set-up controls, beside `/emulator/faults` and the others: `POST /emulator/reset`
 * (back to the state the emulator started in), `POST /emulator/seed/users` and
 * `POST /emulator/seed/teams` (the options of `emulator.seed.user()` / `.team()` as JSON; 201 with
 * what was made), and `GET /emulator/outbox/latest?to=` (the newest e-mail to an address with its
 * `link`, `code` and `otp`, or 404 naming the address).
 */
export function registerTestKitRoutes(app: Hono<OuterEnv>, services: EmulatorServices): void {
  app.post("/emulator/reset", async (c) => {
    await resetState(services);
    return json(c, { success: true });
  });

  app.post("/emulator/seed/users", async (c) =>
    json(c, await seedUser(services, (await readRawBody(c)) ?? {}), 201),
  );
  app.post("/emulator/seed/teams", async (c) =>
    json(c, seedTeam(services, (await readRawBody(c)) ?? {}), 201),
  );

  app.get("/emulator/outbox/latest", (c) => {
    const to = c.req.query("to");
    if (!to) schemaError("query.to", "is required");
    const [email] = services.outbox.list({ to });
    if (!email) return text(nothingSentTo(to).message, 404);
    const { id, from, subject, text: body, html, sentAtMillis } = email;
    return json(c, {
      id,
      from,
      to: email.to,
      subject,
      text: body,
      html,
      sentAtMillis,
      ...emailContents(email),
    });
  });
}
