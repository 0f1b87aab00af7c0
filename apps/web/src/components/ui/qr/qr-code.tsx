import { useMemo } from 'react';
import { encodeQr } from './qr-encode';

/** A QR Code drawn as one SVG path; nothing is fetched. Renders nothing when the text does not fit. */
export function QrCode({ value, size = 96 }: { value: string; size?: number }) {
  const path = useMemo(() => {
    const modules = encodeQr(value);
    if (!modules) return null;
    const parts: string[] = [];
    modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      });
    });
    return { d: parts.join(''), extent: modules.length + 8 };
  }, [value]);
  if (!path) return null;
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      aria-hidden="true"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
