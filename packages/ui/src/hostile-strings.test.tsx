// Hostile strings (markup, script URLs, template injections, bidi and zero-width characters, an
// oversized value) set through the emulator's real API, in every place a component could show
// user or project data, and as the texts a developer passes to a message card. Each must stay
// inert: no element beyond the ones the same view has with benign data, no event-handler
// attribute, no script URL, no call to window.alert, and no axe violation.
import { StackClientApp } from "@app/core";
import { DEMO_USER, type RunningEmulator, startEmulator } from "@app/emulator";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HOSTILE_ACCEPTED_EMAILS,
  HOSTILE_ACCEPTED_PROFILE_IMAGE_URLS,
  HOSTILE_REFUSED_EMAILS,
  HOSTILE_REFUSED_PROFILE_IMAGE_URLS,
  HOSTILE_STRINGS,
} from "../../../test/hostile-strings.js";
import { AuthPage } from "./auth/auth-page.js";
import { CredentialSignIn } from "./auth/credential-sign-in.js";
import { MessageCard } from "./primitives/message-card.js";
import {
  PredefinedMessageCard,
  type PredefinedMessageCardType,
} from "./primitives/predefined-message-card.js";
import { StackHandler } from "./stack-handler.js";
import { expectNoAxeViolations } from "./test-utils/expect-no-axe-violations.js";
import { renderWithApp } from "./test-utils/render-with-app.js";

const PASSWORD = "hostile-password";

let emulator: RunningEmulator;
let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  emulator = await startEmulator({ port: 0, quiet: true, passwordHashCost: 4 });
  alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  alertSpy.mockRestore();
  await emulator.stop();
  window.history.replaceState(null, "", "/");
});

type Access = "server" | "admin";

