import type { Maintenance } from '@bf/api-client/bff';
import { parseMaintenanceDate } from '../site-config/maintenance.ts';

/** The maintenance warning's window, from either naming of the spec (MAINT-001), dates parsed (MAINT-002). */
export interface MaintenanceNotice {
  notifyFrom: Date;
  notifyUntil: Date | undefined;
  /** When the works start and end, for the warning's text. */
  startsAt: Date | undefined;
  endsAt: Date | undefined;
}

/** Reads the window in the snake_case naming or the alternate one (startAt, finishAt, notifyStartDate, notifyEndDate). */
export function maintenanceNotice(maintenance: Maintenance): MaintenanceNotice | undefined {
  const notifyFrom = parseMaintenanceDate(maintenance.notify_started_at ?? maintenance.notifyStartDate);
  if (!notifyFrom) return undefined;
  return {
    notifyFrom,
    notifyUntil: parseMaintenanceDate(maintenance.notify_ended_at ?? maintenance.notifyEndDate),
    startsAt: parseMaintenanceDate(maintenance.started_at ?? maintenance.startAt),
    endsAt: parseMaintenanceDate(maintenance.ended_at ?? maintenance.finishAt),
  };
}

/** The warning shows from notify start until notify end (MAINT-003). */
export function isMaintenanceNoticeDue(notice: MaintenanceNotice | undefined, now: Date): boolean {
  return Boolean(notice && notice.notifyFrom <= now && (!notice.notifyUntil || now < notice.notifyUntil));
}

/** The language of the maintenance text: Russian for az, kk, uk and ru, English for the others (MAINT-005, MAINT-006). */
export function maintenanceTextLanguage(lng: string): 'ru' | 'en' {
  return ['az', 'kk', 'uk', 'ru'].includes(lng) ? 'ru' : 'en';
}
