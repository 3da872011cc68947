import { createHash } from "node:crypto";
import { isValidEmail, oauthProviderName } from "@app/core/internal";
import type { Context, Hono } from "hono";
import { readRawBody } from "../http/validate.js";
import { clientUserJson } from "../serialize/user-json.js";
import type { EmulatorServices, OuterEnv } from "../services/context.js";
import type { OAuthFlowRecord } from "../store/oauth-store.js";
import { providerCallbackUrl } from "./callback-url.js";
import { mockProviderErrorPage, mockProviderPage } from "./mock-provider-page.js";
import { requestedScopes } from "./provider-scopes.js";

// The emulator's stand-in for every OAuth provider (github, google, … twitch): an authorize page
// where the person picks who to be, which then redirects to the emulator's OAuth callback with a
// code, as a real provider would. No network is needed, so the whole redirect flow runs offline.

const PATH = "/emulator/oauth-provider/:provider/authorize";

/**
 * Where the authorize endpoint sends the browser for `flow`: the mock provider's page, with the
 * parameters a real provider receives.
 */
export function mockProviderAuthorizeUrl(origin: string, flow: OAuthFlowRecord): string {
  const url = new URL(
    `${origin}/emulator/oauth-provider/${encodeURIComponent(flow.providerId)}/authorize`,
  );
  url.searchParams.set("client_id", flow.projectId);
  url.searchParams.set("redirect_uri", providerCallbackUrl(origin, flow.providerId));
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", requestedScopes(flow.providerId, flow.providerScope).join(" "));
  url.searchParams.set("state", flow.innerState);
  return url.toString();
}

/**
 * The user's id at the mock provider: the same e-mail is the same account, so signing in again
 * with it is a returning user.
 */
export function mockAccountId(providerId: string, email: string): string {
  const hash = createHash("sha256").update(`${providerId}\n${email.toLowerCase()}`);
  return hash.digest("hex").slice(0, 20);
}

function html(body: string, status: number): Response {
  return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

/** The page's defaults: the signed-in user's e-mail and name for a link, made-up ones otherwise. */
function defaults(services: EmulatorServices, flow: OAuthFlowRecord) {
  const user =
    flow.userId === null ? undefined : services.store.users.get(flow.projectId, flow.userId);
  const project = services.store.projects.get(flow.projectId);
  const json = user && project && !user.isAnonymous ? clientUserJson(user, project) : undefined;
  return {
    email: json?.primary_email ?? `${flow.providerId}.user@example.com`,
    name: json?.display_name ?? "Emulated User",
  };
}

function unknownFlowPage(): Response {
  return html(
    mockProviderErrorPage(
      "This sign-in has ended",
      "It was used already or never started here. Go back to the app and sign in again.",
    ),
    400,
  );
}

/**
 * `GET /emulator/oauth-provider/{provider}/authorize` (the page) and `POST` (its form): Continue
 * redirects (303) to the OAuth callback with a code for the e-mail and name given; Cancel with
 * `error=access_denied`. A flow whose callback ran gets a page that says it has ended.
 */
export function registerMockOAuthProviderRoutes(
  app: Hono<OuterEnv>,
  services: EmulatorServices,
): void {
  const flowOf = (c: Context, state: string | undefined) => {
    const flow = state ? services.store.oauth.findFlow(state) : undefined;
    // A flow whose callback ran already is over here too (an expired one is the callback's to say).
    const open = flow && !flow.finishedAtMillis;
    return open && flow.providerId === c.req.param("provider") ? flow : undefined;
  };
  const page = (flow: OAuthFlowRecord, values: { email: string; name: string }, error?: string) =>
    mockProviderPage({
      providerName: oauthProviderName(flow.providerId),
      appName: services.store.projects.get(flow.projectId)?.displayName ?? flow.projectId,
      state: flow.innerState,
      emailVerified: true,
      ...values,
      ...(error ? { error } : {}),
    });

  app.get(PATH, (c) => {
    const flow = flowOf(c, c.req.query("state"));
    if (!flow) return unknownFlowPage();
    return html(page(flow, defaults(services, flow)), 200);
  });

  app.post(PATH, async (c) => {
    const form = ((await readRawBody(c)) ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    const flow = flowOf(c, field("state"));
    if (!flow) return unknownFlowPage();
    const origin = new URL(c.req.url).origin;
    const callback = new URL(providerCallbackUrl(origin, flow.providerId));
    callback.searchParams.set("state", flow.innerState);
    if (field("action") === "deny") {
      callback.searchParams.set("error", "access_denied");
      return c.redirect(callback.toString(), 303);
    }
    const email = field("email").trim();
    const name = field("name").trim();
    if (!isValidEmail(email)) {
      return html(page(flow, { email, name }, "Please enter a valid e-mail address."), 400);
    }
    const grant = services.store.oauth.addProviderGrant(flow.innerState, {
      accountId: mockAccountId(flow.providerId, email),
      email,
      emailVerified: field("email_verified") === "true",
      displayName: name || null,
    });
    callback.searchParams.set("code", grant.code);
    return c.redirect(callback.toString(), 303);
  });
}
