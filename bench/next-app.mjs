// The Next.js section of `pnpm bench`: what a browser fetches for two pages of examples/next-app
// (@app/next, built by `pnpm build`) and of the same app on the reference SDK (@stackframe/stack
// 2.8.108, bench/references/next-app, installed into bench/.refs/next-app once and built in this
// run): a visitor of /handler/sign-in, and a signed-in user's home page (a server component and a
// client component that shows the user). Both are served with `next start` against one emulator.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { StackClientApp } from "@app/core";
import { DEMO_USER, startEmulator } from "@app/emulator";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const OURS = here("../examples/next-app");
const REFERENCE_VERSIONS = {
  "@stackframe/stack": "2.8.108",
  next: "16.4.6",
  react: "19.3.1",
  "react-dom": "19.3.1",
};

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `next start` of `dir` on a free port; resolves once it prints that it is ready. */
async function nextStart(dir, env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      `${dir}/node_modules/next/dist/bin/next`,
      "start",
      "--port",
      String(port),
      "--hostname",
      "127.0.0.1",
    ],
    { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env }, detached: true },
  );
  let output = "";
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (/Ready in/.test(output)) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`next start in ${dir} exited (${code}):\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", resolve);
        process.kill(-child.pid, "SIGTERM");
      }),
  };
}

/**
 * The page's first load as a browser fetches it: the HTML, then every script and stylesheet it
 * names, each gzipped on its own (as served with compression).
 */
async function firstLoad(url, cookie) {
  const headers = cookie ? { cookie } : {};
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const assets = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) assets.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) {
    assets.add(match[1]);
  }
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(new URL(asset, url))).arrayBuffer());
    if (asset.endsWith(".css")) css += gzipSync(body).length;
    else js += gzipSync(body).length;
  }
  return { html: gzipSync(html).length, js, css, files: assets.size };
}

/** Installs and builds the reference app; false (after saying why) when it cannot. */
function buildReference(refsDir, emulator) {
  const dir = `${refsDir}/next-app`;
  try {
    if (!existsSync(`${dir}/node_modules/@stackframe/stack/package.json`)) {
      console.error("Installing @stackframe/stack and Next.js into bench/.refs/next-app (once)…");
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/package.json`, '{ "private": true, "type": "module" }\n');
      execFileSync(
        "npm",
        [
          "install",
          "--prefix",
          dir,
          "--no-audit",
          "--no-fund",
          "--loglevel=error",
          ...Object.entries(REFERENCE_VERSIONS).map(([name, version]) => `${name}@${version}`),
        ],
        { stdio: ["ignore", "ignore", "inherit"] },
      );
    }
    cpSync(here("references/next-app"), dir, { recursive: true });
    const started = performance.now();
    execFileSync(process.execPath, [`${dir}/node_modules/next/dist/bin/next`, "build"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_PUBLIC_STACK_PROJECT_ID: emulator.projectId,
        NEXT_PUBLIC_STACK_PUBLISHABLE_CLIENT_KEY: emulator.publishableClientKey,
        NEXT_PUBLIC_STACK_API_URL: emulator.url,
        STACK_SECRET_SERVER_KEY: emulator.secretServerKey,
      },
    });
    return { dir, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    console.error(`Could not build the reference Next.js app: ${error.message}`);
    return null;
  }
}

/** Prints the first loads of both apps' sign-in page and signed-in home page. */
export async function benchNextApp(refsDir) {
  if (!existsSync(`${OURS}/dist/BUILD_ID`)) {
    console.log("\nexamples/next-app is not built (`pnpm build`): its first loads are skipped.");
    return;
  }
  const emulator = await startEmulator({ port: 0, quiet: true });
  const servers = [];
  try {
    const reference = buildReference(refsDir, emulator);
    const ours = await nextStart(OURS, {
      STACK_API_URL: emulator.url,
      STACK_SECRET_SERVER_KEY: emulator.secretServerKey,
    });
    servers.push(ours);
    const apps = [["@app/next (examples/next-app)", ours]];
    if (reference) {
      const server = await nextStart(reference.dir, {
        STACK_SECRET_SERVER_KEY: emulator.secretServerKey,
      });
      servers.push(server);
      apps.push(["@stackframe/stack 2.8.108", server]);
    }
    // The demo user's session, in the cookies both SDKs read.
    const client = new StackClientApp({
      projectId: emulator.projectId,
      publishableClientKey: emulator.publishableClientKey,
      baseUrl: emulator.url,
      tokenStore: "memory",
      redirectMethod: "none",
    });
    await client.signInWithCredential({ ...DEMO_USER, noRedirect: true });
    const { refreshToken, accessToken } = await client.getAuthJson();
    const cookie = [
      `stack-refresh-${emulator.projectId}--default=${encodeURIComponent(
        JSON.stringify({ refresh_token: refreshToken, updated_at_millis: Date.now() }),
      )}`,
      `stack-access=${encodeURIComponent(JSON.stringify([refreshToken, accessToken]))}`,
    ].join("; ");
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      "\n| Next.js App Router page, first load (gzip) | HTML | JS | CSS | files |\n|---|---:|---:|---:|---:|",
    );
    for (const [page, path, session] of [
      ["a visitor of /handler/sign-in", "/handler/sign-in", undefined],
      ["a signed-in user's home page", "/", cookie],
    ]) {
      for (const [name, server] of apps) {
        const load = await firstLoad(`${server.url}${path}`, session);
        console.log(
          `| ${name}: ${page} | ${kb(load.html)} | ${kb(load.js)} | ${kb(load.css)} | ${load.files} |`,
        );
      }
    }
    if (reference)
      console.log(`\nThe reference app's \`next build\` took ${reference.seconds.toFixed(0)} s.`);
  } finally {
    for (const server of servers) await server.stop();
    await emulator.stop();
  }
}
