// @app/react: a provider and suspense hooks over the stores of @app/core.

export { StackProvider, type StackProviderProps } from "./stack-provider.js";
export { useAsyncStore } from "./use-async-store.js";
export { useProject } from "./use-project.js";
export { useStackApp } from "./use-stack-app.js";
export { useUser } from "./use-user.js";
