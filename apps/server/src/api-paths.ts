/** Path prefixes of the back-end services the site calls (spec: S2 §7); they go to the API, never to a renderer. */
export const API_PREFIXES = ['/bff-api', '/web-api', '/limit-service-api', '/social-api', '/redirects-api', '/blocks-api', '/third-party', '/captcha-api'] as const;

export const isApiPath = (pathname: string): boolean => API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
