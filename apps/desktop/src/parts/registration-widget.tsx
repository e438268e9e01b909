import { useRegistrationWidgetScreen, type RegistrationWidgetModel } from '@bf/headless/screens/registration-widget';
import { RegistrationWidget } from '@bf/ui-desktop/auth';

/** The right column's registration widget over its model. */
export function RegistrationWidgetView({ model }: { model: RegistrationWidgetModel }) {
  return (
    <RegistrationWidget
      title={model.title}
      text={model.text}
      registerLabel={model.register.label}
      registerHref={model.register.href}
      onRegister={model.register.onClick}
      loginLabel={model.login.label}
      loginHref={model.login.href}
      onLogin={model.login.onClick}
    />
  );
}

/** The right column's registration widget for visitors (AUTH-007, GUARD-006). */
export function RightColumnWidget({ isRightColumnHidden }: { isRightColumnHidden: boolean }) {
  const model = useRegistrationWidgetScreen({ isRightColumnHidden });
  return model ? <RegistrationWidgetView model={model} /> : null;
}
