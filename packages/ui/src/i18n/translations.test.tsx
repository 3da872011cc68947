import { type StackLang, StackProvider } from "@app/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../test/emulator-per-test.js";
import { TeamsSection } from "../account-settings/sections/teams-section.js";
import { SignIn } from "../auth/sign-in.js";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { en as builtIn, type Messages } from "./en.js";
import { enAfterSignIn } from "./en-after-sign-in.js";
import { de } from "./locales/de.js";
import { es } from "./locales/es.js";
import { fr } from "./locales/fr.js";
import { loadMessages } from "./locales.js";

const emulator = emulatorPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The sign-in page in `lang`, with `translationOverrides`, under a Suspense boundary as an app has
 * one: a language other than English suspends while its table loads (on React 18, a synchronous
 * render that suspends with no boundary above is an error).
 */
async function signInPage(lang: StackLang, translationOverrides?: Record<string, string>) {
  const { app } = emulator.createApp();
  let container!: HTMLElement;
  await act(async () => {
    ({ container } = render(
      <StackProvider app={app} lang={lang} translationOverrides={translationOverrides}>
        <Suspense fallback={<p>Loading</p>}>
          <SignIn />
        </Suspense>
      </StackProvider>,
    ));
  });
  return { container };
}

/** Every English text, the parts after sign-in included. */
const en: Messages = { ...builtIn, ...enAfterSignIn };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the messages of @app/ui", () => {
  it("speak the chosen language: the sign-in page in German", async () => {
    const { container } = await signInPage("de-DE");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Melden Sie sich bei Ihrem Konto an" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mit GitHub anmelden" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "E-Mail & Passwort" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "E-Mail senden" }));
    expect(screen.getByRole("alert").textContent).toBe("Bitte geben Sie Ihre E-Mail-Adresse ein");
    expect(container.textContent).not.toContain("Sign in");
    await expectNoAxeViolations(container);
  });

  it("speak French and Spanish too", async () => {
    await signInPage("fr-FR");
    expect(
      await screen.findByRole("heading", { name: "Connectez-vous à votre compte" }),
    ).toBeTruthy();
    cleanup();
    await signInPage("es-ES");
    expect(await screen.findByRole("heading", { name: "Inicia sesión en tu cuenta" })).toBeTruthy();
  });

  it("let translationOverrides win over the language, keyed by id or by English text", async () => {
    await signInPage("de-DE", {
      signInTitle: "Willkommen zurück",
      "Sign in with {provider}": "Weiter mit {provider}",
    });
    expect(await screen.findByRole("heading", { name: "Willkommen zurück" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Weiter mit GitHub" })).toBeTruthy();
    // What is not overridden keeps the language's text.
    expect(screen.getByRole("tab", { name: "E-Mail & Passwort" })).toBeTruthy();
  });

  it("override English as well, and warn once about a key that names no message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await signInPage("en-US", { signInTitle: "Welcome back", "Sign inn": "typo" });
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    await expect.poll(() => warn.mock.calls.length).toBe(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/translationOverrides has the key "Sign inn"/);
  });

  it("override the texts after sign-in by id and by English text, without a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { app } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    await act(async () => {
      render(
        <StackProvider
          app={app}
          translationOverrides={{ teamsTitle: "Groups", "Create team": "New group" }}
        >
          <Suspense fallback={null}>
            <TeamsSection />
          </Suspense>
        </StackProvider>,
      );
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Groups" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "New group" })).toBeTruthy();
    await import("./en-after-sign-in.js"); // what the check for unknown keys waits for
    expect(warn).not.toHaveBeenCalled();
  });

  it("are complete in every language, with the same placeholders as English", () => {
    const locales: Record<string, Messages> = { de, fr, es };
    for (const [name, messages] of Object.entries(locales)) {
      expect(Object.keys(messages).sort(), name).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof Messages)[]) {
        expect(placeholders(messages[key]), `${name}.${key}`).toEqual(placeholders(en[key]));
        expect(messages[key].trim(), `${name}.${key}`).not.toBe("");
      }
    }
  });

  it("spell 'email' one way, except where SPEC.md quotes a text word for word", () => {
    // SPEC.md section 2 (the 'Email sent!' card) and section 8 ('Wrong e-mail or password.').
    const quoted: (keyof Messages)[] = ["cardEmailSentBody", "errorEmailPasswordMismatch"];
    for (const [key, text] of Object.entries(en)) {
      if (quoted.includes(key as keyof Messages)) continue;
      expect(text, key).not.toMatch(/e-mail/i);
    }
  });

  it("end sentences with a full stop, and titles, labels and buttons without one", () => {
    const sentences = Object.entries(en).filter(([key]) =>
      /Body$|Hint$|^unhandledError$|^authNoMethod$/.test(key),
    );
    expect(sentences.length).toBeGreaterThan(10);
    for (const [key, text] of sentences) expect(text, key).toMatch(/[.!]$/);
    const labels = Object.entries(en).filter(([key]) =>
      /Title$|Label$|Submit$|^title[A-Z]|^userButton|^teamSwitcher|^authTab/.test(key),
    );
    for (const [key, text] of labels) expect(text, key).not.toMatch(/\.$/);
  });

  it("refuse a language @app/ui does not speak, naming those it does", () => {
    expect(() => loadMessages("xx-XX" as StackLang)).toThrow(TypeError);
    expect(() => loadMessages("xx-XX" as StackLang)).toThrow(/"en-US", "de-DE", "fr-FR", "es-ES"/);
  });
});
