// The right column's registration widget for visitors (AUTH-007, GUARD-006).
export { useRegistrationWidgetScreen } from './use-registration-widget-screen.ts';
export type { RegistrationWidgetModel } from './use-registration-widget-screen.ts';
