"use client";

import type { ClientProject } from "@app/core";
import { useStackApp } from "./use-stack-app.js";

/**
 * The current project and its client-visible config: `useStackApp().useProject()`, the hook twin
 * of `app.getProject()`. Suspends while it first loads.
 *
 * @example
 * ```tsx
 * function SignUpLink() {
 *   const project = useProject();
 *   return project.config.signUpEnabled ? <a href="/handler/sign-up">Sign up</a> : null;
 * }
 * ```
 */
export function useProject(): ClientProject {
  return useStackApp().useProject();
}
