export { useStatusScreen, useMaintenanceScreen, statusModel, maintenanceModel } from './use-status-screen.ts';
export type { StatusModel } from './use-status-screen.ts';
