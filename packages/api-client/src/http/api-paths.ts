/** The API base path of the site's own calls (spec: S1 §1, §7; HOOK-001). Every web-api path is built from it. */
export const WEB_API_BASE_PATH = '/web-api';

/**
 * A path under the API base path, from a path that starts with a slash.
 * @example webApiPath('/session') // '/web-api/session'
 */
export const webApiPath = <P extends `/${string}`>(path: P): `${typeof WEB_API_BASE_PATH}${P}` => `${WEB_API_BASE_PATH}${path}`;
