import { urlSchema } from "@app/core/internal";
import type { Hono } from "hono";
import * as v from "valibot";
import { assertTrustedUrl } from "../actions/assert-trusted-url.js";
import { requireAccess, requireUser } from "../http/access.js";
import { readHeader } from "../http/headers.js";
import { json } from "../http/respond.js";
import { StatusError } from "../http/status-error.js";
import { readBody } from "../http/validate.js";
import type { AppEnv, EmulatorServices } from "../services/context.js";

/** The body of `POST /auth/oauth/cross-domain/authorize`, as the service checks it. */
const crossDomainAuthorizeSchema = v.strictObject({
  redirect_uri: urlSchema,
  state: v.pipe(
    v.string(),
    v.minLength(1, "must be at least 1 characters"),
    v.maxLength(512, "must be at most 512 characters"),
  ),
  code_challenge: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9._~-]{43,128}$/, "must be a PKCE S256 challenge (43 to 128 characters)"),
  ),
  code_challenge_method: v.optional(v.literal("S256"), "S256"),
  after_callback_redirect_url: v.optional(urlSchema),
});

/** The service's texts of a hand-off whose session cannot be proved. */
export const CROSS_DOMAIN_MESSAGES = Object.freeze({
  noRefreshToken: "Cross-domain auth handoff requires passing the current refresh token.",
  mismatch: "Cross-domain auth handoff refresh token does not match the authenticated session.",
});

/**
 * `POST /auth/oauth/cross-domain/authorize`: the hand-off of a signed-in session to the app's
 * handler on another domain, as on the service. The caller proves its session with its access
 * token and the same session's refresh token (`x-stack-refresh-token`); the answer
 * `{redirect_url}` is `redirect_uri` with a one-time authorization `code` and the `state`. That
 * code, exchanged at `POST /auth/oauth/token` with the PKCE verifier of `code_challenge` (S256)
 * and the same `redirect_uri`, answers the same session's refresh token (a new access token with
 * it), and `after_callback_redirect_url`. Both URLs must be trusted.
 */
export function registerCrossDomainAuthorizeRoutes(
  api: Hono<AppEnv>,
  services: EmulatorServices,
): void {
  api.post("/auth/oauth/cross-domain/authorize", async (c) => {
    const auth = requireAccess(c, "client");
    const body = await readBody(c, crossDomainAuthorizeSchema);
    const { project, user, refreshTokenId } = requireUser(auth);
    const refreshToken = readHeader(c, "refresh-token");
    if (!refreshToken) throw new StatusError(400, CROSS_DOMAIN_MESSAGES.noRefreshToken);
    const session = services.store.sessions.findByRefreshToken(project.id, refreshToken);
    if (!session || session.id !== refreshTokenId || session.userId !== user.id) {
      throw new StatusError(401, CROSS_DOMAIN_MESSAGES.mismatch);
    }
    assertTrustedUrl(project, body.redirect_uri);
    if (body.after_callback_redirect_url !== undefined) {
      assertTrustedUrl(project, body.after_callback_redirect_url);
    }
    const code = services.store.oauth.issueCode({
      projectId: project.id,
      userId: user.id,
      isNewUser: false,
      redirectUri: body.redirect_uri,
      codeChallenge: body.code_challenge,
      codeChallengeMethod: body.code_challenge_method,
      afterCallbackRedirectUrl: body.after_callback_redirect_url ?? null,
      sessionId: session.id,
    });
    const target = new URL(body.redirect_uri);
    target.searchParams.set("code", code.code);
    target.searchParams.set("state", body.state);
    return json(c, { redirect_url: target.toString() });
  });
}
