import { KnownErrors } from "@app/core";
import { DEMO_USER } from "@app/emulator";
import { describe, expect, it, vi } from "vitest";
import { contextOf } from "../../apps/context.js";
import { type RequestLog, useHarness } from "../../test-utils/emulator-harness.js";
import { CLI_POLL_WAIT_MS, promptCliLogin } from "./client.js";

const h = useHarness();
const APP_URL = "https://app.example.com";

/** The signed-in browser on the confirmation page. */
async function browser() {
  const app = h.client();
  await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  return app;
}

/** A program (its app) and the links it showed. */
function program(log?: RequestLog) {
  const links: { url: string; loginCode: string }[] = [];
  return { app: h.client({}, log), links };
}

describe("promptCliLogin", () => {
  it("shows the confirmation link, waits 2000 ms between polls, and gets a session once confirmed", async () => {
    const { app, links } = program();
    const confirmer = await browser();
    const waits: number[] = [];
    const result = await promptCliLogin(
      contextOf(app),
      { appUrl: APP_URL, promptLink: (url, loginCode) => links.push({ url, loginCode }) },
      async (ms) => {
        waits.push(ms);
        // The user confirms while the program waits.
        if (waits.length === 2) await confirmer.confirmCliLogin(links[0]?.loginCode ?? "");
      },
    );
    expect(waits).toEqual([CLI_POLL_WAIT_MS, CLI_POLL_WAIT_MS]);
    expect(CLI_POLL_WAIT_MS).toBe(2000);
    const [link] = links;
    expect(link?.url).toBe(
      `${APP_URL}/handler/cli-auth-confirm?login_code=${encodeURIComponent(link?.loginCode ?? "")}`,
    );
    expect(result.status).toBe("ok");
    // The refresh token is a session of the confirming user.
    const cliApp = h.client({ tokenStore: { accessToken: "", refreshToken: result.data ?? "" } });
    expect((await cliApp.getUser())?.primaryEmail).toBe(DEMO_USER.email);
  });

  it("through the app: confirmed before the first poll, no wait at all", async () => {
    const confirmer = await browser();
    const log: RequestLog = [];
    const { app } = program(log);
    let confirmed: Promise<unknown> = Promise.resolve();
    const result = await app.promptCliLogin({
      appUrl: APP_URL,
      promptLink: (_, loginCode) => {
        confirmed = confirmer.confirmCliLogin(loginCode);
      },
      waitTimeMillis: 0,
    });
    await confirmed;
    expect(result.status).toBe("ok");
    expect(log[0]).toBe("POST /auth/cli");
    expect(log.filter((route) => route === "POST /auth/cli/poll").length).toBeGreaterThanOrEqual(1);
  });

  it("gives up after maxAttempts polls with a timeout error", async () => {
    const log: RequestLog = [];
    const { app } = program(log);
    const result = await app.promptCliLogin({
      appUrl: APP_URL,
      promptLink: () => {},
      maxAttempts: 3,
      waitTimeMillis: 0,
    });
    expect(KnownErrors.CliAuthError.isInstance(result.error)).toBe(true);
    expect(result.error?.message).toBe("Timed out waiting for the CLI login after 3 attempts.");
    expect(log).toEqual(["POST /auth/cli", ...Array(3).fill("POST /auth/cli/poll")]);
  });

  it("says 'CLI authentication request expired. Please try again.' once the login expired", async () => {
    const { app } = program();
    const result = await promptCliLogin(
      contextOf(app),
      { appUrl: APP_URL, promptLink: () => {}, expiresInMillis: 60_000 },
      async () => {
        h.emulator.clock.advance(60_001);
      },
    );
    h.emulator.clock.reset();
    expect(KnownErrors.CliAuthExpiredError.isInstance(result.error)).toBe(true);
    expect(result.error?.message).toBe("CLI authentication request expired. Please try again.");
  });

  it("says 'This authentication token has already been used.' when another poll took the session", async () => {
    let pollingCode = "";
    const app = h.client({
      fetch: (input, init) => {
        if (String(input).endsWith("/auth/cli/poll")) {
          pollingCode = JSON.parse(String(init?.body)).polling_code;
        }
        return fetch(input, init);
      },
    });
    const confirmer = await browser();
    let loginCode = "";
    const result = await promptCliLogin(
      contextOf(app),
      { appUrl: APP_URL, promptLink: (_, code) => (loginCode = code) },
      async () => {
        await confirmer.confirmCliLogin(loginCode);
        // Someone else polls first with the same code.
        await fetch(`${h.emulator.url}/api/v1/auth/cli/poll`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-stack-project-id": h.emulator.projectId,
            "x-stack-access-type": "client",
            "x-stack-publishable-client-key": h.emulator.publishableClientKey,
          },
          body: JSON.stringify({ polling_code: pollingCode }),
        });
      },
    );
    expect(KnownErrors.CliAuthUsedError.isInstance(result.error)).toBe(true);
    expect(result.error?.message).toBe("This authentication token has already been used.");
  });

  it("refuses options without an absolute appUrl, before any request", async () => {
    const log: RequestLog = [];
    const { app } = program(log);
    await expect(app.promptCliLogin({ appUrl: "/relative" })).rejects.toThrow(
      /^promptCliLogin: appUrl must be an absolute URL/,
    );
    await expect(app.promptCliLogin({ appUrl: APP_URL, maxAttempts: -1 })).rejects.toThrow(
      TypeError,
    );
    await expect(app.promptCliLogin(undefined as never)).rejects.toThrow(TypeError);
    expect(log).toEqual([]);
  });

  it("prints the link and the code when there is no promptLink", async () => {
    const printed: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => printed.push(line));
    try {
      await h.client().promptCliLogin({ appUrl: APP_URL, maxAttempts: 1 });
    } finally {
      spy.mockRestore();
    }
    expect(printed[0]).toMatch(/^Your login code: \S+$/);
    expect(printed[1]).toMatch(
      /^Open this page to log in:\nhttps:\/\/app\.example\.com\/handler\/cli-auth-confirm\?login_code=/,
    );
  });
});

