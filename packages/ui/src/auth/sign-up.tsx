"use client";

import { AuthPage, type AuthPageProps } from "./auth-page.js";

/**
 * Props of {@link SignUp}: those of {@link AuthPage} without `type`.
 *
 * @example
 * ```tsx
 * <SignUp fullPage noPasswordRepeat />
 * ```
 */
export type SignUpProps = Omit<AuthPageProps, "type">;

/**
 * The sign-up page: {@link AuthPage} with `type="sign-up"`.
 *
 * @example
 * ```tsx
 * export function RegisterRoute() {
 *   return <SignUp fullPage noPasswordRepeat />;
 * }
 * ```
 */
export function SignUp(props: SignUpProps) {
  return <AuthPage {...props} type="sign-up" />;
}
