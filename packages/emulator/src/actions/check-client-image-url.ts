import { StatusError } from "../http/status-error.js";

const BASE64_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/i;

/**
 * Refuses a profile image URL that a client may not set, as the service does (its 400 text
 * "Invalid profile image URL"): a client gives an `https:` URL, or an image as base64 data
 * (`data:image/…;base64,…`) whose data decodes. Plain `http:` (an image a page served without
 * TLS) and broken base64 are refused; servers may set any URL the schema allows. `null` clears
 * the image and is always fine.
 *
 * @example
 * ```ts
 * checkClientImageUrl("https://example.com/ada.png"); // fine
 * checkClientImageUrl("http://example.com/ada.png"); // StatusError 400
 * ```
 */
export function checkClientImageUrl(url: string | null | undefined): void {
  if (url === null || url === undefined) return;
  if (url.startsWith("https:")) return;
  const data = BASE64_IMAGE.exec(url)?.[1];
  if (data !== undefined && data !== "" && data.length % 4 === 0) return;
  throw new StatusError(400, "Invalid profile image URL");
}
