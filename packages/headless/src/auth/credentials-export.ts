/** The new account's credentials, shown once after a registration whose password the server made. */
export interface Credentials {
  login: string;
  password: string;
}

export interface CredentialsTexts {
  /** The heading: "BetFront account". */
  title: string;
  loginLabel: string;
  passwordLabel: string;
  /** The site's address, so the player knows where the login is for. */
  site: string;
}

/** The lines written to the file, the picture and the e-mail (save options 0, 1 and 2; AUTH-025 to AUTH-027). */
export function credentialsLines({ login, password }: Credentials, texts: CredentialsTexts): string[] {
  return [texts.title, `${texts.loginLabel}: ${login}`, `${texts.passwordLabel}: ${password}`, texts.site];
}

/** A file name from the site name: letters, digits and dashes only. */
export function credentialsFileName(siteName: string, extension: 'txt' | 'png'): string {
  const base = siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'account';
  return `${base}-account.${extension}`;
}

/** A `mailto:` link that opens the player's e-mail program with the credentials (save option 2). */
export function credentialsMailto(email: string, subject: string, lines: readonly string[]): string {
  const params = new URLSearchParams({ subject, body: lines.join('\n') });
  // mailto wants %20, not +, for spaces.
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}?${params.toString().replace(/\+/g, '%20')}`;
}
