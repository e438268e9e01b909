import type { CookieConsentModel } from '@bf/headless/screens/cookie-consent';
import { DialogButtons, DialogStack, TextLink } from './dialog-parts.tsx';
import { Button } from '../components/button.tsx';

type Action = CookieConsentModel['acceptAll'];

/** The consent dialog's foot: the cookie policy link, the main action large, the other two side by side under it. */
export function ConsentActions({ policyLink, actions: [primary, second, third] }: { policyLink: CookieConsentModel['policyLink']; actions: [Action, Action, Action] }) {
  return (
    <>
      <TextLink href={policyLink.href}>{policyLink.label}</TextLink>
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
    </>
  );
}
