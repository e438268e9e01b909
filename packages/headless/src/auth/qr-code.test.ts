import { describe, expect, it } from 'vitest';
import { drawQr, modulesPath, QR_QUIET_ZONE } from './qr-code.ts';

describe('QR code drawing (ACCT-024 auth_qr)', () => {
  it('draws each row run of dark modules once, inside a quiet zone of 4 modules', () => {
    expect(QR_QUIET_ZONE).toBe(4);
    const dark = new Set(['0,0', '0,1', '0,2', '1,1']);
    expect(modulesPath(3, (row, col) => dark.has(`${row},${col}`))).toEqual({ size: 11, path: 'M4 4h3v1h-3zM5 5h1v1h-1z' });
  });

  it('encodes a sign-in URL as a real code: a square of an odd size with the three finder squares', async () => {
    const url = `https://example.com/en/user/qr?token=${'a'.repeat(43)}`;
    const drawing = await drawQr(url);
    const modules = drawing.size - 8;
    // Versions 1 to 40 are 21 to 177 modules across, 4 more per version.
    expect((modules - 21) % 4).toBe(0);
    expect(modules).toBeGreaterThanOrEqual(21);
    // Finder patterns: the top-left corner row starts with a run of 7 dark modules, as do the two other corners.
    expect(drawing.path.startsWith('M4 4h7v1h-7z')).toBe(true);
    expect(drawing.path).toContain(`M${4 + modules - 7} 4h7v1h-7z`);
    expect(drawing.path).toContain(`M4 ${4 + modules - 1}h7v1h-7z`);
    expect(drawing.path).not.toMatch(/[<>"]/);
  });
});
