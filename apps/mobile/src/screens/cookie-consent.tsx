import { useCookieConsentScreen, type CookieConsentModel } from '@bf/headless/screens/cookie-consent';
import { Button, ConsentOptions } from '@bf/ui-mobile/components';
import { AuthDialog, DialogStack, TextLink } from '@bf/ui-mobile/auth';

/** The cookie-consent bottom sheet (CONSENT-004 to CONSENT-006): no close button, no Escape on the first ask (reopened from "Cookie settings" it closes); main and customize views. */
export function CookieConsentView({ model }: { model: CookieConsentModel }) {
  const isMain = model.view === 'main';
  const [primary, second, third] = isMain ? [model.acceptAll, model.customize, model.onlyNecessary] : [model.acceptSelected, model.acceptAll, model.back];
  return (
    <AuthDialog isOpen={model.isOpen} title={model.title} onClose={model.close?.onPress} closeLabel={model.close?.label ?? ''} description={model.text}>
      {/* Keyed by view: switching views puts focus on the view's first action, never on the page under it. */}
      <DialogStack key={model.view}>
        {!isMain && <ConsentOptions options={model.options} legend={model.title} />}
        <TextLink isCentered href={model.policyLink.href}>{model.policyLink.label}</TextLink>
        <DialogStack isTight>
          <Button autoFocus data-autofocus onClick={primary.onPress}>
            {primary.label}
          </Button>
          <Button variant="secondary" onClick={second.onPress}>
            {second.label}
          </Button>
          <Button variant="ghost" onClick={third.onPress}>
            {third.label}
          </Button>
        </DialogStack>
      </DialogStack>
    </AuthDialog>
  );
}

/** The consent sheet; its code loads after the page, only for a visitor who has not chosen. */
export function CookieConsentScreen() {
  return <CookieConsentView model={useCookieConsentScreen()} />;
}
