import { StatusError } from "../http/status-error.js";

const BASE64_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/i;

/**
 * Refuses a profile image that a client may not set, as the service does for a user's and a
 * team's image (its 400 text "Invalid profile image URL"): a client uploads the image itself, as
 * base64 data (`data:image/…;base64,…`) that decodes; a link to an image elsewhere (`http:` or
 * `https:`) and broken base64 are refused. Servers may set any URL the schema allows; `null` (or
 * an empty value) clears the image and is always fine.
 *
 * @example
 * ```ts
 * checkClientImageUrl("data:image/png;base64,iVBORw0KGgo="); // fine
 * checkClientImageUrl("https://example.com/ada.png"); // StatusError 400
 * ```
 */
export function checkClientImageUrl(url: string | null | undefined): void {
  if (!url) return;
  const data = BASE64_IMAGE.exec(url)?.[1];
  if (data !== undefined && data !== "" && data.length % 4 === 0) return;
  throw new StatusError(400, "Invalid profile image URL");
}
