import { isBrowser } from './environment.ts';

/** Copies text to the clipboard (the coupon code to share); false where the browser refuses or there is none. */
export async function copyText(text: string): Promise<boolean> {
  if (!isBrowser() || !navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
