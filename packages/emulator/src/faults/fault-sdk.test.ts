// The faults as the SDK meets them: what it retries, what it gives up on.
import { NetworkError, StackClientApp } from "@app/core";
import { HttpClient } from "@app/core/internal";
import { afterEach, describe, expect, it } from "vitest";
import { call, DEMO_USER, useTestEmulator } from "../test-utils/harness.js";

const emulator = useTestEmulator();

afterEach(() => emulator.faults.clear());

function client(): StackClientApp {
  return new StackClientApp({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
    tokenStore: "memory",
    redirectMethod: "none",
  });
}

/** The SDK's HTTP client without its backoff waits, for counting retries. */
function httpClient(): HttpClient {
  return new HttpClient({
    baseUrl: emulator.url,
    projectId: emulator.projectId,
    publishableClientKey: emulator.publishableClientKey,
    accessType: "client",
    sleep: async () => {},
  });
}

describe("the SDK against injected faults", () => {
  it("retries a GET through two 508 loop detections and succeeds", async () => {
    const fault = emulator.faults.add({
      method: "GET",
      path: "/api/v1/projects/current",
      times: 2,
      kind: "status",
      status: 508,
    });
    const project = await httpClient().request("/projects/current");
    expect(project).toMatchObject({ id: emulator.projectId });
    expect(emulator.faults.get(fault.id)?.fired).toBe(2);
  });

  it("retries a GET through two connection resets before handling and succeeds", async () => {
    const fault = emulator.faults.add({
      path: "/api/v1/projects/current",
      times: 2,
      kind: "reset",
      when: "before",
    });
    await expect(httpClient().request("/projects/current")).resolves.toMatchObject({
      id: emulator.projectId,
    });
    expect(emulator.faults.get(fault.id)?.fired).toBe(2);
  });

  it("waits out two 429s with Retry-After: 0 and reads the user", async () => {
    const fault = emulator.faults.add({
      method: "GET",
      path: "/api/v1/users/me",
      times: 2,
      kind: "status",
      status: 429,
      retryAfter: 0,
    });
    const app = client();
    await app.signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password });
    const user = await app.getUser();
    expect(user?.primaryEmail).toBe(DEMO_USER.email);
    expect(emulator.faults.get(fault.id)?.fired).toBe(2);
  });

  it("does not retry a 503", async () => {
    const fault = emulator.faults.add({
      path: "/api/v1/projects/current",
      times: 2,
      kind: "status",
      status: 503,
    });
    await expect(httpClient().request("/projects/current")).rejects.toThrow();
    expect(emulator.faults.get(fault.id)?.fired).toBe(1);
  });

  it("gives a NetworkError for a sign-up whose answer is lost, and the user exists", async () => {
    const email = `lost-answer-${crypto.randomUUID()}@example.com`;
    const fault = emulator.faults.add({
      method: "POST",
      path: "/api/v1/auth/password/sign-up",
      times: 1,
      kind: "reset",
      when: "after",
    });
    const app = client();
    const error = await app.signUpWithCredential({ email, password: "pass-word-1" }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(emulator.faults.get(fault.id)?.fired).toBe(1); // POST is not retried
    const users = await call(emulator, "GET", `/users?query=${encodeURIComponent(email)}`, {
      access: "server",
    });
    expect(users.body.items.map((u: { primary_email: string }) => u.primary_email)).toEqual([
      email,
    ]);
    const again = await app.signInWithCredential({ email, password: "pass-word-1" });
    expect(again.status).toBe("ok");
  });

  it("gives a NetworkError for a sign-in whose answer is lost, and stays signed out", async () => {
    const app = client();
    emulator.faults.add({
      method: "POST",
      path: "/api/v1/auth/password/sign-in",
      times: 1,
      kind: "reset",
      when: "after",
    });
    await expect(
      app.signInWithCredential({ email: DEMO_USER.email, password: DEMO_USER.password }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(await app.getUser()).toBeNull();
  });

  it("refuses a malformed JSON answer and a known-error header that does not match", async () => {
    emulator.faults.add({ path: "/api/v1/projects/current", times: 1, kind: "malformed-json" });
    await expect(httpClient().request("/projects/current")).rejects.toThrow();
    emulator.faults.add({
      path: "/api/v1/projects/current",
      times: 1,
      kind: "known-error-mismatch",
    });
    await expect(httpClient().request("/projects/current")).rejects.toThrow();
    await expect(httpClient().request("/projects/current")).resolves.toMatchObject({
      id: emulator.projectId,
    });
  });
});
