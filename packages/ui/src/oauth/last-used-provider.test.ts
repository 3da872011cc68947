import { afterEach, describe, expect, it } from "vitest";
import {
  beginProviderSignIn,
  callbackExchangeFailed,
  callbackExchangeSent,
  forgetProviderSignIn,
  LAST_USED_PROVIDER_KEY,
  mfaCodeFailed,
  mfaCodeSent,
  PENDING_PROVIDER_KEY,
  readLastUsedProvider,
} from "./last-used-provider.js";

afterEach(() => localStorage.clear());

/** GitHub was the last provider a sign-in completed with. */
function lastWasGitHub() {
  localStorage.setItem(LAST_USED_PROVIDER_KEY, "github");
}

// Issue 33: the 'last' badge moved to Google after an abandoned Google sign-in.
describe("the last used OAuth provider moves only after a completed sign-in", () => {
  it("stays while the user is at the provider, and after they come back without signing in", () => {
    lastWasGitHub();
    beginProviderSignIn("google");
    expect(readLastUsedProvider()).toBe("github");
    // Back on the sign-in page (the back button): still GitHub, and still after a reload.
    expect(readLastUsedProvider()).toBe("github");
  });

  it("moves once the callback's exchange went out and did not fail (the browser left)", () => {
    lastWasGitHub();
    beginProviderSignIn("google");
    callbackExchangeSent();
    expect(readLastUsedProvider()).toBe("google");
    expect(localStorage.getItem(PENDING_PROVIDER_KEY)).toBeNull();
  });

  it("stays when the exchange failed (the provider refused, or the service did)", () => {
    lastWasGitHub();
    beginProviderSignIn("google");
    callbackExchangeSent();
    callbackExchangeFailed(false);
    expect(readLastUsedProvider()).toBe("github");
    // A later sign-in by another method does not bring the abandoned one back.
    mfaCodeSent();
    expect(readLastUsedProvider()).toBe("github");
  });

  it("waits through a TOTP prompt: moves after the code signs in, not after a wrong code", () => {
    lastWasGitHub();
    beginProviderSignIn("google");
    callbackExchangeSent();
    callbackExchangeFailed(true);
    expect(readLastUsedProvider()).toBe("github");
    mfaCodeSent();
    mfaCodeFailed();
    expect(readLastUsedProvider()).toBe("github");
    mfaCodeSent();
    expect(readLastUsedProvider()).toBe("google");
  });

  it("ignores a TOTP code of a password sign-in while a provider sign-in was abandoned", () => {
    lastWasGitHub();
    beginProviderSignIn("google");
    mfaCodeSent();
    expect(readLastUsedProvider()).toBe("github");
  });

  it("does not move for an account being linked (its callback is no sign-in)", () => {
    lastWasGitHub();
    beginProviderSignIn("google");
    forgetProviderSignIn();
    callbackExchangeSent();
    expect(readLastUsedProvider()).toBe("github");
  });

  it("reads a damaged record as no sign-in under way", () => {
    lastWasGitHub();
    localStorage.setItem(PENDING_PROVIDER_KEY, "{not json");
    expect(readLastUsedProvider()).toBe("github");
    localStorage.setItem(PENDING_PROVIDER_KEY, JSON.stringify({ provider: 1, step: "completing" }));
    expect(readLastUsedProvider()).toBe("github");
  });
});
