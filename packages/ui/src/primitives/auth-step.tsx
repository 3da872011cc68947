import { createContext, type ReactNode, useContext, useState } from "react";

/** Shows a step of the sign-in (`null`: back to the forms). */
export type ShowAuthStep = (step: ReactNode | null) => void;

/** Where the forms of an auth page put their next step; `null` outside an auth page. */
export const AuthStepContext = createContext<ShowAuthStep | null>(null);
AuthStepContext.displayName = "AuthStepContext";

/**
 * `children` (the forms), or `step` in their place. The forms stay mounted while hidden, so what
 * was typed (and the tab chosen) is still there when the step's Cancel goes back.
 */
export function AuthStepSwitch({ step, children }: { step: ReactNode; children: ReactNode }) {
  return (
    <>
      {step}
      <div data-slot="stack-auth-forms" hidden={step ? true : undefined}>
        {children}
      </div>
    </>
  );
}

/** What {@link useAuthStep} returns. */
export interface AuthStep {
  /** Shows a step (the code entry, the TOTP prompt) in place of the forms; `null` goes back. */
  show: ShowAuthStep;
  /** The step's heading level: `h1` when it replaces a whole auth page, else `h2`. */
  headingLevel: "h1" | "h2";
  /** Wraps the form: a step shown here (outside an auth page) replaces it. */
  wrap(form: ReactNode): ReactNode;
}

/**
 * For a sign-in form whose flow has a next step (the magic link's code, the TOTP prompt): on an
 * {@link AuthPage} the step replaces the page's forms, OAuth buttons and header, with its own
 * `h1` and a Cancel link back; a form used on its own is replaced by the step itself.
 *
 * @example
 * ```tsx
 * const step = useAuthStep();
 * const mfa = (attemptCode: string) =>
 *   step.show(<MfaPrompt attemptCode={attemptCode} headingLevel={step.headingLevel} onCancel={() => step.show(null)} />);
 * return step.wrap(<form>…</form>);
 * ```
 */
export function useAuthStep(): AuthStep {
  const page = useContext(AuthStepContext);
  const [own, setOwn] = useState<ReactNode>(null);
  if (page) return { show: page, headingLevel: "h1", wrap: (form) => form };
  return {
    show: setOwn,
    headingLevel: "h2",
    wrap: (form) => <AuthStepSwitch step={own}>{form}</AuthStepSwitch>,
  };
}
