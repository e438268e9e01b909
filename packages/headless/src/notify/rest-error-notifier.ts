import { ApiError, CANCELLED_STATUS } from '@bf/api-client/errors';
import { httpStatusMessage } from '../shell/http-status-message.ts';
import { notifyStore, type NotifyStore } from './notify-store.ts';

/** A request the caller cancelled: status 499 or an AbortError (spec: S2 §8). */
export function isCancelledRequest(error: unknown): boolean {
  if (error instanceof ApiError) return error.statusCode === CANCELLED_STATUS;
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Reports a failed call to the player as an error notification with its status's message (401 unauthorized,
 * 403 forbidden, anything else the plain error; ERR-004 to ERR-006). Cancelled requests are ignored (S1 §8).
 * Returns the notification id, or undefined when nothing was shown.
 */
export function notifyRestError(error: unknown, store: NotifyStore = notifyStore()): number | undefined {
  if (isCancelledRequest(error)) return undefined;
  const status = error instanceof ApiError ? error.statusCode : 500;
  return store.notify({ type: 'error', text: `httpStatus.${httpStatusMessage(status) ?? 'error'}` });
}

/**
 * Reports a call's outcome by its status: 200 saved and 204 action saved as a success, 400 error, 401 unauthorized
 * and 403 forbidden as an error (ERR-002 to ERR-006); a success the spec does not name shows nothing.
 */
export function notifyCallOutcome(status: number, store: NotifyStore = notifyStore()): number | undefined {
  const message = httpStatusMessage(status);
  if (!message) return undefined;
  const isSuccess = status >= 200 && status < 300;
  return store.notify({ type: isSuccess ? 'success' : 'error', text: `httpStatus.${message}` });
}
