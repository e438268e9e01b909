import type { CookieConsentModel } from '@bf/headless/screens/cookie-consent';
import { DialogStack, TextLink } from './dialog-parts.tsx';
import { Button } from '../components/button.tsx';

type Action = CookieConsentModel['acceptAll'];

/** The consent sheet's foot: the cookie policy link centred, then the three answers stacked, the main one first. */
export function ConsentActions({ policyLink, actions: [primary, second, third] }: { policyLink: CookieConsentModel['policyLink']; actions: [Action, Action, Action] }) {
  return (
    <>
      <TextLink isCentered href={policyLink.href}>{policyLink.label}</TextLink>
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
    </>
  );
}
