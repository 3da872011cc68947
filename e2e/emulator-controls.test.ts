import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type RunningEmulator, startEmulator } from "@app/emulator";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./browser.js";

// Issue 17: any web page could read the emulator's outbox (everyone's sign-in codes) and reset it
// with a text/plain POST, and a DNS name pointed at the machine got the controls too. Here a page
// of a foreign origin (a name Chromium resolves to this machine) tries both in a real browser.
const FOREIGN_NAME = "attacker.test";
const REBOUND_NAME = "rebound.test";

let emulator: RunningEmulator;
let pages: Server;
let pagesPort: number;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true });
  // Serves a blank page at any name: the page whose origin the test borrows.
  pages = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>A page</title><p>A page</p>");
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pagesPort = (pages.address() as AddressInfo).port;
  browser = await launchChromium([
    `--host-resolver-rules=MAP ${FOREIGN_NAME} 127.0.0.1, MAP ${REBOUND_NAME} 127.0.0.1`,
  ]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pages?.close(resolve));
  await emulator?.stop();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function pageAt(origin: string): Promise<Page> {
  context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  return page;
}

/** What a script of the page gets from `GET /emulator/outbox`: the text, or the fetch error. */
function readOutbox(page: Page): Promise<string> {
  return page.evaluate(async (url) => {
    try {
      return await (await fetch(`${url}/emulator/outbox`)).text();
    } catch (error) {
      return `fetch failed: ${(error as Error).name}`;
    }
  }, emulator.url);
}

describe("a page of another origin, in Chromium", () => {
  beforeAll(async () => {
    await emulator.reset();
    await emulator.seed.user({ email: "kept@example.com", password: "kept-password" });
    const reset = await fetch(`${emulator.url}/api/v1/auth/password/send-reset-code`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-stack-project-id": emulator.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": emulator.publishableClientKey,
      },
      body: JSON.stringify({
        email: "kept@example.com",
        callback_url: "http://localhost:3000/handler/password-reset",
      }),
    });
    expect(reset.status).toBe(200);
  });

  it("cannot read the outbox", async () => {
    const page = await pageAt(`http://${FOREIGN_NAME}:${pagesPort}`);
    expect(await readOutbox(page)).toBe("fetch failed: TypeError");
  });

  it("cannot reset the emulator, by a script's simple POST or by a form", async () => {
    const page = await pageAt(`http://${FOREIGN_NAME}:${pagesPort}`);
    const sent = await page.evaluate(async (url) => {
      const response = await fetch(`${url}/emulator/reset`, {
        method: "POST",
        mode: "no-cors",
        headers: { "content-type": "text/plain" },
        body: "{}",
      });
      return response.type;
    }, emulator.url);
    expect(sent).toBe("opaque");
    // A form posts across sites without any script, and shows what the emulator answered.
    await page.evaluate((url) => {
      const form = document.createElement("form");
      form.method = "POST";
      form.action = `${url}/emulator/reset`;
      document.body.append(form);
      form.submit();
    }, emulator.url);
    await page
      .getByText(/^Refused: a page at http:\/\/attacker\.test:\d+ may not change/)
      .waitFor();

    expect(emulator.outbox.list({ to: "kept@example.com" })).toHaveLength(1);
    const signIn = await fetch(`${emulator.url}/api/v1/auth/password/sign-in`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-stack-project-id": emulator.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": emulator.publishableClientKey,
      },
      body: JSON.stringify({ email: "kept@example.com", password: "kept-password" }),
    });
    expect(signIn.status).toBe(200);
  });

  it("cannot reach the controls through a name it points at this machine (DNS rebinding)", async () => {
    const port = new URL(emulator.url).port;
    const page = await pageAt(`http://${REBOUND_NAME}:${port}`);
    expect(await page.textContent("body")).toMatch(/^Refused: .*host rebound\.test/);
    const outbox = await page.goto(`http://${REBOUND_NAME}:${port}/emulator/outbox`);
    expect(outbox?.status()).toBe(403);
    expect(await page.textContent("body")).not.toContain("kept@example.com");
  });

  // Issue 31: the API granted any origin, and the demo keys are public: a page read every sent
  // e-mail (sign-in codes in their subjects) with the admin key. Client access stays open.
  it("cannot use the API's admin access with the demo keys; its client access works", async () => {
    const page = await pageAt(`http://${FOREIGN_NAME}:${pagesPort}`);
    const answers = await page.evaluate(
      async ({ url, projectId, publishableClientKey, superSecretAdminKey }) => {
        const read = async (access: string, key: Record<string, string>, path: string) => {
          try {
            const response = await fetch(`${url}/api/v1${path}`, {
              headers: { "x-stack-project-id": projectId, "x-stack-access-type": access, ...key },
            });
            return `${response.status}`;
          } catch (error) {
            return `fetch failed: ${(error as Error).name}`;
          }
        };
        return [
          await read(
            "admin",
            { "x-stack-super-secret-admin-key": superSecretAdminKey },
            "/internal/emails",
          ),
          await read(
            "client",
            { "x-stack-publishable-client-key": publishableClientKey },
            "/projects/current",
          ),
        ];
      },
      {
        url: emulator.url,
        projectId: emulator.projectId,
        publishableClientKey: emulator.publishableClientKey,
        superSecretAdminKey: emulator.superSecretAdminKey,
      },
    );
    expect(answers).toEqual(["fetch failed: TypeError", "200"]);
  });

  it("on localhost, reads the outbox", async () => {
    const page = await pageAt(`http://localhost:${pagesPort}`);
    const outbox = JSON.parse(await readOutbox(page)) as { items: { to: string[] }[] };
    expect(outbox.items.map((email) => email.to)).toEqual([["kept@example.com"]]);
  });
});
