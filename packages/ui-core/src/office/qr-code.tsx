/**
 * A QR code drawn from its model's path (ACCT-024 auth_qr): dark modules on a white square whatever the theme, so a
 * camera reads it; the accessible name says what it is for. `className` is the platform's size and place.
 */
export function QrCode({ qr, className }: { qr: { label: string; size: number; path: string }; className: string }) {
  return (
    <svg role="img" aria-label={qr.label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" className={className}>
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
