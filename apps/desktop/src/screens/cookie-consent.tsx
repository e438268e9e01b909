import { useCookieConsentScreen, type CookieConsentModel } from '@bf/headless/screens/cookie-consent';
import { Button, ConsentOptions } from '@bf/ui-desktop/components';
import { AuthDialog, DialogButtons, DialogStack, TextLink } from '@bf/ui-desktop/auth';

/** The cookie-consent dialog (CONSENT-004 to CONSENT-006): no close button, no Escape on the first ask (reopened from "Cookie settings" it closes); main and customize views. */
export function CookieConsentView({ model }: { model: CookieConsentModel }) {
  const isMain = model.view === 'main';
  const [primary, second, third] = isMain ? [model.acceptAll, model.customize, model.onlyNecessary] : [model.acceptSelected, model.acceptAll, model.back];
  return (
    <AuthDialog isOpen={model.isOpen} title={model.title} onClose={model.close?.onPress} closeLabel={model.close?.label ?? ''} description={model.text}>
      {/* Keyed by view: switching views puts focus on the view's first action, never on the page under it. */}
      <DialogStack key={model.view}>
        {!isMain && <ConsentOptions options={model.options} legend={model.title} />}
        <TextLink href={model.policyLink.href}>{model.policyLink.label}</TextLink>
        <DialogStack isTight>
          <Button autoFocus data-autofocus size="lg" onClick={primary.onPress}>
            {primary.label}
          </Button>
          <DialogButtons>
            <Button variant="secondary" className="flex-1" onClick={second.onPress}>
              {second.label}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={third.onPress}>
              {third.label}
            </Button>
          </DialogButtons>
        </DialogStack>
      </DialogStack>
    </AuthDialog>
  );
}

/** The consent dialog; its code loads after the page, only for a visitor who has not chosen. */
export function CookieConsentScreen() {
  return <CookieConsentView model={useCookieConsentScreen()} />;
}
