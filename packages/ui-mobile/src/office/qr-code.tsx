/**
 * A QR code drawn from its model's path (ACCT-024 auth_qr): dark modules on a white square whatever the theme, so a
 * camera reads it; the accessible name says what it is for. Phone: as wide as the screen allows, up to 288 px.
 */
export function QrCode({ qr }: { qr: { label: string; size: number; path: string } }) {
  return (
    <svg role="img" aria-label={qr.label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" className="mx-auto aspect-square w-full max-w-72 rounded-md border border-line bg-white">
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
