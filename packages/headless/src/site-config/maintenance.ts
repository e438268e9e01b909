import type { Maintenance } from '@bf/api-client/bff';

/** Parses a maintenance date; anything unparseable is treated as absent (spec: S2 §5 "Maintenance dates are parsed before use"). */
export function parseMaintenanceDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Maintenance is active when the `maintenance` cookie is `1`, the config says so, or the web state is on
 * (spec: S1 §2, S2 §2). A config window with a start and end also counts while now is inside it.
 */
export function isMaintenanceActive(maintenance: Maintenance, cookies: Record<string, string>, now = new Date()): boolean {
  if (cookies.maintenance === '1') return true;
  if (maintenance.isActive || maintenance.web_state) return true;
  const start = parseMaintenanceDate(maintenance.started_at ?? maintenance.startAt);
  const end = parseMaintenanceDate(maintenance.ended_at ?? maintenance.finishAt);
  return Boolean(start && end && start <= now && now < end);
}

/** The maintenance notice shows once notify start has passed and notify end has not (spec: S2 §4). */
export function isMaintenanceNoticeActive(maintenance: Maintenance, now = new Date()): boolean {
  const start = parseMaintenanceDate(maintenance.notify_started_at ?? maintenance.notifyStartDate);
  const end = parseMaintenanceDate(maintenance.notify_ended_at ?? maintenance.notifyEndDate);
  return Boolean(start && start <= now && (!end || now < end));
}
