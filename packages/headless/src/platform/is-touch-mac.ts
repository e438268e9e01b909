/** A touch-capable Mac is an iPad in desktop mode: it gets the mobile app (spec: S2 §2). */
export function isTouchMac(nav: { platform?: string; maxTouchPoints?: number; userAgent?: string }): boolean {
  const isMac = nav.platform === 'MacIntel' || /Macintosh/.test(nav.userAgent ?? '');
  return isMac && (nav.maxTouchPoints ?? 0) > 1;
}
