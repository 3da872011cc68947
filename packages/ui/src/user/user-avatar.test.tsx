import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test-utils/expect-no-axe-violations.js";
import { UserAvatar } from "./user-avatar.js";

const avatar = (container: HTMLElement) =>
  container.querySelector('[data-slot="stack-avatar"]') as HTMLElement;

describe("UserAvatar", () => {
  it("shows two upper-cased letters of the display name, 34 pixels by default, named after the user", async () => {
    const { container } = render(<UserAvatar user={{ displayName: "ada Lovelace" }} />);
    expect(screen.getByRole("img", { name: "ada Lovelace" }).textContent).toBe("AD");
    expect(avatar(container).dataset.state).toBe("initials");
    expect(avatar(container).style.getPropertyValue("--stack-avatar-size")).toBe("34px");
    await expectNoAxeViolations(container);
  });

  it("falls back to the email's first letters, then to a user icon", () => {
    const { container, rerender } = render(
      <UserAvatar user={{ primaryEmail: "zoe@example.com" }} />,
    );
    expect(screen.getByRole("img", { name: "zoe@example.com" }).textContent).toBe("ZO");
    rerender(<UserAvatar user={{ displayName: null, primaryEmail: null }} size={48} />);
    expect(avatar(container).dataset.state).toBe("icon");
    expect(screen.getByRole("img", { name: "User" }).querySelector("svg")).toBeTruthy();
    expect(avatar(container).style.getPropertyValue("--stack-avatar-size")).toBe("48px");
  });

  it("shows the initials while the image loads, then the image; the initials again if it fails", async () => {
    const user = { displayName: "Ada", profileImageUrl: "https://example.com/ada.png" };
    const { container } = render(<UserAvatar user={user} />);
    const image = container.querySelector("img") as HTMLImageElement;
    expect(avatar(container).dataset.state).toBe("loading");
    expect(avatar(container).textContent).toBe("AD");
    await expectNoAxeViolations(container);

    fireEvent.load(image);
    expect(avatar(container).dataset.state).toBe("loaded");
    expect(avatar(container).textContent).toBe("");
    expect(image.getAttribute("alt")).toBe("");

    fireEvent.error(image);
    expect(avatar(container).dataset.state).toBe("error");
    expect(container.querySelector("img")).toBeNull();
    expect(avatar(container).textContent).toBe("AD");
    await expectNoAxeViolations(container);
  });

  it("loads a new image again when the URL changes", () => {
    const { container, rerender } = render(
      <UserAvatar user={{ displayName: "Ada", profileImageUrl: "https://example.com/1.png" }} />,
    );
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    rerender(
      <UserAvatar user={{ displayName: "Ada", profileImageUrl: "https://example.com/2.png" }} />,
    );
    expect(avatar(container).dataset.state).toBe("loading");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://example.com/2.png");
  });

  it("is hidden from assistive technology when decorative", () => {
    render(<UserAvatar user={{ displayName: "Ada" }} decorative />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
