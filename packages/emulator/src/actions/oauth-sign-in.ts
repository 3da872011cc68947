import { KnownErrors } from "@app/core/errors";
import { signUpCountryCode } from "../http/request-country.js";
import { requestedScopes } from "../oauth/provider-scopes.js";
import { clientUserJson } from "../serialize/user-json.js";
import type { EmulatorServices } from "../services/context.js";
import type { OAuthFlowRecord, ProviderIdentity } from "../store/oauth-store.js";
import type { ProjectRecord } from "../store/project-store.js";
import type { UserRecord } from "../store/user-store.js";
import { findOAuthAccountOwner, linkOAuthAccount } from "./link-oauth-account.js";
import { createUser, updateUser } from "./save-user.js";

/** The user an OAuth callback signs in, and whether the flow created (or upgraded) them. */
export interface OAuthSignIn {
  user: UserRecord;
  isNewUser: boolean;
}

/**
 * Finds or makes the user of an OAuth callback, as the service does:
 * - `link`: the account joins the signed-in user of the flow, unless another user has it
 *   (OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER).
 * - a known account signs its user in.
 * - a new account whose e-mail another user signs in with follows the project's
 *   `oauth_account_merge_strategy`: `link_method` joins that user when both sides verified the
 *   e-mail, `raise_error` refuses (CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE), and
 *   `allow_duplicates` makes a new user whose e-mail does not sign in.
 * - otherwise a new user (SIGN_UP_NOT_ENABLED when sign-up is off), or the flow's anonymous user
 *   upgraded, keeping their id; either signs up from `requestCountry` (the callback request's).
 */
export async function resolveOAuthUser(
  services: EmulatorServices,
  project: ProjectRecord,
  flow: OAuthFlowRecord,
  identity: ProviderIdentity,
  requestCountry: string | null = null,
): Promise<OAuthSignIn> {
  const { users } = services.store;
  const account = {
    providerId: flow.providerId,
    accountId: identity.accountId,
    email: identity.email,
  };
  const listed = findOAuthAccountOwner(users.list(project.id, { includeAnonymous: true }), account);
  // Found by listing: got again by id, so that linking (a change in place) is written.
  const owner = listed && users.get(project.id, listed.id);
  // The scopes the user granted at the provider in this flow (its base scope and the flow's
  // provider_scope): what its access tokens carry.
  const scopes = requestedScopes(flow.providerId, flow.providerScope);
  const link = (user: UserRecord) => linkOAuthAccount(user, account, scopes, services.clock.now());
  const flowUser = flow.userId === null ? undefined : users.get(project.id, flow.userId);

  if (flow.type === "link") {
    if (!flowUser) throw new KnownErrors.UserNotFound();
    if (owner && owner.id !== flowUser.id) {
      throw new KnownErrors.OAuthConnectionAlreadyConnectedToAnotherUser();
    }
    link(flowUser);
    return { user: flowUser, isNewUser: false };
  }

  if (owner) {
    link(owner);
    return { user: owner, isNewUser: false };
  }

  let emailSignsIn = identity.email !== null;
  const emailOwner =
    identity.email === null ? undefined : users.findByAuthEmail(project.id, identity.email);
  if (emailOwner && identity.email !== null) {
    const taken = (wouldWorkIfVerified: boolean) =>
      new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse({
        type: "email",
        contact_channel_value: identity.email,
        would_work_if_email_was_verified: wouldWorkIfVerified,
      });
    switch (project.config.oauth_account_merge_strategy) {
      case "link_method": {
        const ownerVerified = clientUserJson(emailOwner, project).primary_email_verified;
        if (!ownerVerified || !identity.emailVerified) throw taken(!ownerVerified);
        link(emailOwner);
        return { user: emailOwner, isNewUser: false };
      }
      case "raise_error":
        throw taken(false);
      case "allow_duplicates":
        emailSignsIn = false;
        break;
    }
  }

  const anonymous = flowUser?.isAnonymous ? flowUser : undefined;
  if (!anonymous && !project.config.sign_up_enabled) throw new KnownErrors.SignUpNotEnabled();
  const fields = {
    display_name: identity.displayName,
    primary_email: identity.email,
    primary_email_verified: identity.email !== null && identity.emailVerified,
    primary_email_auth_enabled: emailSignsIn,
    country_code: signUpCountryCode(requestCountry, identity.email),
  };
  const user = anonymous
    ? await updateUser(services, project, anonymous, { ...fields, is_anonymous: false })
    : await createUser(services, project, fields);
  link(user);
  return { user, isNewUser: true };
}
