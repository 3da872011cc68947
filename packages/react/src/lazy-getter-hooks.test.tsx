import type { CurrentUser } from "@app/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackProvider } from "./stack-provider.js";

// The client user's getters live in a module the browser loads on first use (the size rule): a
// hook of that table suspends while the module loads, once; then the module is in, and a hook
// whose value is cached renders at once. Its own file, so that nothing loaded the module before.

const emulator = emulatorPerTest();

function Fallback({ seen }: { seen: { fallbacks: number } }) {
  seen.fallbacks++;
  return <p>loading</p>;
}

function Teams({ user }: { user: CurrentUser }) {
  return <p data-testid="teams">{user.useTeams().length} teams</p>;
}

/** The same cache entry as useTeams(): once the module is in, nothing to wait for. */
function Selected({ user, id }: { user: CurrentUser; id: string }) {
  return <p data-testid="selected">{user.useTeam(id)?.displayName ?? "not a member"}</p>;
}

describe("a hook of a lazily loaded getter table", () => {
  it("suspends once while its module loads, then never again for it", async () => {
    const { app, requests } = emulator.createApp();
    await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const user = (await app.getUser({ or: "throw" })) as CurrentUser;
    const seen = { fallbacks: 0 };
    const page = (more: ReactNode) => (
      <StackProvider app={app}>
        <Suspense fallback={<Fallback seen={seen} />}>
          <Teams user={user} />
          {more}
        </Suspense>
      </StackProvider>
    );

    let rerender: (ui: ReactNode) => void = () => {};
    await act(async () => {
      ({ rerender } = render(page(null)));
    });
    await waitFor(() => expect(screen.getByTestId("teams").textContent).toBe("0 teams"));
    expect(seen.fallbacks).toBeGreaterThan(0);
    const afterFirstLoad = seen.fallbacks;

    await act(async () => {
      rerender(page(<Selected user={user} id="00000000-0000-4000-8000-000000000000" />));
    });
    expect(screen.getByTestId("selected").textContent).toBe("not a member");
    expect(seen.fallbacks).toBe(afterFirstLoad);
    expect(requests.filter((route) => route === "GET /teams")).toHaveLength(1);
  });
});
