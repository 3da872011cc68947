import { PROFILE_IMAGE_URL_MAX_LENGTH } from "@app/core/screens";

/** Why a file cannot be a profile image. */
export type ImageFileProblem = "not-an-image" | "too-large";

/** A file that cannot be a profile image, and why (the UI words it). */
export class ImageFileError extends Error {
  readonly problem: ImageFileProblem;
  constructor(problem: ImageFileProblem) {
    super(problem === "not-an-image" ? "The file is not an image." : "The image is too large.");
    this.name = "ImageFileError";
    this.problem = problem;
  }
}

/** The side, in pixels, of the square a profile image is scaled to. */
export const PROFILE_IMAGE_SIZE = 128;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The centre square of `file`, scaled to `size`, as a data URL; null where the browser has no canvas. */
async function squareDataUrl(file: Blob, size: number): Promise<string | null> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageFileError("not-an-image"); // the type said image, the bytes did not
  }
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const side = Math.min(bitmap.width, bitmap.height);
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  bitmap.close();
  // WebP where the browser encodes it (smallest, keeps transparency), else PNG.
  return canvas.toDataURL("image/webp", 0.9);
}

/**
 * A profile image from a file the user picked: the centre square scaled to 128 pixels, as a data
 * URL (a few kilobytes, so it fits the user's `profileImageUrl`). Where the browser cannot draw on
 * a canvas, the file as it is, if it fits.
 *
 * @throws ImageFileError `not-an-image` for a file that is not an image, `too-large` for one that
 * cannot be made small enough.
 */
export async function profileImageFromFile(file: Blob): Promise<string> {
  if (!file.type.startsWith("image/")) throw new ImageFileError("not-an-image");
  const url = (await squareDataUrl(file, PROFILE_IMAGE_SIZE)) ?? (await readAsDataUrl(file));
  if (url.length > PROFILE_IMAGE_URL_MAX_LENGTH) throw new ImageFileError("too-large");
  return url;
}
