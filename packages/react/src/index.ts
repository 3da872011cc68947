// @app/react: what code written for @stackframe/react imports from it (but the UI components,
// which are @app/ui's): the apps, whose objects carry a hook twin of every getter
// (`app.useProject()`, `user.useTeams()`, `team.useUsers()`…), the provider, `useStackApp`,
// `useUser`, and the core's types and errors.
import "./register-hooks.js";

export * from "@app/core";
export * from "@app/core/admin";
export * from "@app/core/server";
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
