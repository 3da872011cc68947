import { Hono } from "hono";
import { registerDashboardRoutes } from "../dashboard/dashboard-routes.js";
import { faultInjection } from "../faults/fault-injection.js";
import { apiOriginAccess } from "../http/api-origin-access.js";
import { contentLengthLimit } from "../http/body-limit.js";
import { controlAccess } from "../http/control-access.js";
import { envelope, handleError, notFound } from "../http/envelope.js";
import { projectAuth } from "../http/project-auth.js";
import { registerMockOAuthProviderRoutes } from "../oauth/mock-provider.js";
import { requestLogging } from "../requests/request-log.js";
import { registerAnalyticsRoutes } from "../routes/analytics.js";
import { registerTeamApiKeyRoutes, registerUserApiKeyRoutes } from "../routes/api-keys.js";
import { registerApiRootRoutes } from "../routes/api-root.js";
import { registerAnonymousRoutes } from "../routes/auth-anonymous.js";
import { registerCliAuthRoutes } from "../routes/auth-cli.js";
import { registerMfaRoutes } from "../routes/auth-mfa.js";
import { registerOAuthAuthorizeRoutes } from "../routes/auth-oauth-authorize.js";
import { registerOAuthCallbackRoutes } from "../routes/auth-oauth-callback.js";
import { registerCrossDomainAuthorizeRoutes } from "../routes/auth-oauth-cross-domain.js";
import { registerOAuthTokenRoutes } from "../routes/auth-oauth-token.js";
import { registerOtpRoutes } from "../routes/auth-otp.js";
import { registerPasskeyRoutes } from "../routes/auth-passkey.js";
import { registerPasswordRoutes } from "../routes/auth-password.js";
import { registerPasswordResetRoutes } from "../routes/auth-password-reset.js";
import { registerSessionRoutes } from "../routes/auth-sessions.js";
import { registerBackendUrlRoutes } from "../routes/backend-urls.js";
import { registerFeatureSupportRoutes } from "../routes/check-feature-support.js";
import { registerConfigOverrideRoutes } from "../routes/config-override.js";
import { registerConnectedAccountRoutes } from "../routes/connected-accounts.js";
import { registerContactChannelRoutes } from "../routes/contact-channels.js";
import { registerEmailTemplateRoutes } from "../routes/email-templates.js";
import { registerEmailRoutes } from "../routes/emails.js";
import { registerEmulatorControlRoutes } from "../routes/emulator-control.js";
import { registerInternalApiKeyRoutes } from "../routes/internal-api-keys.js";
import { registerInternalProjectRoutes } from "../routes/internal-projects.js";
import { registerJwksRoutes } from "../routes/jwks.js";
import { registerMetricsRoutes } from "../routes/metrics.js";
import { registerNotificationPreferenceRoutes } from "../routes/notification-preferences.js";
import { registerOAuthProviderRoutes } from "../routes/oauth-providers.js";
import { registerPasswordChangeRoutes } from "../routes/password-change.js";
import { registerPaymentRoutes } from "../routes/payments.js";
import { registerPermissionDefinitionRoutes } from "../routes/permission-definitions.js";
import { registerPermissionRoutes } from "../routes/permissions.js";
import { registerProjectRoutes } from "../routes/projects.js";
import { registerTeamInvitationRoutes } from "../routes/team-invitations.js";
import { registerTeamMembershipRoutes } from "../routes/team-memberships.js";
import { registerTeamRoutes } from "../routes/teams.js";
import { registerUserSessionRoutes } from "../routes/user-sessions.js";
import { registerUserRoutes } from "../routes/users.js";
import { registerCurrentUserRoutes } from "../routes/users-me.js";
import { registerWebhookRoutes } from "../routes/webhooks.js";
import type { AppEnv, EmulatorServices, OuterEnv } from "../services/context.js";

/**
 * The HTTP application: the envelope (CORS, request ids, error rewriting), the request body
 * limit and fault injection around the API and the emulator's controls (`/emulator/…`), which is served under `/api/v1` and its alias `/api/latest`. Each resource
 * registers its own routes.
 */
export function createApp(services: EmulatorServices): Hono<OuterEnv> {
  const api = new Hono<AppEnv>();
  // The OAuth token endpoint authenticates its client from the form (client_id, client_secret)
  // and ignores the x-stack-* headers, an access token included (WIRE.md section 10). Registered
  // before the project authentication middleware, it answers without that middleware running.
  registerOAuthTokenRoutes(api, services);
  api.use("*", projectAuth(services));
  registerApiRootRoutes(api);
  registerJwksRoutes(api, services);
  registerPasswordRoutes(api, services);
  registerPasswordChangeRoutes(api, services);
  registerPasswordResetRoutes(api, services);
  registerOtpRoutes(api, services);
  registerMfaRoutes(api, services);
  registerAnonymousRoutes(api, services);
  registerOAuthAuthorizeRoutes(api, services);
  registerOAuthCallbackRoutes(api, services);
  registerCrossDomainAuthorizeRoutes(api, services);
  registerPasskeyRoutes(api, services);
  registerCliAuthRoutes(api, services);
  registerSessionRoutes(api, services);
  // After `/auth/sessions/current`, which `/auth/sessions/:id` would otherwise shadow.
  registerUserSessionRoutes(api, services);
  // `/users/me` before `/users/:user_id`.
  registerCurrentUserRoutes(api, services);
  registerUserRoutes(api, services);
  registerProjectRoutes(api, services);
  registerTeamRoutes(api, services);
  registerTeamMembershipRoutes(api, services);
  registerTeamInvitationRoutes(api, services);
  registerPermissionRoutes(api, services);
  registerPermissionDefinitionRoutes(api, services);
  registerContactChannelRoutes(api, services);
  registerOAuthProviderRoutes(api, services);
  registerConnectedAccountRoutes(api, services);
  registerFeatureSupportRoutes(api);
  registerBackendUrlRoutes(api);
  registerInternalProjectRoutes(api, services);
  registerConfigOverrideRoutes(api);
  registerEmailTemplateRoutes(api, services);
  registerEmailRoutes(api, services);
  registerMetricsRoutes(api, services);
  registerWebhookRoutes(api, services);
  registerUserApiKeyRoutes(api, services);
  registerTeamApiKeyRoutes(api, services);
  registerInternalApiKeyRoutes(api, services);
  registerPaymentRoutes(api, services);
  registerAnalyticsRoutes(api);
  registerNotificationPreferenceRoutes(api, services);

  const app = new Hono<OuterEnv>();
  // The emulator's own paths answer only this machine's pages and allowed hosts.
  app.use("*", controlAccess(services));
  // The API's server and admin access answer only pages of trusted origins (and scripts).
  app.use("*", apiOriginAccess(services));
  app.use("*", envelope(services.log));
  app.use("*", requestLogging(services.requests));
  // The one write path: what a request changed is written before its answer leaves.
  app.use("*", async (_c, next) => {
    services.store.tables.begin();
    try {
      await next();
    } finally {
      services.store.tables.end();
    }
  });
  app.use("*", contentLengthLimit());
  app.use("*", faultInjection(services.faults));
  registerEmulatorControlRoutes(app, services);
  registerMockOAuthProviderRoutes(app, services);
  // The dashboard: `/` in a browser, its form posts under `/emulator/dashboard/`.
  registerDashboardRoutes(app, services);
  app.route("/api/v1", api);
  app.route("/api/latest", api);
  app.notFound(notFound);
  app.onError(handleError);
  return app;
}
