import { describe, expect, it, vi } from "vitest";

// Each test loads the modules afresh, so that "before the catalogue" is a module graph in which
// nothing has imported the catalogue yet, as on a page that has met no known error.
async function fresh() {
  vi.resetModules();
  return {
    root: await import("./known-errors.js"),
    base: await import("./known-error.js"),
    loadCatalogue: () => import("./catalogue/index.js"),
  };
}

describe("the package root's KnownErrors", () => {
  it("checks errors before the catalogue has loaded, with the classes the catalogue then fills in", async () => {
    const { root, base, loadCatalogue } = await fresh();
    const { KnownErrors } = root;
    const UserNotFound = KnownErrors.UserNotFound;
    const OAuthConnectionNotConnectedToUser = KnownErrors.OAuthConnectionNotConnectedToUser;
    expect(UserNotFound.code).toBe("USER_NOT_FOUND");
    expect(UserNotFound.name).toBe("UserNotFound");
    expect(OAuthConnectionNotConnectedToUser.code).toBe("OAUTH_CONNECTION_NOT_CONNECTED_TO_USER");
    expect(KnownErrors.VerificationCodeError.code).toBe("VERIFICATION_ERROR");
    expect(KnownErrors.UserWithEmailAlreadyExists.code).toBe("USER_EMAIL_ALREADY_EXISTS");
    expect(KnownErrors.UserNotFound).toBe(UserNotFound);
    // An error from a copy of the package, or one decoded later: checked by its codes.
    const decoded = Object.assign(Object.create(base.KnownError.prototype), {
      codes: ["USER_NOT_FOUND"],
      [Symbol.for("@app/core/known-error")]: true,
    });
    expect(UserNotFound.isInstance(decoded)).toBe(true);
    expect(KnownErrors.TeamNotFound.isInstance(decoded)).toBe(false);

    const catalogue = await loadCatalogue();
    expect(catalogue.KnownErrors.UserNotFound).toBe(UserNotFound);
    expect(catalogue.KnownErrors.OAuthConnectionNotConnectedToUser).toBe(
      OAuthConnectionNotConnectedToUser,
    );
    const error = new UserNotFound();
    expect(error).toBeInstanceOf(UserNotFound);
    expect([error.status, error.message]).toEqual([404, "User not found."]);
  });

  it("names @app/core/errors when a class is constructed before the catalogue has loaded", async () => {
    const { root } = await fresh();
    const { UserNotFound } = root.KnownErrors;
    expect(() => new UserNotFound()).toThrow(TypeError);
    expect(() => new UserNotFound()).toThrow(/KnownErrors\.UserNotFound is not loaded yet/);
    expect(() => new UserNotFound()).toThrow(/"@app\/core\/errors"/);
    expect(() => UserNotFound.status).toThrow(/not loaded yet/);
  });

  it("puts a class named before its parent was known under the parent once it loads", async () => {
    const { root, loadCatalogue } = await fresh();
    const Expired = root.KnownErrors.AccessTokenExpired;
    const { KnownErrors } = await loadCatalogue();
    const error = new Expired({ expired_at_millis: 0 });
    expect(error).toBeInstanceOf(KnownErrors.InvalidAccessToken);
    expect(Object.getPrototypeOf(Expired)).toBe(KnownErrors.InvalidAccessToken);
    expect(error.codes.slice(0, 2)).toEqual(["ACCESS_TOKEN_EXPIRED", "INVALID_ACCESS_TOKEN"]);
  });

  it("lists the catalogue's names once it has loaded, and only its names", async () => {
    const { root, loadCatalogue } = await fresh();
    const { KnownErrors } = root;
    expect(Object.keys(KnownErrors)).toEqual([]);
    const catalogue = await loadCatalogue();
    expect(Object.keys(KnownErrors)).toEqual(Object.keys(catalogue.KnownErrors));
    expect({ ...KnownErrors }).toEqual({ ...catalogue.KnownErrors });
    expect("UserNotFound" in KnownErrors).toBe(true);
    expect((KnownErrors as Record<string, unknown>).NotACode).toBeUndefined();
  });

  it("is not a thenable, nor anything else that is not a PascalCase name", async () => {
    const { root } = await fresh();
    const record = root.KnownErrors as unknown as Record<string, unknown>;
    expect(record.then).toBeUndefined();
    expect(record.toJSON).toBeUndefined();
    await expect(Promise.resolve(root.KnownErrors)).resolves.toBe(root.KnownErrors);
  });

  it("reads every catalogue name back to its code", async () => {
    const { root, loadCatalogue } = await fresh();
    const { KnownErrors } = await loadCatalogue();
    for (const [name, errorClass] of Object.entries(KnownErrors)) {
      expect(root.codeOfName(name), name).toBe(errorClass.code);
    }
  });
});
