import { UAParser } from 'ua-parser-js';

export type Platform = 'desktop' | 'mobile';

/** Device flags of the user config (spec: S2 §3). */
export interface DeviceFlags {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  iOS: boolean;
  Android: boolean;
  Windows: boolean;
  Mac: boolean;
}

// Parsing a user agent costs more than serving a cached page; the same few hundred agents repeat all day.
const parsed = new Map<string, DeviceFlags>();
const PARSED_MAX = 1000;

/** Reads the device flags from a user agent with a maintained parser. */
export function deviceFlags(userAgent: string | undefined): DeviceFlags {
  const ua = (userAgent ?? '').slice(0, 1024);
  const hit = parsed.get(ua);
  if (hit) return hit;
  const flags = parseDeviceFlags(ua);
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
  parsed.set(ua, flags);
  return flags;
}

function parseDeviceFlags(ua: string): DeviceFlags {
  const result = new UAParser(ua).getResult();
  const type = result.device.type;
  const os = result.os.name ?? '';
  const mobile = type === 'mobile' || type === 'wearable';
  const tablet = type === 'tablet';
  return { mobile, tablet, desktop: !mobile && !tablet, iOS: os === 'iOS', Android: os === 'Android', Windows: os === 'Windows', Mac: os === 'Mac OS' || os === 'macOS' };
}

export interface PlatformInputs {
  /** The `platform_type` query parameter. */
  query?: string | null;
  /** The remembered `platform_type` cookie. */
  cookie?: string | undefined;
  userAgent?: string | undefined;
}

const asPlatform = (value: string | null | undefined): Platform | undefined => (value === 'mobile' || value === 'desktop' ? value : undefined);

/**
 * Which app serves a request: `platform_type` in the query wins and is remembered, then the cookie, then the
 * device (phones and tablets get mobile) (spec: S2 §2). `remember` says which value to store in the cookie.
 */
export function choosePlatform({ query, cookie, userAgent }: PlatformInputs): { platform: Platform; remember?: Platform } {
  const fromQuery = asPlatform(query);
  if (fromQuery) return { platform: fromQuery, remember: fromQuery };
  const fromCookie = asPlatform(cookie);
  if (fromCookie) return { platform: fromCookie };
  const device = deviceFlags(userAgent);
  return { platform: device.mobile || device.tablet ? 'mobile' : 'desktop' };
}

