import { encode } from "uqr";

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text the code carries. */
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Width and height in pixels. Default 176. */
  size?: number;
}

/**
 * A QR code as an inline SVG image (one path of dark modules on a light square with its quiet
 * zone), named by `label`. It loads on its own (`import()`) with the two-factor section.
 */
export function QrCode({ value, label, size = 176 }: QrCodeProps) {
  const { data, size: modules } = encode(value, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      data-slot="stack-qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
