import { useCookieConsentScreen, type CookieConsentModel } from '@bf/headless/screens/cookie-consent';
import { ConsentOptions } from '@kit/components';
import { AuthDialog, ConsentActions, DialogStack } from '@kit/auth';

/**
 * The cookie-consent dialog (a bottom sheet on the phone; CONSENT-004 to CONSENT-006): no close button, no Escape on
 * the first ask (reopened from "Cookie settings" it closes); main and customize views.
 */
export function CookieConsentView({ model }: { model: CookieConsentModel }) {
  const isMain = model.view === 'main';
  return (
    <AuthDialog isOpen={model.isOpen} title={model.title} onClose={model.close?.onPress} closeLabel={model.close?.label ?? ''} description={model.text} isTopmost>
      {/* Keyed by view: switching views puts focus on the view's first action, never on the page under it. */}
      <DialogStack key={model.view}>
        {!isMain && <ConsentOptions options={model.options} legend={model.title} />}
        <ConsentActions policyLink={model.policyLink} actions={isMain ? [model.acceptAll, model.customize, model.onlyNecessary] : [model.acceptSelected, model.acceptAll, model.back]} />
      </DialogStack>
    </AuthDialog>
  );
}

/** The consent dialog; its code loads after the page, only for a visitor who has not chosen. */
export function CookieConsentScreen() {
  return <CookieConsentView model={useCookieConsentScreen()} />;
}
