/** The site icon: served before the catch-all page can answer for it. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b5fff"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="800" fill="#fff" text-anchor="middle">B</text></svg>`;

export const ROBOTS_TXT = 'User-agent: *\nDisallow: /*/office/\nDisallow: /*/debug\n';
