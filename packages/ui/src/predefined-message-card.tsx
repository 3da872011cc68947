import { useStackApp } from "@app/react";
import { MessageCard } from "./message-card.js";

/** The message cards every auth flow shares. */
export type PredefinedMessageCardType =
  | "signedIn"
  | "signedOut"
  | "signUpDisabled"
  | "emailSent"
  | "passwordReset"
  | "unknownError";

/** Props of {@link PredefinedMessageCard}. */
export interface PredefinedMessageCardProps {
  type: PredefinedMessageCardType;
  /** Centre the card on the whole page. */
  fullPage?: boolean;
}

/**
 * One of the standard message cards, with its fixed texts and buttons wired to the app of the
 * nearest `StackProvider` ("Go home", "Sign in", "Sign out").
 *
 * @example
 * ```tsx
 * function AccountGate() {
 *   const user = useUser();
 *   return user ? <Account user={user} /> : <PredefinedMessageCard type="signedOut" fullPage />;
 * }
 * ```
 */
export function PredefinedMessageCard({ type, fullPage }: PredefinedMessageCardProps) {
  const app = useStackApp();
  const goHome = { primaryButtonText: "Go home", primaryAction: () => app.redirectToHome() };
  switch (type) {
    case "signedIn":
      return (
        <MessageCard
          title="You are already signed in"
          fullPage={fullPage}
          {...goHome}
          secondaryButtonText="Sign out"
          secondaryAction={() => app.signOut()}
        />
      );
    case "signedOut":
      return (
        <MessageCard
          fullPage={fullPage}
          primaryButtonText="Sign in"
          primaryAction={() => app.redirectToSignIn()}
        >
          <p>You are not currently signed in.</p>
        </MessageCard>
      );
    case "signUpDisabled":
      return (
        <MessageCard
          fullPage={fullPage}
          {...goHome}
          secondaryButtonText="Sign in"
          secondaryAction={() => app.redirectToSignIn()}
        >
          <p>Sign up for new users is not enabled at the moment.</p>
        </MessageCard>
      );
    case "emailSent":
      return (
        <MessageCard title="Email sent!" fullPage={fullPage}>
          <p>
            If the user with this e-mail address exists, an e-mail was sent to your inbox. Make sure
            to check your spam folder.
          </p>
        </MessageCard>
      );
    case "passwordReset":
      return (
        <MessageCard
          title="Password reset successfully!"
          fullPage={fullPage}
          primaryButtonText="Sign in"
          // A plain visit: after a reset there is no page to come back to.
          primaryAction={() => app.redirectTo(app.urls.signIn)}
        >
          <p>Your password has been reset. You can now sign in with your new password.</p>
        </MessageCard>
      );
    case "unknownError":
      return (
        <MessageCard title="An unknown error occurred" fullPage={fullPage} {...goHome}>
          <p>Please try again and if the problem persists, contact support.</p>
        </MessageCard>
      );
  }
}
