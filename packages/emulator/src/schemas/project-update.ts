import {
  type oauthProviderConfigRequestSchema,
  oauthProviderProblems,
  type projectCreateRequestSchema,
  type projectUpdateRequestSchema,
  repeatedOAuthProviderIndex,
} from "@app/core/internal";
import type * as v from "valibot";
import { StatusError } from "../http/status-error.js";
import { schemaError } from "../http/validate.js";
import { EMAIL_THEME_IDS } from "../store/project-store.js";

// The bodies of project updates are the core's (`projectUpdateRequestSchema`,
// `projectCreateRequestSchema`), built from its config rules, so that the admin app and the
// emulator refuse the same values. The checks that span fields are here, in the service's format.

export type ProjectCreate = v.InferOutput<typeof projectCreateRequestSchema>;
export type ProjectUpdate = v.InferOutput<typeof projectUpdateRequestSchema>;
export type OAuthProviderUpdate = v.InferOutput<typeof oauthProviderConfigRequestSchema>;

const wireNames = { clientId: "client_id", clientSecret: "client_secret", type: "type" } as const;

/**
 * The checks that span fields (`oauthProviderProblems`: a standard provider needs its own client
 * id and secret, shared keys exist for four providers only), and a provider is listed once.
 */
export function checkOAuthProviders(providers: readonly OAuthProviderUpdate[]): void {
  const repeated = repeatedOAuthProviderIndex(providers);
  if (repeated >= 0) {
    const id = providers[repeated]?.id;
    schemaError(`body.config.oauth_providers[${repeated}].id`, `${id} is listed twice`);
  }
  providers.forEach((provider, index) => {
    const [problem] = oauthProviderProblems({
      id: provider.id,
      type: provider.type,
      clientId: provider.client_id,
      clientSecret: provider.client_secret,
    });
    if (problem) {
      schemaError(
        `body.config.oauth_providers[${index}].${wireNames[problem.field]}`,
        problem.message,
      );
    }
  });
}

/**
 * The checks of a project's new config that the schema cannot make: its OAuth providers
 * ({@link checkOAuthProviders}), and `email_theme` naming one of the project's themes (the
 * service's 400 text "Invalid email theme" otherwise).
 */
export function checkProjectConfig(
  config: { oauth_providers?: readonly OAuthProviderUpdate[]; email_theme?: string } | undefined,
): void {
  checkOAuthProviders(config?.oauth_providers ?? []);
  if (config?.email_theme !== undefined && !EMAIL_THEME_IDS.includes(config.email_theme)) {
    throw new StatusError(400, "Invalid email theme");
  }
}
