import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The HTTP codes the spec names and what each means to the player (spec: S1 §8 "HTTP codes used"). */
export const HTTP_STATUS_MESSAGE = {
  200: 'saved',
  204: 'actionSaved',
  400: 'error',
  401: 'unauthorized',
  403: 'forbidden',
} as const;
export type HttpStatusMessage = (typeof HTTP_STATUS_MESSAGE)[keyof typeof HTTP_STATUS_MESSAGE];

/**
 * The message of a call's status (ERR-002 to ERR-006): 200 saved, 204 action saved, 401 unauthorized, 403
 * forbidden; any other failure (400, 5xx, the network-error status 0) is the plain error. A success the spec
 * does not name has no message: nothing to tell the player.
 */
export function httpStatusMessage(status: number): HttpStatusMessage | undefined {
  if (status in HTTP_STATUS_MESSAGE) return HTTP_STATUS_MESSAGE[status as keyof typeof HTTP_STATUS_MESSAGE];
  return status >= 200 && status < 300 ? undefined : 'error';
}

/**
 * The translated text for a status, in the page's language: `common:httpStatus.*`.
 * @example
 * const statusText = useHttpStatusText();
 * notify(statusText(error.statusCode));
 */
export function useHttpStatusText(): (status: number) => string | undefined {
  const { t } = useTranslation('common');
  return useCallback(
    (status: number) => {
      const key = httpStatusMessage(status);
      return key ? t(`httpStatus.${key}`) : undefined;
    },
    [t],
  );
}
