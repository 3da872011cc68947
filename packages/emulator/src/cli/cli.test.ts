import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_PROJECT } from "../actions/seed.js";
import { startTestOpenIdProvider } from "../test-utils/openid-provider.js";
import { type CliIo, runCli } from "./cli.js";

/** An in-memory terminal: collected lines, and a way to send the shutdown signal. */
function fakeIo() {
  const stdout: string[] = [];
  const stderr: string[] = [];
  let shutdown: (() => void) | undefined;
  let ready: (line: string) => void = () => {};
  const firstLine = new Promise<string>((resolve) => {
    ready = resolve;
  });
  const io: CliIo = {
    stdout: (line) => {
      stdout.push(line);
      ready(line);
    },
    stderr: (line) => stderr.push(line),
    onShutdown(handler) {
      shutdown = handler;
      return () => {
        shutdown = undefined;
      };
    },
  };
  return { io, stdout, stderr, firstLine, shutdown: () => shutdown?.() };
}

describe("app-emulator command", () => {
  it("prints exactly one JSON line when ready, serves, and exits 0 on shutdown", async () => {
    const term = fakeIo();
    const exit = runCli(["--port", "0", "--quiet"], term.io);
    const ready = JSON.parse(await term.firstLine);
    expect(Object.keys(ready)).toEqual([
      "url",
      "projectId",
      "publishableClientKey",
      "secretServerKey",
      "superSecretAdminKey",
    ]);
    expect(ready).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      projectId: DEMO_PROJECT.id,
      publishableClientKey: DEMO_PROJECT.publishableClientKey,
      secretServerKey: DEMO_PROJECT.secretServerKey,
      superSecretAdminKey: DEMO_PROJECT.superSecretAdminKey,
    });
    const res = await fetch(`${ready.url}/api/v1/projects/current`, {
      headers: {
        "x-stack-project-id": ready.projectId,
        "x-stack-access-type": "client",
        "x-stack-publishable-client-key": ready.publishableClientKey,
      },
    });
    expect(res.status).toBe(200);
    term.shutdown();
    expect(await exit).toBe(0);
    expect(term.stdout).toHaveLength(1);
    await expect(fetch(`${ready.url}/api/v1/projects/current`)).rejects.toThrow();
  });

  it.each([
    ["--oauth-mock-url", (issuer: string) => ({ argv: ["--oauth-mock-url", issuer], env: {} })],
    [
      "STACK_OAUTH_MOCK_URL",
      (issuer: string) => ({ argv: [], env: { STACK_OAUTH_MOCK_URL: issuer } }),
    ],
  ])("signs in with shared providers at the OpenID provider given by %s", async (_, given) => {
    const idp = await startTestOpenIdProvider();
    try {
      const term = fakeIo();
      const { argv, env } = given(idp.issuer);
      const exit = runCli(["--port", "0", "--quiet", ...argv], { ...term.io, env });
      const ready = JSON.parse(await term.firstLine);
      idp.trust(ready.url);
      const authorize = new URL(`${ready.url}/api/v1/auth/oauth/authorize/github`);
      const query = {
        client_id: DEMO_PROJECT.id,
        client_secret: DEMO_PROJECT.publishableClientKey,
        redirect_uri: "http://localhost:3000/handler/oauth-callback",
        scope: "legacy",
        state: "some-state",
        grant_type: "authorization_code",
        code_challenge: "x".repeat(43),
        code_challenge_method: "S256",
        response_type: "code",
        stack_response_mode: "json",
      };
      for (const [name, value] of Object.entries(query)) authorize.searchParams.set(name, value);
      const res = await fetch(authorize);
      expect(res.status).toBe(200);
      const location = new URL(((await res.json()) as { location: string }).location);
      expect(location.origin).toBe(idp.issuer);
      expect(location.searchParams.get("client_id")).toBe("github");
      term.shutdown();
      expect(await exit).toBe(0);
    } finally {
      await idp.stop();
    }
  });

  it.each([
    [["--oauth-mock-url", "localhost:8114"], {}, "--oauth-mock-url takes the http(s) URL"],
    [
      [],
      { STACK_OAUTH_MOCK_URL: "ftp://idp.example" },
      "STACK_OAUTH_MOCK_URL must be the http(s) URL",
    ],
  ])("refuses an issuer that is not an http(s) URL (%j %j)", async (argv, env, message) => {
    const term = fakeIo();
    expect(await runCli(["--port", "0", ...argv], { ...term.io, env })).toBe(1);
    expect(term.stdout).toEqual([]);
    expect(term.stderr).toEqual([expect.stringContaining(message)]);
  });

  it("fails with one line and exit code 1 when the port is taken", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const term = fakeIo();
      expect(await runCli(["--port", String(port)], term.io)).toBe(1);
      expect(term.stdout).toEqual([]);
      expect(term.stderr).toEqual([
        `app-emulator: Port ${port} on 127.0.0.1 is already in use. Pass --port <n> (0 picks a free port).`,
      ]);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it.each([[["--port", "http"]], [["--port"]], [["--port", "70000"]], [["--verbose"]]])(
    "refuses bad arguments %j with exit code 1",
    async (argv) => {
      const term = fakeIo();
      expect(await runCli(argv, term.io)).toBe(1);
      expect(term.stdout).toEqual([]);
      expect(term.stderr).toHaveLength(1);
      expect(term.stderr[0]).toMatch(/^app-emulator: .*--help/);
    },
  );

  it("accepts --port=<n> and --host", async () => {
    const term = fakeIo();
    const exit = runCli(["--port=0", "--host", "127.0.0.1", "--quiet"], term.io);
    expect(JSON.parse(await term.firstLine).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    term.shutdown();
    expect(await exit).toBe(0);
  });

  it("answers its controls at the names of --allowed-hosts, and refuses other names", async () => {
    const term = fakeIo();
    const exit = runCli(
      ["--port", "0", "--quiet", "--allowed-hosts", "emulator,.dev.example"],
      term.io,
    );
    const { url } = JSON.parse(await term.firstLine);
    const statusAt = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const { hostname, port } = new URL(url);
        request({ hostname, port, path: "/emulator/clock", headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
          .on("error", reject)
          .end();
      });
    expect(await statusAt("emulator:8102")).toBe(200);
    expect(await statusAt("box.dev.example")).toBe(200);
    expect(await statusAt("rebound.example")).toBe(403);
    term.shutdown();
    expect(await exit).toBe(0);
  });

  it("refuses --allowed-hosts with a scheme or port, naming the value", async () => {
    const term = fakeIo();
    expect(await runCli(["--allowed-hosts", "http://emulator:8102"], term.io)).toBe(1);
    expect(term.stderr).toEqual([
      'app-emulator: --allowed-hosts takes host names separated by commas, such as emulator,.example.test (no scheme or port), got "http://emulator:8102". Run npx @app/emulator --help for usage.',
    ]);
  });

  it("opens server access to the pages of --allowed-origins, and refuses other pages", async () => {
    const term = fakeIo();
    const exit = runCli(
      ["--port", "0", "--quiet", "--allowed-origins", "https://app.example,http://10.0.0.5:5173"],
      term.io,
    );
    const ready = JSON.parse(await term.firstLine);
    const statusFrom = async (origin: string) =>
      (
        await fetch(`${ready.url}/api/v1/users`, {
          headers: {
            origin,
            "x-stack-project-id": ready.projectId,
            "x-stack-access-type": "server",
            "x-stack-secret-server-key": ready.secretServerKey,
          },
        })
      ).status;
    expect(await statusFrom("https://app.example")).toBe(200);
    expect(await statusFrom("http://10.0.0.5:5173")).toBe(200);
    expect(await statusFrom("https://attacker.example")).toBe(403);
    term.shutdown();
    expect(await exit).toBe(0);
  });

  it("refuses --allowed-origins with a path, naming the value", async () => {
    const term = fakeIo();
    expect(await runCli(["--allowed-origins", "https://app.example/login"], term.io)).toBe(1);
    expect(term.stderr).toEqual([
      'app-emulator: --allowed-origins takes origins separated by commas, such as https://app.example.com,http://192.168.1.20:5173 (no path), got "https://app.example/login". Run npx @app/emulator --help for usage.',
    ]);
  });

  // Issue 31 (low): `--host 0.0.0.0` opened the controls to the network without a word.
  it("warns on stderr, even with --quiet, when --host lets other machines reach it", async () => {
    const term = fakeIo();
    const exit = runCli(["--port", "0", "--quiet", "--host", "0.0.0.0"], term.io);
    const ready = JSON.parse(await term.firstLine);
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(term.stderr).toHaveLength(1);
    expect(term.stderr[0]).toMatch(
      /^app-emulator: warning: listening on 0\.0\.0\.0, which other machines can reach: .*controls.*public keys/,
    );
    term.shutdown();
    expect(await exit).toBe(0);
  });

  it("says nothing of the sort on 127.0.0.1", async () => {
    const term = fakeIo();
    const exit = runCli(["--port", "0", "--quiet"], term.io);
    await term.firstLine;
    expect(term.stderr).toEqual([]);
    term.shutdown();
    expect(await exit).toBe(0);
  });

  // Issue 31 (high): the printed keys were the public demo keys even for a long-lived data dir.
  it("prints the random keys of a --data-dir emulator, which work", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "emulator-cli-"));
    try {
      const term = fakeIo();
      const exit = runCli(["--port", "0", "--quiet", "--data-dir", dataDir], term.io);
      const ready = JSON.parse(await term.firstLine);
      expect(ready.secretServerKey).not.toBe(DEMO_PROJECT.secretServerKey);
      expect(ready.superSecretAdminKey).not.toBe(DEMO_PROJECT.superSecretAdminKey);
      const res = await fetch(`${ready.url}/api/v1/users`, {
        headers: {
          "x-stack-project-id": ready.projectId,
          "x-stack-access-type": "server",
          "x-stack-secret-server-key": ready.secretServerKey,
        },
      });
      expect(res.status).toBe(200);
      term.shutdown();
      expect(await exit).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("prints usage for --help and exits 0 without starting", async () => {
    const term = fakeIo();
    expect(await runCli(["--help"], term.io)).toBe(0);
    expect(term.stdout.join("\n")).toContain("Usage: npx @app/emulator");
  });
});
