import { compare } from "bcryptjs";
import { describe, expect, it } from "vitest";
import { call, signIn, useTestEmulator } from "../test-utils/harness.js";
import { type BcryptJob, BcryptWorkers } from "./bcrypt-workers.js";
import { DEFAULT_PASSWORD_HASH_COST, PasswordHasher } from "./passwords.js";

const emulator = useTestEmulator();

// Hashes of "imported-password" made elsewhere, as a migration from another system brings them.
const COST_12 = "$2b$12$sS0zt6qgSAwgGCcWAvvZyOz4uLmd.SNnFqAJoiMqUTAt0.bDstn42";
const COST_10_2A = "$2a$10$/i3Lwo6aALts0SfQ2hCiFuU23LcZWlGTIkuJD9O/Vi.1GwJ5dbvte";

async function importUser(passwordHash: string): Promise<string> {
  const email = `imported-${crypto.randomUUID()}@example.com`;
  const res = await call(emulator, "POST", "/users", {
    access: "server",
    body: { primary_email: email, primary_email_auth_enabled: true, password_hash: passwordHash },
  });
  expect(res.status).toBe(201);
  return email;
}

describe("password hashing", () => {
  it.each([COST_12, COST_10_2A])("verifies the imported hash %s", async (hash) => {
    const email = await importUser(hash);
    expect((await signIn(emulator, email, "imported-password")).access_token).toBeTruthy();
    const wrong = await call(emulator, "POST", "/auth/password/sign-in", {
      body: { email, password: "not-the-password" },
    });
    expect(wrong.body.code).toBe("EMAIL_PASSWORD_MISMATCH");
  });

  // Regression: bcrypt ran on the event loop (in 100 ms slices at best), so every request waited
  // behind each sign-in: 2,000 mixed requests at 50 in flight took 154 s.
  it("a sign-in checking a slow imported hash holds up no other request", async () => {
    const email = await importUser(COST_12);
    const finished: string[] = [];
    const slow = signIn(emulator, email, "imported-password").then((tokens) => {
      finished.push("sign-in");
      return tokens;
    });
    for (let read = 0; read < 10; read++) {
      expect((await call(emulator, "GET", "/projects/current")).status).toBe(200);
    }
    finished.push("10 reads, one after another");
    expect((await slow).access_token).toBeTruthy();
    expect(finished).toEqual(["10 reads, one after another", "sign-in"]);
  });

  it("hashes new passwords with real bcrypt at the emulator's own cost", async () => {
    const hasher = new PasswordHasher();
    try {
      const hash = await hasher.hash("a-new-password");
      expect(hash).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
      expect(DEFAULT_PASSWORD_HASH_COST).toBe(4);
      expect(await compare("a-new-password", hash)).toBe(true);
      expect(await hasher.verify("a-new-password", hash)).toBe(true);
      expect(await hasher.verify("another-password", hash)).toBe(false);
    } finally {
      await hasher.close();
    }
  });

  it("a higher own cost still hashes and verifies, off the event loop", async () => {
    const hasher = new PasswordHasher(8);
    try {
      const hash = await hasher.hash("a-new-password");
      expect(hash).toMatch(/^\$2b\$08\$/);
      expect(await hasher.verify("a-new-password", hash)).toBe(true);
    } finally {
      await hasher.close();
    }
  });

  // The mixed load's sign-ins spent as much CPU in bcrypt as the emulator in everything else; a
  // user's password that matched is remembered, and nothing else may pass without bcrypt.
  it("checks a user's password that matched before without bcrypt, and every other one with it", async () => {
    const comparisons: string[] = [];
    const workers = new (class extends BcryptWorkers {
      override run(job: BcryptJob) {
        if (job.op === "compare") comparisons.push(job.password);
        return super.run(job);
      }
    })();
    const hasher = new PasswordHasher(4, workers);
    try {
      const hash = await hasher.hash("first-password");
      // Two sign-ins at once share the first comparison; the next one needs none.
      const together = [
        hasher.verify("first-password", hash, "user-a"),
        hasher.verify("first-password", hash, "user-a"),
      ];
      expect(await Promise.all(together)).toEqual([true, true]);
      expect(await hasher.verify("first-password", hash, "user-a")).toBe(true);
      expect(comparisons).toEqual(["first-password"]);

      expect(await hasher.verify("wrong-password", hash, "user-a")).toBe(false);
      expect(await hasher.verify("wrong-password", hash, "user-a")).toBe(false);
      expect(await hasher.verify("first-password", null, "user-a")).toBe(false);
      // Another user with the same hash, and a check that names no user, use bcrypt.
      expect(await hasher.verify("first-password", hash, "user-b")).toBe(true);
      expect(await hasher.verify("first-password", hash)).toBe(true);
      expect(comparisons).toEqual([
        "first-password",
        "wrong-password",
        "wrong-password",
        "first-password",
        "first-password",
        "first-password",
      ]);

      // A changed password: the old one no longer matches the new hash, at once.
      const changed = await hasher.hash("second-password");
      expect(await hasher.verify("first-password", changed, "user-a")).toBe(false);
      expect(await hasher.verify("second-password", changed, "user-a")).toBe(true);
    } finally {
      await hasher.close();
    }
  });
});
