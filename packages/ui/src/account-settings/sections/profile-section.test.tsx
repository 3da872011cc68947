import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEMO_USER, emulatorPerTest } from "../../../../../test/emulator-per-test.js";
import { expectNoAxeViolations } from "../../test-utils/expect-no-axe-violations.js";
import { openSettingsSection } from "../../test-utils/render-account-settings.js";

const emulator = emulatorPerTest();

describe("the profile section", () => {
  it("edits the display name in place and saves it on the server", async () => {
    const { panel, user, server, container } = await openSettingsSection(emulator, "Profile");
    expect(within(panel).getByText("Demo User")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Edit" }));
    const input = within(panel).getByRole("textbox", { name: "Display name" });
    expect(document.activeElement).toBe(input);
    await expectNoAxeViolations(container);
    await user.clear(input);
    await user.type(input, "Ada Lovelace");
    await user.click(within(panel).getByRole("button", { name: "Save" }));
    expect(await within(panel).findByText("Ada Lovelace")).toBeTruthy();
    expect(within(panel).queryByRole("textbox", { name: "Display name" })).toBeNull();
    expect((await server.getUser(DEMO_USER.id))?.displayName).toBe("Ada Lovelace");
  });

  it("leaves the name as it was on Cancel", async () => {
    const { panel, user, server } = await openSettingsSection(emulator, "Profile");
    await user.click(within(panel).getByRole("button", { name: "Edit" }));
    await user.type(within(panel).getByRole("textbox", { name: "Display name" }), " Changed");
    await user.click(within(panel).getByRole("button", { name: "Cancel" }));
    expect(within(panel).getByText("Demo User")).toBeTruthy();
    expect((await server.getUser(DEMO_USER.id))?.displayName).toBe("Demo User");
  });

  it("sets the profile image from a URL, and removes it after a confirmation", async () => {
    const { panel, user, server, container } = await openSettingsSection(emulator, "Profile");
    const url = "https://images.example.com/ada.png";
    await user.type(within(panel).getByRole("textbox", { name: "Image URL" }), url);
    await user.click(within(panel).getByRole("button", { name: "Use URL" }));
    await waitFor(async () =>
      expect((await server.getUser(DEMO_USER.id))?.profileImageUrl).toBe(url),
    );
    const avatar = within(panel).getByRole("img", { name: "Demo User" });
    await waitFor(() => expect(avatar.querySelector("img")?.getAttribute("src")).toBe(url));

    await user.click(await within(panel).findByRole("button", { name: "Remove image" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove your profile image?" });
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Remove image" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect((await server.getUser(DEMO_USER.id))?.profileImageUrl).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says 'Please enter a valid URL' for a malformed URL and sends nothing", async () => {
    const { panel, user, requests, server } = await openSettingsSection(emulator, "Profile");
    const input = within(panel).getByRole("textbox", { name: "Image URL" });
    await user.type(input, "not a url");
    const before = requests.length;
    await user.click(within(panel).getByRole("button", { name: "Use URL" }));
    expect((await within(panel).findByRole("alert")).textContent).toBe("Please enter a valid URL");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(requests.slice(before)).toEqual([]);
    expect((await server.getUser(DEMO_USER.id))?.profileImageUrl).toBeNull();
  });

  // Issue 33: the service's validation text ("body.profile_image_url: must be …") reached the page.
  it("tells the service's refusal of an image URL in the user's words, on the URL field", async () => {
    const { panel, user, server, container } = await openSettingsSection(emulator, "Profile");
    const input = within(panel).getByRole("textbox", { name: "Image URL" });
    await user.type(input, "ftp://images.example.com/ada.png");
    await user.click(within(panel).getByRole("button", { name: "Use URL" }));
    const alert = await within(panel).findByRole("alert");
    expect(alert.textContent).toBe(
      "This image cannot be used. Give the https:// address of an image, or upload a file.",
    );
    expect(panel.textContent).not.toMatch(/profile_image_url|must be/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    // The URL stays, to be corrected.
    expect((input as HTMLInputElement).value).toBe("ftp://images.example.com/ada.png");
    expect((await server.getUser(DEMO_USER.id))?.profileImageUrl).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("uploads an image file as a data URL", async () => {
    const { panel, user, server } = await openSettingsSection(emulator, "Profile");
    // A 1×1 PNG. This browser has no canvas, so the file is kept as it is (it is small enough).
    const png = Uint8Array.from(
      atob(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      ),
      (char) => char.charCodeAt(0),
    );
    const file = new File([png], "me.png", { type: "image/png" });
    await user.upload(within(panel).getByLabelText("Upload an image"), file);
    await waitFor(async () =>
      expect((await server.getUser(DEMO_USER.id))?.profileImageUrl).toMatch(
        /^data:image\/png;base64,iVBORw0KGgo/,
      ),
    );
  });

  it("rejects a file that is not an image with a clear message, leaving the image as it was", async () => {
    const { panel, requests, server } = await openSettingsSection(emulator, "Profile");
    const input = within(panel).getByLabelText("Upload an image");
    const before = requests.length;
    // The picker's filter is only a hint: "All files" or a drop still hands over any file.
    fireEvent.change(input, {
      target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] },
    });
    expect((await within(panel).findByRole("alert")).textContent).toBe(
      "This file is not an image. Choose a PNG, JPEG, GIF or WebP file.",
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(requests.slice(before).filter((r) => r.startsWith("PATCH"))).toEqual([]);
    expect((await server.getUser(DEMO_USER.id))?.profileImageUrl).toBeNull();
  });
});