describe("confirmCliLogin", () => {
  it("returns CliAuthExpiredError for a login code that waits for nothing (the service's plain-text 400)", async () => {
    const confirmer = await browser();
    const result = await confirmer.confirmCliLogin("unknown-code");
    expect(KnownErrors.CliAuthExpiredError.isInstance(result.error)).toBe(true);
    expect(result.error?.message).toBe("CLI authentication request expired. Please try again.");
  });

  it("returns CliAuthExpiredError for a login confirmed already, or expired", async () => {
    const confirmer = await browser();
    const start = async (expiresInMillis?: number) => {
      let loginCode = "";
      await promptCliLogin(
        contextOf(h.client()),
        {
          appUrl: APP_URL,
          promptLink: (_, code) => (loginCode = code),
          maxAttempts: 1,
          ...(expiresInMillis === undefined ? {} : { expiresInMillis }),
        },
        async () => {},
      );
      return loginCode;
    };
    const confirmed = await start();
    expect((await confirmer.confirmCliLogin(confirmed)).status).toBe("ok");
    const twice = await confirmer.confirmCliLogin(confirmed);
    expect(KnownErrors.CliAuthExpiredError.isInstance(twice.error)).toBe(true);
    const expiring = await start(60_000);
    h.emulator.clock.advance(60_001);
    try {
      const late = await confirmer.confirmCliLogin(expiring);
      expect(KnownErrors.CliAuthExpiredError.isInstance(late.error)).toBe(true);
    } finally {
      h.emulator.clock.reset();
    }
  });

  it("hands the program the confirming browser's own session (the same refresh token)", async () => {
    const confirmer = await browser();
    const tokens = await contextOf(confirmer).session?.getTokens();
    let confirmed: Promise<unknown> = Promise.resolve();
    const result = await promptCliLogin(
      contextOf(h.client()),
      {
        appUrl: APP_URL,
        promptLink: (_, loginCode) => {
          confirmed = confirmer.confirmCliLogin(loginCode);
        },
      },
      async () => {
        await confirmed;
      },
    );
    expect(tokens?.refreshToken).toEqual(expect.any(String));
    expect(result).toEqual({ status: "ok", data: tokens?.refreshToken });
  });

  it("needs a signed-in user, and a login code", async () => {
    await expect(h.client().confirmCliLogin("some-code")).rejects.toSatisfy((error) =>
      KnownErrors.UserAuthenticationRequired.isInstance(error),
    );
    await expect((await browser()).confirmCliLogin("")).rejects.toThrow(TypeError);
  });
});
