// What both builds of @app/react export besides the core (index.ts for servers and Node,
// browser.ts for browser bundles): the provider and the hooks. Importing it registers the
// hook adapter, so every getter of the core's objects has a working hook twin.
import "./register-hooks.js";

// The hook twins' types, merged onto the core's classes and objects (hook-types.ts).
export type {
  AdminAppHooks,
  AdminProjectHooks,
  ClientAppHooks,
  CurrentSessionHooks,
  CurrentUserHooks,
  DeprecatedOAuthConnectionHooks,
  OAuthConnectionHooks,
  ServerAppHooks,
  ServerTeamHooks,
  ServerUserHooks,
  TeamHooks,
  UseConnectedAccount,
  UserPermissionHooks,
  UserTeamHooks,
} from "./hook-types.js";

export {
  type StackLang,
  type StackLanguage,
  useStackLanguage,
} from "./stack-language.js";
export {
  StackProvider as HexclaveProvider,
  StackProvider,
  type StackProviderProps,
} from "./stack-provider.js";
export { useAsyncStore } from "./use-async-store.js";
export {
  type CliAuthConfirmationState,
  type CliAuthConfirmationStatus,
  useCliAuthConfirmation,
} from "./use-cli-auth-confirmation.js";
export { useProject } from "./use-project.js";
export { usePromise } from "./use-promise.js";
export { useStackApp as useHexclaveApp, useStackApp } from "./use-stack-app.js";
export { useUser } from "./use-user.js";
