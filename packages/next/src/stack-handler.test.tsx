// @vitest-environment jsdom
import { StackProvider } from "@app/react";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";

// Next.js's router as the handler page sees it: the path being served, and notFound().
let pathname = "/handler/sign-in";
class NotFound extends Error {}
vi.mock("next/navigation", () => ({
  usePathname: () => pathname,
  notFound: () => {
    throw new NotFound("NEXT_HTTP_ERROR_FALLBACK;404");
  },
}));

const { StackHandler } = await import("./stack-handler.js");
const emulator = emulatorPerTest();

afterEach(() => {
  cleanup();
  pathname = "/handler/sign-in";
});

async function renderPage(app: Parameters<typeof StackProvider>[0]["app"], page: React.ReactNode) {
  await act(async () => {
    render(<StackProvider app={app}>{page}</StackProvider>);
  });
}

describe("@app/next's StackHandler (app/handler/[...stack]/page.tsx)", () => {
  it("regression (issue 29): gives each page its componentProps, which it accepted and ignored", async () => {
    const { app } = emulator.createApp();
    const componentProps = {
      SignIn: { extraInfo: <a href="/terms">Terms of service</a>, firstTab: "password" as const },
      AccountSettings: {
        extraItems: [{ id: "billing", title: "Billing", content: <p>Your plan: Free</p> }],
      },
    };
    await renderPage(
      app,
      <StackHandler fullPage app={app} routeProps={{}} componentProps={componentProps} />,
    );
    const main = await screen.findByRole("main");
    expect(
      (await within(main).findByRole("tab", { name: "Email & Password" })).getAttribute(
        "aria-selected",
      ),
    ).toBe("true");
    expect(within(main).getByRole("link", { name: "Terms of service" })).toBeTruthy();
    cleanup();

    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    pathname = "/handler/account-settings";
    await renderPage(app, <StackHandler fullPage componentProps={componentProps} />);
    expect(await screen.findByRole("tab", { name: "Billing" }, { timeout: 20_000 })).toBeTruthy();
  });
});
