import { describe, expect, it } from "vitest";
import type { SessionRecord } from "../store/session-store.js";
import type { UserRecord } from "../store/user-store.js";
import { AccessTokens } from "./access-tokens.js";
import { SigningKeys, type TokenAudience } from "./signing-keys.js";

/** Signing keys that count how often a project's keys are looked up (once per signature check). */
class CountingKeys extends SigningKeys {
  lookups = 0;

  override pairs(projectId: string, audience: TokenAudience) {
    this.lookups++;
    return super.pairs(projectId, audience);
  }
}

const PROJECT = "project-a";
const user: UserRecord = {
  id: "user-1",
  projectId: PROJECT,
  seq: 1,
  contactChannels: [],
  displayName: null,
  profileImageUrl: null,
  clientMetadata: null,
  clientReadOnlyMetadata: null,
  serverMetadata: null,
  passwordHash: null,
  signedUpAtMillis: 0,
  lastActiveAtMillis: 0,
  selectedTeamId: null,
  totpSecretBase64: null,
  otpAuthEnabled: false,
  passkeyAuthEnabled: false,
  isAnonymous: false,
  restrictedByAdmin: false,
  restrictedByAdminReason: null,
  restrictedByAdminPrivateDetails: null,
  oauthAccounts: [],
};
const session: SessionRecord = {
  id: "session-1",
  projectId: PROJECT,
  userId: user.id,
  refreshToken: "refresh",
  createdAtMillis: 0,
  lastUsedAtMillis: 0,
  expiresAtMillis: Number.MAX_SAFE_INTEGER,
  isImpersonation: false,
};
const project = { config: { require_email_verification: false } } as Parameters<
  AccessTokens["issue"]
>[2];

function setup(now: { ms: number }) {
  const keys = new CountingKeys();
  const tokens = new AccessTokens(keys, {
    lifetimeMs: 60_000,
    baseUrl: () => "http://localhost:8102",
    now: () => now.ms,
  });
  return { keys, tokens };
}

describe("AccessTokens.verify", () => {
  // Requests sent in parallel right after a sign-in (an app loading its page) each checked the
  // new token's signature until the first check finished.
  it("checks the signature of a new token once when many requests bring it at the same time", async () => {
    const now = { ms: Date.UTC(2026, 0, 1) };
    const { keys, tokens } = setup(now);
    const token = await tokens.issue(user, session, project);
    keys.lookups = 0;
    const verified = await Promise.all(
      Array.from({ length: 25 }, () => tokens.verify(token, PROJECT)),
    );
    expect(keys.lookups).toBe(1);
    for (const result of verified) {
      expect(result).toMatchObject({
        projectId: PROJECT,
        userId: user.id,
        refreshTokenId: "session-1",
      });
    }
    await tokens.verify(token, PROJECT);
    expect(keys.lookups).toBe(1);
  });

  it("refuses a shared token with ACCESS_TOKEN_EXPIRED once the clock passes its expiry", async () => {
    const now = { ms: Date.UTC(2026, 0, 1) };
    const { tokens } = setup(now);
    const token = await tokens.issue(user, session, project);
    await Promise.all([tokens.verify(token, PROJECT), tokens.verify(token, PROJECT)]);
    now.ms += 61_000;
    await expect(tokens.verify(token, PROJECT)).rejects.toMatchObject({
      code: "ACCESS_TOKEN_EXPIRED",
    });
  });

  it("gives every request that shares a failing check the same error, and checks again later", async () => {
    const now = { ms: Date.UTC(2026, 0, 1) };
    const { keys, tokens } = setup(now);
    const token = await tokens.issue(user, session, project);
    const tampered = `${token.slice(0, -4)}AAAA`;
    keys.lookups = 0;
    const results = await Promise.allSettled([
      tokens.verify(tampered, PROJECT),
      tokens.verify(tampered, PROJECT),
    ]);
    for (const result of results) {
      expect(result).toMatchObject({
        status: "rejected",
        reason: { code: "UNPARSABLE_ACCESS_TOKEN" },
      });
    }
    expect(keys.lookups).toBe(1);
    await expect(tokens.verify(tampered, PROJECT)).rejects.toMatchObject({
      code: "UNPARSABLE_ACCESS_TOKEN",
    });
    expect(keys.lookups).toBe(2);
  });
});
