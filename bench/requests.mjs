// Requests per flow, counted at the emulator (its request log), for our SDK and the reference
// SDK driving the same emulator in the same run: a cold signed-in page load, a sign-in, and
// bursts of 20 concurrent calls on a stale access token. Needs `pnpm build` first.
import { StackClientApp as OurClientApp } from "@app/core";
import { MemoryTokenStore } from "@app/core/internal";
import { DEMO_USER, startEmulator } from "@app/emulator";

const LIFETIME_MS = 60_000;

/** The reference SDK's client app class, from bench/.refs (null when not installed). */
async function referenceClientApp(refsDir) {
  try {
    const url = new URL(`file://${refsDir}/node_modules/@stackframe/js/dist/esm/index.js`);
    return (await import(url.href)).StackClientApp;
  } catch {
    return null;
  }
}

/** How each SDK builds a client app with tokens kept in memory. */
const sdks = (ReferenceClientApp) => ({
  ours: (emulator, tokens) =>
    new OurClientApp({
      baseUrl: emulator.url,
      projectId: emulator.projectId,
      publishableClientKey: emulator.publishableClientKey,
      tokenStore: tokens ? new MemoryTokenStore(tokens) : new MemoryTokenStore(),
    }),
  ...(ReferenceClientApp && {
    "@stackframe/js 2.8.108": (emulator, tokens) =>
      new ReferenceClientApp({
        baseUrl: emulator.url,
        projectId: emulator.projectId,
        publishableClientKey: emulator.publishableClientKey,
        tokenStore: tokens ?? "memory",
        noAutomaticPrefetch: true,
      }),
  }),
});

/** Runs `flow` and returns the API requests it made, as "METHOD path" lines. */
async function counted(emulator, flow) {
  emulator.requests.clear();
  await flow();
  return emulator.requests.list().map((r) => `${r.method} ${r.path.replace("/api/v1", "")}`);
}

async function signedInTokens(emulator) {
  const res = await fetch(`${emulator.url}/api/v1/auth/password/sign-in`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-stack-project-id": emulator.projectId,
      "x-stack-access-type": "client",
      "x-stack-publishable-client-key": emulator.publishableClientKey,
    },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  const body = await res.json();
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

const FLOWS = {
  "cold signed-in load: getUser() with stored tokens": async (emulator, make) => {
    const tokens = await signedInTokens(emulator);
    return counted(emulator, async () => {
      await make(emulator, tokens).getUser();
    });
  },
  "sign-in: signInWithCredential() then getUser()": async (emulator, make) => {
    const app = make(emulator);
    return counted(emulator, async () => {
      const result = await app.signInWithCredential({
        email: DEMO_USER.email,
        password: DEMO_USER.password,
        noRedirect: true,
      });
      if (result.status !== "ok") throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
      await app.getUser();
    });
  },
  "20 concurrent getUser() on a page load with an expired access token": async (emulator, make) => {
    // Tokens from an emulator whose clock is behind have already expired in real time.
    emulator.clock.advance(-2 * LIFETIME_MS);
    const tokens = await signedInTokens(emulator);
    emulator.clock.reset();
    const app = make(emulator, tokens);
    return counted(emulator, async () => {
      const users = await Promise.all(Array.from({ length: 20 }, () => app.getUser()));
      if (users.some((user) => !user)) throw new Error("signed out");
    });
  },
  "20 concurrent user.update() after the service expired the access token": async (
    emulator,
    make,
  ) => {
    const app = make(emulator, await signedInTokens(emulator));
    const user = await app.getUser();
    if (!user) throw new Error("not signed in");
    // The SDK still trusts the token's expiry; the service (its clock moved on) refuses it.
    emulator.clock.advance(2 * LIFETIME_MS);
    try {
      return await counted(emulator, async () => {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => user.update({ clientMetadata: { i } })),
        );
      });
    } finally {
      emulator.clock.reset();
    }
  },
};

/** Prints requests per flow for each SDK; returns the counts. */
export async function benchRequests(refsDir) {
  const ReferenceClientApp = await referenceClientApp(refsDir);
  const makers = sdks(ReferenceClientApp);
  const emulator = await startEmulator({
    port: 0,
    quiet: true,
    passwordHashCost: 4,
    accessTokenLifetimeMs: LIFETIME_MS,
  });
  const results = {};
  try {
    for (const [flow, run] of Object.entries(FLOWS)) {
      results[flow] = {};
      for (const [sdk, make] of Object.entries(makers)) {
        try {
          results[flow][sdk] = await run(emulator, make);
        } catch (error) {
          results[flow][sdk] = error;
        }
      }
    }
  } finally {
    await emulator.stop();
  }
  const names = Object.keys(makers);
  console.log(
    "\nTokens are handed over as each SDK takes them: a MemoryTokenStore for ours, the " +
      "`{ accessToken, refreshToken }` tokenStore option for the reference.",
  );
  console.log(
    `| requests per flow (counted at the emulator) |${names.map((n) => ` ${n} |`).join("")}`,
  );
  console.log(`|---|${names.map(() => "---:|").join("")}`);
  for (const [flow, bySdk] of Object.entries(results)) {
    const cells = names.map((name) => {
      const value = bySdk[name];
      return value instanceof Error
        ? ` failed: ${value.message.slice(0, 60)} |`
        : ` ${value.length} |`;
    });
    console.log(`| ${flow} |${cells.join("")}`);
  }
  for (const [flow, bySdk] of Object.entries(results)) {
    for (const name of names) {
      const value = bySdk[name];
      if (Array.isArray(value)) console.log(`  ${name} · ${flow}: ${summarize(value)}`);
    }
  }
  return results;
}

/** "GET /users/me ×2, POST /auth/oauth/token" */
function summarize(lines) {
  const counts = new Map();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, n]) => (n > 1 ? `${line} ×${n}` : line)).join(", ") || "none";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRequests(new URL("./.refs", import.meta.url).pathname);
}
