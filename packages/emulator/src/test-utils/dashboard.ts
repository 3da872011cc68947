// Shared by the dashboard's tests: an emulator app in this process, seeded as on start.

import { DEMO_PROJECT, seedState } from "../actions/seed.js";
import { createApp } from "../server/app.js";
import { createServices } from "../server/services.js";
import { projectHeaders } from "./harness.js";

/** What the emulator listens on in these tests (requests go to `http://localhost`). */
export const LISTEN_URL = "http://127.0.0.1:8102";

/** An emulator app with the demo project and users, and its services. */
export async function seededApp() {
  const services = createServices({ baseUrl: () => LISTEN_URL, quiet: true });
  await seedState(services, { users: true });
  services.store.tables.commit();
  return { services, app: createApp(services) };
}

type App = Awaited<ReturnType<typeof seededApp>>["app"];

/** Opens `path` as a browser would (accepting HTML) and reads the page. */
export async function openPage(app: App, path = "/") {
  const response = await app.request(path, { headers: { accept: "text/html" } });
  return { status: response.status, page: await response.text(), response };
}

/** Posts a form as the dashboard's own page does (same origin), or with `headers` instead. */
export function postForm(
  app: App,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: "http://localhost", "sec-fetch-site": "same-origin" },
) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ project: DEMO_PROJECT.id, ...fields }).toString(),
  });
}

/** Signs in to the demo project through the API; the answer's status and tokens. */
export async function apiSignIn(app: App, email: string, password: string) {
  const response = await app.request("/api/v1/auth/password/sign-in", {
    method: "POST",
    headers: { ...projectHeaders("client"), "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { access_token: string; user_id: string },
  };
}
