// Access token verification: StackServerApp.verifyAccessToken against raw jose.jwtVerify with a
// local key, on the same tokens in the same run, and a repeated (cached) token against a first
// verification. Needs `pnpm build` first; uses the built emulator for real tokens and JWKS.
import { StackServerApp } from "@app/core/server";
import { startEmulator } from "@app/emulator";

const jose = await import(
  new URL("../packages/core/node_modules/jose/dist/webapi/index.js", import.meta.url).href
);

/** More distinct tokens than the app's LRU holds (1000), so every verification is a full one. */
const TOKENS = 1500;
const ROUND_MS = 700;

async function timed(tokens, verify) {
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (let i = 0; i < 100; i++) {
      if (!(await verify(tokens[n % tokens.length]))) throw new Error("a token did not verify");
      n++;
    }
    elapsed = performance.now() - start;
  }
  return (n / elapsed) * 1000;
}

/** A repeated token: its own loop, so the call site sees only the cached path. */
async function timedRepeated(app, token) {
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (let i = 0; i < 10_000; i++) {
      if (!(await app.verifyAccessToken(token))) throw new Error("the token did not verify");
    }
    n += 10_000;
    elapsed = performance.now() - start;
  }
  return (n / elapsed) * 1000;
}

/** Calls per second of `call`, `inFlight` at a time, for ROUND_MS. */
async function callRate(call, inFlight = 10) {
  let n = 0;
  const start = performance.now();
  const worker = async () => {
    while (performance.now() - start < ROUND_MS) {
      await call();
      n++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return (n / (performance.now() - start)) * 1000;
}

/** The reference SDK's server app class from bench/.refs, or null. */
async function referenceServerApp(refsDir) {
  if (!refsDir) return null;
  const url = new URL(`file://${refsDir}/node_modules/@stackframe/js/dist/esm/index.js`);
  return (await import(url.href)).StackServerApp;
}

export async function benchVerify(refsDir = null) {
  const emulator = await startEmulator({ port: 0, quiet: true, passwordHashCost: 4 });
  try {
    const options = {
      baseUrl: emulator.url,
      projectId: emulator.projectId,
      publishableClientKey: emulator.publishableClientKey,
      secretServerKey: emulator.secretServerKey,
    };
    const app = new StackServerApp(options);
    const user = await app.createUser({ primaryEmail: "bench@example.com" });
    const tokens = [];
    while (tokens.length < TOKENS) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () => user.createSession({}).then((s) => s.accessToken)),
      );
      tokens.push(...batch);
    }
    // The raw baseline: the same tokens, the signing key imported once from the JWKS.
    const jwks = await (
      await fetch(
        `${emulator.url}/api/v1/projects/${emulator.projectId}/.well-known/jwks.json?include_anonymous=true&include_restricted=true`,
      )
    ).json();
    const { kid } = jose.decodeProtectedHeader(tokens[0]);
    const key = await jose.importJWK(
      jwks.keys.find((k) => k.kid === kid),
      "ES256",
    );
    const verifyOptions = {
      algorithms: ["ES256"],
      issuer: `${emulator.url}/api/v1/projects/${emulator.projectId}`,
      audience: emulator.projectId,
      clockTolerance: 30,
    };
    const raw = (token) => jose.jwtVerify(token, key, verifyOptions);
    const ours = (token) => app.verifyAccessToken(token);
    await ours(tokens[0]); // fetches the JWKS once
    const rawRates = [];
    const ourRates = [];
    for (let round = 0; round < 3; round++) {
      rawRates.push(await timed(tokens, raw));
      ourRates.push(await timed(tokens, ours));
    }
    const rawRate = Math.max(...rawRates);
    const ourRate = Math.max(...ourRates);
    const cachedRate = Math.max(
      await timedRepeated(app, tokens[0]),
      await timedRepeated(app, tokens[0]),
    );
    // What a backend does without local verification: the reference SDK's server getUser on
    // the same request, a call to the service each time.
    const ReferenceServerApp = await referenceServerApp(refsDir);
    let referenceRate = null;
    if (ReferenceServerApp) {
      const reference = new ReferenceServerApp({ ...options, tokenStore: "memory" });
      const headers = { "x-stack-auth": JSON.stringify({ accessToken: tokens[0] }) };
      const check = async () => {
        if (!(await reference.getUser({ tokenStore: { headers } }))) throw new Error("no user");
      };
      await check();
      referenceRate = await callRate(check);
    }
    const f = (rate) => `${Math.round(rate).toLocaleString("en-US")}/s`;
    console.log("\n| access token verification | rate | ratio |");
    console.log("|---|---:|---:|");
    console.log(`| raw jose.jwtVerify, local key | ${f(rawRate)} | 1.00× |`);
    console.log(
      `| StackServerApp.verifyAccessToken, new tokens | ${f(ourRate)} | ${(ourRate / rawRate).toFixed(2)}× of raw (goal ≥ 0.90×) |`,
    );
    console.log(
      `| StackServerApp.verifyAccessToken, repeated token | ${f(cachedRate)} | ${(cachedRate / ourRate).toFixed(0)}× a first verification (goal ≥ 100×) |`,
    );
    if (referenceRate !== null) {
      console.log(
        `| @stackframe/js StackServerApp.getUser on the same request (a call to the service, 10 in flight) | ${f(referenceRate)} | ${(ourRate / referenceRate).toFixed(0)}× slower than ours |`,
      );
    }
    return { ratio: ourRate / rawRate, cachedSpeedup: cachedRate / ourRate };
  } finally {
    await emulator.stop();
  }
}
