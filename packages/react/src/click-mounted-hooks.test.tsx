import type { CurrentUser } from "@app/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, Suspense, useState } from "react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../test/emulator-per-test.js";
import { StackProvider } from "./stack-provider.js";
import { useUser } from "./use-user.js";

// Regression: on React 19, a hook of a lazily loaded getter table (`user.useTeams()`,
// `useContactChannels()`, `useApiKeys()`) that first mounted in an update started by a click in
// a test (a tab opened with Testing Library's `userEvent.click` / `fireEvent.click`, which run
// the event inside a synchronous `act()`) stayed on its Suspense fallback forever: React 19's
// `act` dropped the render suspended through `use()` (see use-promise.ts). Its own file, so that
// the first test also loads the user's getter module on that click.

const emulator = emulatorPerTest();

type Pick = (user: CurrentUser) => string[];

function Table({ pick }: { pick: Pick }) {
  const user = useUser({ or: "throw" });
  return <p data-testid="table">{pick(user).join(", ") || "none"}</p>;
}

/** A button that mounts the table, as a tab does when it is opened. */
function OpenOnClick({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>}
    </>
  );
}

async function signedInPage(pick: Pick) {
  const { app } = emulator.createApp();
  await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  await act(async () => {
    render(
      <StackProvider app={app}>
        <Suspense fallback={<p>Loading the user…</p>}>
          <OpenOnClick>
            <Table pick={pick} />
          </OpenOnClick>
        </Suspense>
      </StackProvider>,
    );
  });
  return screen.findByRole("button", { name: "Open" });
}

/** Signs the demo user in on a second app (another tab), for data the page has not cached. */
async function otherTab(): Promise<CurrentUser> {
  const { app } = emulator.createApp();
  await app.signInWithCredential({ ...DEMO_USER, noRedirect: true });
  return (await app.getUser({ or: "throw" })) as CurrentUser;
}

describe("a getter hook first mounted by a click leaves its Suspense fallback (React 19 act() stranded use())", () => {
  it("user.useTeams() in a table opened with userEvent.click shows the teams", async () => {
    await (await otherTab()).createTeam({ displayName: "Engines" });
    const open = await signedInPage((user) => user.useTeams().map((team) => team.displayName));
    await userEvent.click(open);
    expect((await screen.findByTestId("table")).textContent).toBe("Engines");
  });

  it("user.useContactChannels() in a table opened with fireEvent.click shows the e-mails", async () => {
    const open = await signedInPage((user) =>
      user.useContactChannels().map((channel) => channel.value),
    );
    fireEvent.click(open);
    expect((await screen.findByTestId("table")).textContent).toBe(DEMO_USER.email);
  });

  it("user.useApiKeys() in a table opened with userEvent.click shows the keys", async () => {
    await emulator.updateProjectConfig({ allow_user_api_keys: true });
    await (await otherTab()).createApiKey({ description: "ci", expiresAt: null });
    const open = await signedInPage((user) => user.useApiKeys().map((key) => key.description));
    await userEvent.click(open);
    expect((await screen.findByTestId("table")).textContent).toBe("ci");
  });

  it("with no act() at all, as in a browser, the hook reads the data through use()", async () => {
    const open = await signedInPage((user) => user.useTeams().map((team) => team.displayName));
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      open.click();
      expect((await screen.findByTestId("table")).textContent).toBe("none");
    } finally {
      global.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
