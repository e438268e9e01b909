import type { ButtonHTMLAttributes, ComponentType } from 'react';
import type { DemoMailboxModel } from '@bf/headless/screens/demo-mailbox';
import { FormMessage } from '../controls/form-message.tsx';
import { AppLink } from '../link.tsx';

/**
 * The demo mailbox's send part: its heading, then a button per kind of link with the answer under them (signed in),
 * or the sign-in link (a visitor). `Button` is the kit's button sized for the platform; `skin` its classes, `link`
 * being the kit's button look for the sign-in link.
 */
export function MailboxSendBody({ send, skin, Button }: { send: DemoMailboxModel['send']; skin: { title: string; buttons: string; text: string; link: string }; Button: ComponentType<ButtonHTMLAttributes<HTMLButtonElement>> }) {
  return (
    <>
      <h2 className={skin.title}>{send.title}</h2>
      {'buttons' in send ? (
        <div className={skin.buttons}>
          {send.buttons.map((button) => (
            <Button key={button.id} disabled={button.isDisabled} onClick={button.onPress}>
              {button.label}
            </Button>
          ))}
          <FormMessage tone="success" message={send.sentText} />
          <FormMessage message={send.errorText} />
        </div>
      ) : (
        <>
          <p className={skin.text}>{send.text}</p>
          <AppLink href={send.signIn.href} className={skin.link}>
            {send.signIn.label}
          </AppLink>
        </>
      )}
    </>
  );
}
