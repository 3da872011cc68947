import { describe, expect, it } from "vitest";
import { knownError, useTestEmulator } from "../test-utils/harness.js";
import { asServer, newUser } from "../test-utils/team-helpers.js";
import { NOTIFICATION_CATEGORIES } from "./notification-preferences.js";

const emulator = useTestEmulator();

const [TRANSACTIONAL, MARKETING] = NOTIFICATION_CATEGORIES;

describe("e-mail notification preferences", () => {
  // Regression: the routes were missing; the reference SDK's account settings showed an error
  // page on their notifications page.
  it("lists the transactional and marketing categories, both on by default", async () => {
    const ada = await newUser(emulator);
    const res = await ada.call("GET", "/emails/notification-preference/me");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        {
          notification_category_id: TRANSACTIONAL.id,
          notification_category_name: "Transactional",
          enabled: true,
          can_disable: false,
        },
        {
          notification_category_id: MARKETING.id,
          notification_category_name: "Marketing",
          enabled: true,
          can_disable: true,
        },
      ],
      is_paginated: false,
    });
  });

  it("turns marketing e-mails off for the user only, as a later listing shows", async () => {
    const ada = await newUser(emulator);
    const bo = await newUser(emulator);
    const res = await ada.call("PATCH", `/emails/notification-preference/me/${MARKETING.id}`, {
      body: { enabled: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notification_category_id: MARKETING.id, enabled: false });
    const mine = await ada.call("GET", `/emails/notification-preference/${ada.id}`);
    expect(mine.body.items[1].enabled).toBe(false);
    const theirs = await asServer(emulator, "GET", `/emails/notification-preference/${bo.id}`);
    expect(theirs.body.items[1].enabled).toBe(true);
  });

  it("refuses a client another user's preferences (plain-text 403), and an unknown category (404 text)", async () => {
    const ada = await newUser(emulator);
    const bo = await newUser(emulator);
    const list = await ada.call("GET", `/emails/notification-preference/${bo.id}`);
    expect(list.status).toBe(403);
    expect(list.text).toBe("You can only view your own notification preferences");
    const update = await ada.call(
      "PATCH",
      `/emails/notification-preference/${bo.id}/${MARKETING.id}`,
      {
        body: { enabled: false },
      },
    );
    expect(update.status).toBe(403);
    expect(update.text).toBe("You can only manage your own notification preferences");
    const unknown = await ada.call(
      "PATCH",
      `/emails/notification-preference/me/${crypto.randomUUID()}`,
      {
        body: { enabled: false },
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe("Notification category not found");
  });

  it("answers server access about an unknown user with USER_NOT_FOUND", async () => {
    const res = await asServer(
      emulator,
      "GET",
      `/emails/notification-preference/${crypto.randomUUID()}`,
    );
    expect(knownError(res)).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
  });
});
