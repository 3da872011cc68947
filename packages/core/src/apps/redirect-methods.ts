// The `redirectTo…()` methods of the client app, one per handler page, declared here and merged
// into StackClientApp's type (the constructor makes them from REDIRECT_PAGES).

/**
 * How `redirectTo…()` navigates (the reference SDK's options).
 *
 * @example
 * ```ts
 * await app.redirectToSignIn({ replace: true });
 * ```
 */
export interface RedirectToOptions {
  /** Replace the current page in the history instead of adding one. */
  replace?: boolean;
  /** Sign-in and sign-up: do not come back to this page afterwards. */
  noRedirectBack?: boolean;
}

/** The client app's `redirectTo…()` methods, one per handler page. */
export interface RedirectMethods {
  /** Goes to sign-in, remembering the current page in `after_auth_return_to`. */
  readonly redirectToSignIn: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to sign-up, remembering the current page in `after_auth_return_to`. */
  readonly redirectToSignUp: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to `after_auth_return_to`, else the after-sign-in page. */
  readonly redirectToAfterSignIn: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to `after_auth_return_to`, else the after-sign-up page. */
  readonly redirectToAfterSignUp: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the after-sign-out page. */
  readonly redirectToAfterSignOut: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the home page. */
  readonly redirectToHome: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the sign-out page. */
  readonly redirectToSignOut: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the e-mail verification page. */
  readonly redirectToEmailVerification: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the password reset page. */
  readonly redirectToPasswordReset: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the forgot-password page. */
  readonly redirectToForgotPassword: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the OAuth callback page. */
  readonly redirectToOAuthCallback: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the magic link callback page. */
  readonly redirectToMagicLinkCallback: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the account settings page. */
  readonly redirectToAccountSettings: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the error page. */
  readonly redirectToError: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the team invitation page. */
  readonly redirectToTeamInvitation: (options?: RedirectToOptions) => Promise<void>;

  /** Goes to the CLI login confirmation page. */
  readonly redirectToCliAuthConfirm: (options?: RedirectToOptions) => Promise<void>;
}
