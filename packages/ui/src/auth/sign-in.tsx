"use client";

import { AuthPage, type AuthPageProps } from "./auth-page.js";

/**
 * Props of {@link SignIn}: those of {@link AuthPage} without `type`.
 *
 * @example
 * ```tsx
 * <SignIn fullPage />
 * ```
 */
export type SignInProps = Omit<AuthPageProps, "type" | "noPasswordRepeat">;

/**
 * The sign-in page: {@link AuthPage} with `type="sign-in"`.
 *
 * @example
 * ```tsx
 * export function LoginRoute() {
 *   return <SignIn fullPage automaticRedirect />;
 * }
 * ```
 */
export function SignIn(props: SignInProps) {
  return <AuthPage {...props} type="sign-in" />;
}
