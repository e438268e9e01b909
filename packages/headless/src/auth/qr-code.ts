/**
 * A QR code as one SVG path (ACCT-024 auth_qr): the dark modules, each row's runs merged, inside a quiet zone of
 * 4 modules. The encoder (qrcode-generator) loads only when a code is drawn, so it is never in the first-load JS;
 * the kit draws the path in an `<svg>`, so no HTML string is ever inserted.
 */
export interface QrDrawing {
  /** Modules across, the quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  path: string;
}

/** The quiet zone the QR standard asks for around a code, in modules. */
export const QR_QUIET_ZONE = 4;

/** The path of a square of `count` modules whose dark ones `isDark` names. Pure: tested without the encoder. */
export function modulesPath(count: number, isDark: (row: number, col: number) => boolean): QrDrawing {
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && isDark(row, col)) col += 1;
      parts.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + 2 * QR_QUIET_ZONE, path: parts.join('') };
}

/** Encodes `text` (byte mode, error correction M, the smallest version that holds it) and draws it. */
export async function drawQr(text: string): Promise<QrDrawing> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  return modulesPath(code.getModuleCount(), (row, col) => code.isDark(row, col));
}
