import { StatusError } from "../http/status-error.js";

const BASE64_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/i;

/**
 * Refuses a profile image that a client may not set, with the service's 400 text "Invalid profile
 * image URL": an image over plain `http:`, and image data (`data:image/…;base64,…`) whose base64
 * does not decode. A client may link an `https:` image or send base64 image data. (The service's
 * source checks for base64 image data only, so it refuses `https:` links from clients too; the
 * emulator still takes them, for the UI's "Use URL".) Servers may set any URL the schema allows;
 * `null` (or an empty value) clears the image and is always fine.
 *
 * @example
 * ```ts
 * checkClientImageUrl("https://example.com/ada.png"); // fine
 * checkClientImageUrl("http://example.com/ada.png"); // StatusError 400
 * ```
 */
export function checkClientImageUrl(url: string | null | undefined): void {
  if (!url || url.startsWith("https:")) return;
  const data = BASE64_IMAGE.exec(url)?.[1];
  if (data !== undefined && data !== "" && data.length % 4 === 0) return;
  throw new StatusError(400, "Invalid profile image URL");
}