/** Calls the emulator's REST API with the demo project's server or admin key. */
async function api(access: Access, method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulator.url}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": emulator.projectId,
      "x-stack-access-type": access,
      ...(access === "server"
        ? { "x-stack-secret-server-key": emulator.secretServerKey }
        : { "x-stack-super-secret-admin-key": emulator.superSecretAdminKey }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    code: response.headers.get("x-stack-known-error"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Creates a user with a password through `POST /users`, expecting the service to accept it. */
async function createUser(fields: Record<string, unknown>) {
  const email = (fields.primary_email as string | undefined) ?? "hostile@example.com";
  const created = await api("server", "POST", "/users", {
    primary_email: email,
    primary_email_auth_enabled: true,
    password: PASSWORD,
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body).slice(0, 500)).toBe(201);
  return { id: created.body.id as string, email };
}

function createApp() {
  const navigate = vi.fn<(url: string) => void>();
  const app = new StackClientApp({
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
    baseUrl: emulator.url,
    tokenStore: "memory",
    redirectMethod: { navigate },
  });
  return { app, navigate };
}

async function signedInApp(email: string, password = PASSWORD) {
  const created = createApp();
  const result = await created.app.signInWithCredential({ email, password, noRedirect: true });
  expect(result.status).toBe("ok");
  return created;
}

const FORBIDDEN_TAGS = new Set([
  "script",
  "iframe",
  "frame",
  "object",
  "embed",
  "img",
  "image",
  "foreignobject",
  "style",
  "link",
  "meta",
  "base",
  "b",
]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "srcdoc"]);

/** Tag and attribute names of every element under `root`: the view's shape, without its texts. */
function shape(root: Element): string[] {
  return [...root.querySelectorAll("*")].map(
    (el) => `${el.tagName.toLowerCase()}[${el.getAttributeNames().sort().join(",")}]`,
  );
}

/**
 * No element or attribute that runs script or loads anything, no attribute that carries
 * `payload`, and no call to window.alert.
 */
function expectInert(root: Element, payload?: string) {
  for (const el of root.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    expect(FORBIDDEN_TAGS.has(tag), `<${tag}> in ${root.innerHTML.slice(0, 300)}`).toBe(false);
    for (const name of el.getAttributeNames()) {
      expect(name.toLowerCase().startsWith("on"), `${name} on <${tag}>`).toBe(false);
      const value = el.getAttribute(name) ?? "";
      if (URL_ATTRIBUTES.has(name.toLowerCase())) {
        // URL parsers drop leading spaces and control characters, and tabs and newlines anywhere.
        const parsed = [...value].filter((char) => char.charCodeAt(0) > 0x20).join("");
        expect(parsed, `${name} of <${tag}>`).not.toMatch(/^(javascript|vbscript|data):/i);
      }
      if (payload)
        expect(value.includes(payload), `${name} of <${tag}> carries the payload`).toBe(false);
    }
  }
  expect(root.querySelectorAll('a[href^="javascript:" i], img[src^="javascript:" i]')).toHaveLength(
    0,
  );
  expect(alertSpy).not.toHaveBeenCalled();
}

/** Renders `view` for the demo user, then for `app`, and expects the same shape, inert. */
async function expectSameShapeAsDemoUser(
  ui: () => ReactNode,
  ready: () => Promise<unknown>,
  app: StackClientApp,
  hidden: readonly string[],
) {
  const demo = await signedInApp(DEMO_USER.email, DEMO_USER.password);
  const baseline = await renderWithApp(demo.app, ui());
  await ready();
  const expected = shape(baseline.container);
  cleanup();

  const { container } = await renderWithApp(app, ui());
  await ready();
  expect(shape(container)).toEqual(expected);
  for (const value of hidden) {
    // No component shows user or project data today: it must not leak into the page.
    if (value.length > 3) expect(document.body.textContent?.includes(value)).toBe(false);
    expectInert(document.body, value);
  }
  await expectNoAxeViolations(container);
}

/**
 * A full page is ready when its heading and the project's name above the card (which arrives with
 * the project, after the heading may have) are both shown.
 */
async function fullPageReady(heading: string) {
  await screen.findByRole("heading", { name: heading });
  await screen.findByText("Demo Project");
}

/** The views that know who is signed in, each with how to tell it is ready. */
const SIGNED_IN_VIEWS: readonly (readonly [string, () => ReactNode, () => Promise<unknown>])[] = [
  [
    "AuthPage sign-in",
    () => <AuthPage type="sign-in" />,
    () => screen.findByRole("heading", { name: "You are already signed in" }),
  ],
  [
    "AuthPage sign-up (full page)",
    () => <AuthPage type="sign-up" fullPage />,
    () => fullPageReady("You are already signed in"),
  ],
  [
    "StackHandler's unknown page",
    () => <StackHandler location="/handler/nope" />,
    () => fullPageReady("Page not found"),
  ],
  ...(
    [
      "signedIn",
      "signedOut",
      "signUpDisabled",
      "emailSent",
      "passwordReset",
      "unknownError",
    ] as PredefinedMessageCardType[]
  ).map(
    (type) =>
      [
        `PredefinedMessageCard ${type}`,
        () => <PredefinedMessageCard type={type} />,
        () =>
          waitFor(() => expect(document.querySelector("[data-slot=stack-card]")).not.toBeNull()),
      ] as const,
  ),
];

describe("hostile display names, client metadata and profile image URLs", () => {
  it.each(HOSTILE_STRINGS)(
    "%s as display name and client metadata stays inert in every signed-in view",
    async (_label, payload) => {
      const user = await createUser({
        display_name: payload,
        client_metadata: { [payload.slice(0, 100)]: payload, nested: { list: [payload] } },
        profile_image_url: HOSTILE_ACCEPTED_PROFILE_IMAGE_URLS[0],
      });
      const read = await api("server", "GET", `/users/${user.id}`);
      expect(read.body.display_name).toBe(payload); // stored as is, not escaped
      const { app } = await signedInApp(user.email);
      expect((await app.getUser())?.displayName).toBe(payload);

      for (const [, ui, ready] of SIGNED_IN_VIEWS) {
        await expectSameShapeAsDemoUser(ui, ready, app, [payload]);
        cleanup();
      }
    },
  );

  it.each(HOSTILE_ACCEPTED_PROFILE_IMAGE_URLS)(
    "profile image URL %s is accepted, and stays inert",
    async (url) => {
      const user = await createUser({ profile_image_url: url });
      const { app } = await signedInApp(user.email);
      expect((await app.getUser())?.profileImageUrl).toBe(url);
      const [, ui, ready] = SIGNED_IN_VIEWS[0]!;
      await expectSameShapeAsDemoUser(ui, ready, app, [url]);
    },
  );

  it.each(HOSTILE_REFUSED_PROFILE_IMAGE_URLS)(
    "profile image URL %s is refused with SCHEMA_ERROR, on create and on update",
    async (url) => {
      const created = await api("server", "POST", "/users", {
        primary_email: "x@example.com",
        profile_image_url: url,
      });
      expect({ status: created.status, code: created.code }).toEqual({
        status: 400,
        code: "SCHEMA_ERROR",
      });
      const updated = await api("server", "PATCH", `/users/${DEMO_USER.id}`, {
        profile_image_url: url,
      });
      expect({ status: updated.status, code: updated.code }).toEqual({
        status: 400,
        code: "SCHEMA_ERROR",
      });
      expect(
        (await api("server", "GET", `/users/${DEMO_USER.id}`)).body.profile_image_url,
      ).not.toBe(url);
    },
  );

  it("a display name changed with PATCH /users/{id} after sign-in stays inert", async () => {
    const { app } = await signedInApp(DEMO_USER.email, DEMO_USER.password);
    for (const [, payload] of HOSTILE_STRINGS) {
      const patched = await api("server", "PATCH", `/users/${DEMO_USER.id}`, {
        display_name: payload,
        client_metadata: { payload },
      });
      expect(patched.status).toBe(200);
    }
    const { container } = await renderWithApp(app, <AuthPage type="sign-in" />);
    await screen.findByRole("heading", { name: "You are already signed in" });
    expectInert(document.body);
    await expectNoAxeViolations(container);
  });
});

describe("hostile e-mail addresses", () => {
  it.each(HOSTILE_ACCEPTED_EMAILS)(
    "%s is accepted as primary e-mail, signs in, and stays inert",
    async (email) => {
      const user = await createUser({ primary_email: email, display_name: null });
      expect((await api("server", "GET", `/users/${user.id}`)).body.primary_email).toBe(email);
      const { app } = await signedInApp(email);
      expect((await app.getUser())?.primaryEmail).toBe(email);
      for (const [, ui, ready] of SIGNED_IN_VIEWS.slice(0, 3)) {
        await expectSameShapeAsDemoUser(ui, ready, app, [email]);
        cleanup();
      }
    },
  );

  it.each(HOSTILE_REFUSED_EMAILS)("%s is refused with SCHEMA_ERROR", async (email) => {
    const created = await api("server", "POST", "/users", { primary_email: email });
    expect({ status: created.status, code: created.code }).toEqual({
      status: 400,
      code: "SCHEMA_ERROR",
    });
  });

  it.each([...HOSTILE_ACCEPTED_EMAILS, ...HOSTILE_STRINGS.map(([, s]) => s)])(
    "typed into the sign-in form, %s is refused or rejected as inert text",
    async (email) => {
      await createUser({ primary_email: "hostile@example.com" });
      const { app, navigate } = createApp();
      const { container } = await renderWithApp(app, <CredentialSignIn />);
      const input = await screen.findByLabelText("Email");
      fireEvent.change(input, { target: { value: email } });
      fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
      fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
      const message = await screen.findByText(
        /^(Please enter a valid email|Wrong e-mail or password\.)$/,
      );
      expect(message.textContent).not.toContain(email);
      expect((input as HTMLInputElement).value).toBe(email.trim());
      expect(navigate).not.toHaveBeenCalled();
      expectInert(container, email);
      await expectNoAxeViolations(container);
    },
  );
});

describe("hostile project display names", () => {
  it.each(HOSTILE_STRINGS)(
    "%s as the project's display name stays inert on the visitor's pages",
    async (_label, payload) => {
      const patched = await api("admin", "PATCH", "/internal/projects/current", {
        display_name: payload,
      });
      expect(patched.status).toBe(200);
      const { app } = createApp();
      expect((await app.getProject()).displayName).toBe(payload);

      // Full pages name the app above their content (issue 18): there, and only there, the name
      // is shown, as one text node.
      const views: [ReactNode, string, boolean][] = [
        [<AuthPage key="in" type="sign-in" />, "Sign in to your account", false],
        [<AuthPage key="up" type="sign-up" fullPage />, "Create a new account", true],
        [<StackHandler key="h" location="/handler/sign-in" />, "Sign in to your account", true],
      ];
      for (const [ui, heading, named] of views) {
        const { container } = await renderWithApp(app, ui);
        await screen.findByRole("heading", { name: heading });
        const brand = named
          ? await waitFor(() => {
              const found = container.querySelector('[data-slot="stack-brand"]');
              if (!found) throw new Error("no brand yet");
              return found;
            })
          : container.querySelector('[data-slot="stack-brand"]');
        if (named) {
          expect(brand?.childNodes).toHaveLength(1);
          expect(brand?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
          expect(brand?.textContent).toBe(payload);
        } else {
          expect(brand).toBeNull();
          expect(document.body.textContent?.includes(payload)).toBe(payload.length <= 3);
        }
        expectInert(document.body, payload);
        await expectNoAxeViolations(container);
        cleanup();
      }

      const disabled = await api("admin", "PATCH", "/internal/projects/current", {
        config: { sign_up_enabled: false },
      });
      expect(disabled.status).toBe(200);
      const { app: fresh } = createApp();
      const { container } = await renderWithApp(fresh, <AuthPage type="sign-up" />);
      await screen.findByText("Sign up for new users is not enabled at the moment.");
      expectInert(document.body, payload);
      await expectNoAxeViolations(container);
    },
  );
});

describe("hostile texts a developer passes to MessageCard", () => {
  it.each(HOSTILE_STRINGS)("%s renders as literal text", async (_label, payload) => {
    const { app } = createApp();
    const { container } = await renderWithApp(
      app,
      <MessageCard
        title={payload}
        primaryButtonText={payload}
        secondaryButtonText={`${payload} 2`}
        primaryAction={() => {}}
      >
        <p>{payload}</p>
      </MessageCard>,
    );
    const card = await screen.findByRole("region");
    expect(within(card).getByRole("heading", { level: 1 }).textContent).toBe(payload);
    expect(
      within(card)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([`${payload} 2`, payload]);
    expect(card.querySelector("[data-slot=stack-card-body] p")?.textContent).toBe(payload);
    expect(card.querySelector("[data-slot=stack-card-body]")?.children).toHaveLength(1);
    expect(shape(container).filter((s) => !/^(section|h1|div|p|button|span)\[/.test(s))).toEqual(
      [],
    );
    expectInert(document.body, payload);
    fireEvent.click(within(card).getAllByRole("button")[1]!);
    await waitFor(() => expect(alertSpy).not.toHaveBeenCalled());
    await expectNoAxeViolations(container);
  });
});
