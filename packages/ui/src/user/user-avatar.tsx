"use client";

import { type CSSProperties, useState } from "react";
import { useTranslation } from "../i18n/use-translation.js";

/**
 * Who an avatar shows: a user, or the fields of one.
 *
 * @example
 * ```tsx
 * <UserAvatar user={{ displayName: "Ada Lovelace", primaryEmail: "ada@example.com", profileImageUrl: null }} />
 * ```
 */
export interface AvatarUser {
  /** The URL of the picture to show; initials without it. */
  profileImageUrl?: string | null;
  /** The name the initials come from. */
  displayName?: string | null;
  /** The address the initials come from when there is no name. */
  primaryEmail?: string | null;
}

/**
 * Props of {@link UserAvatar}.
 *
 * @example
 * ```tsx
 * <UserAvatar user={user} />
 * ```
 */
export interface UserAvatarProps {
  /** Width and height in pixels. Default 34. */
  size?: number;
  /** Whose avatar: a user, or anything with their name, address and picture. */
  user?: AvatarUser | null;
  /** A ring around the avatar. */
  border?: boolean;
  /**
   * Hidden from assistive technology, for an avatar next to the name it would repeat (the user
   * button does this). Default `false`: the avatar is an image named after the user.
   */
  decorative?: boolean;
}

/** The first two characters of the display name, else of the email, upper-cased. */
export function avatarInitials(user: AvatarUser | null | undefined): string {
  const source = user?.displayName?.trim() || user?.primaryEmail?.trim() || "";
  return Array.from(source).slice(0, 2).join("").toUpperCase();
}

/**
 * The user's profile image; while it loads, or when it fails, the first two letters of the
 * display name or email, upper-cased; without either, a generic user icon. 34 pixels by default.
 * `data-state` is `loading`, `loaded` or `error` for an image, `initials` or `icon` otherwise.
 *
 * @example
 * ```tsx
 * const user = useUser();
 * <UserAvatar user={user} size={48} />
 * ```
 */
export function UserAvatar({
  size = 34,
  user,
  border = false,
  decorative = false,
}: UserAvatarProps) {
  const { t } = useTranslation();
  const imageUrl = user?.profileImageUrl || null;
  // The state belongs to one URL: a new image starts loading again.
  const [image, setImage] = useState<{ url: string | null; state: "loading" | "loaded" | "error" }>(
    { url: imageUrl, state: "loading" },
  );
  const imageState = image.url === imageUrl ? image.state : "loading";
  const initials = avatarInitials(user);
  const label = user?.displayName?.trim() || user?.primaryEmail?.trim() || t("avatarUser");
  const state = imageUrl ? imageState : initials ? "initials" : "icon";
  const showImage = imageUrl !== null && imageState !== "error";
  return (
    <span
      data-slot="stack-avatar"
      data-state={state}
      data-border={border ? "" : undefined}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
      // A custom property, not width and height: the app's stylesheet can still size it.
      style={{ "--stack-avatar-size": `${size}px` } as CSSProperties}
    >
      {imageState !== "loaded" || !showImage ? (
        initials ? (
          <span data-slot="stack-avatar-initials" aria-hidden="true">
            {initials}
          </span>
        ) : (
          <UserIcon />
        )
      ) : null}
      {showImage ? (
        <img
          data-slot="stack-avatar-image"
          src={imageUrl}
          alt=""
          width={size}
          height={size}
          onLoad={() => setImage({ url: imageUrl, state: "loaded" })}
          onError={() => setImage({ url: imageUrl, state: "error" })}
        />
      ) : null}
    </span>
  );
}

function UserIcon() {
  return (
    <svg
      data-slot="stack-avatar-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5c1.2-3.4 3.8-5 7-5s5.8 1.6 7 5" strokeLinecap="round" />
    </svg>
  );
}
