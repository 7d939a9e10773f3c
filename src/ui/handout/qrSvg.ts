import { encode } from 'uqr';

/**
 * A QR code of `text` as a small SVG (one path, a 4-module quiet zone, black on white), or null when the text
 * is longer than a QR code holds (a link with a whole scenario in it can be).
 */
export function qrSvg(text: string): string | null {
  let qr;
  try {
    qr = encode(text, { ecc: 'L', border: 4 });
  } catch {
    return null;
  }
  let d = '';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}
