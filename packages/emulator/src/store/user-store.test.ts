import { describe, expect, it } from "vitest";
import { newContactChannel } from "./contact-channel-store.js";
import { Tables } from "./tables.js";
import { UserStore } from "./user-store.js";

// Issue 17: finding who signs in with an address scanned every user (10 ms at 50,000 users, on
// every sign-up); it reads an index now, which must follow every change of a user's addresses.
describe("UserStore.findByAuthEmail", () => {
  const store = () => new UserStore(() => 1000, new Tables());

  it("finds a user by an address of any case, in their project only", () => {
    const users = store();
    const ada = users.create({
      projectId: "p",
      primaryEmail: "Ada@Example.com",
      primaryEmailAuthEnabled: true,
    });
    users.create({
      projectId: "q",
      primaryEmail: "bob@example.com",
      primaryEmailAuthEnabled: true,
    });
    expect(users.findByAuthEmail("p", "ada@example.COM")?.id).toBe(ada.id);
    expect(users.findByAuthEmail("p", "bob@example.com")).toBeUndefined();
    expect(users.findByAuthEmail("q", "ada@example.com")).toBeUndefined();
  });

  it("follows an address changed in place on a user got by id", () => {
    const users = store();
    const ada = users.create({
      projectId: "p",
      primaryEmail: "ada@example.com",
      primaryEmailAuthEnabled: true,
    });
    expect(users.findByAuthEmail("p", "ada@example.com")?.id).toBe(ada.id);
    const got = users.get("p", ada.id);
    if (!got?.contactChannels[0]) throw new Error("no channel");
    got.contactChannels[0].value = "countess@example.com";
    expect(users.findByAuthEmail("p", "ada@example.com")).toBeUndefined();
    expect(users.findByAuthEmail("p", "countess@example.com")?.id).toBe(ada.id);
  });

  it("finds a channel added later, and only while it is used for auth", () => {
    const users = store();
    const ada = users.create({ projectId: "p", primaryEmail: "ada@example.com" });
    const got = users.get("p", ada.id);
    if (!got) throw new Error("no user");
    const channel = newContactChannel({ value: "second@example.com", usedForAuth: true }, 1000);
    got.contactChannels.push(channel);
    expect(users.findByAuthEmail("p", "second@example.com")?.id).toBe(ada.id);
    const again = users.get("p", ada.id);
    if (!again?.contactChannels[1]) throw new Error("no channel");
    again.contactChannels[1].usedForAuth = false;
    expect(users.findByAuthEmail("p", "second@example.com")).toBeUndefined();
  });

  // The bug: adding a channel used for auth looks the address up first (is it someone else's?),
  // then adds it; that lookup used up the user's mark, and the new address was never indexed, so
  // signing in with it answered EMAIL_PASSWORD_MISMATCH.
  it("follows a user changed after a lookup in the same request, until its commit", () => {
    const tables = new Tables();
    const users = new UserStore(() => 1000, tables);
    const ada = users.create({ projectId: "p", primaryEmail: "ada@example.com" });
    tables.commit();
    const got = users.get("p", ada.id);
    if (!got) throw new Error("no user");
    expect(users.findByAuthEmail("p", "second@example.com")).toBeUndefined();
    got.contactChannels.push(
      newContactChannel({ value: "second@example.com", usedForAuth: true }, 1000),
    );
    expect(users.findByAuthEmail("p", "second@example.com")?.id).toBe(ada.id);
    tables.commit();
    expect(users.findByAuthEmail("p", "second@example.com")?.id).toBe(ada.id);
  });

  it("forgets deleted users, and users of a deleted project", () => {
    const users = store();
    const ada = users.create({
      projectId: "p",
      primaryEmail: "ada@example.com",
      primaryEmailAuthEnabled: true,
    });
    users.create({
      projectId: "q",
      primaryEmail: "bob@example.com",
      primaryEmailAuthEnabled: true,
    });
    users.delete("p", ada.id);
    users.deleteProject("q");
    expect(users.findByAuthEmail("p", "ada@example.com")).toBeUndefined();
    expect(users.findByAuthEmail("q", "bob@example.com")).toBeUndefined();
  });

  it("reads the users a table already held, and forgets them when the table is emptied", () => {
    const tables = new Tables();
    const first = new UserStore(() => 1000, tables);
    const ada = first.create({
      projectId: "p",
      primaryEmail: "ada@example.com",
      primaryEmailAuthEnabled: true,
    });
    const second = new UserStore(() => 1000, tables);
    expect(second.findByAuthEmail("p", "ada@example.com")?.id).toBe(ada.id);
    tables.clear();
    expect(second.findByAuthEmail("p", "ada@example.com")).toBeUndefined();
  });
});
