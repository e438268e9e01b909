import { useOfficeQrScreen, type OfficeQrModel } from '@bf/headless/screens/office-qr';
import { FormMessage } from '@kit/auth';
import { Button } from '@kit/components';
import { PageHeading } from '@kit/layout';
import { OfficePanel, QrCode } from '@kit/office';

/** `/{lng}/office/qr` over its model: the QR code, its link and countdown, and "Get a new code". */
export function OfficeQrView({ model }: { model: OfficeQrModel }) {
  return (
    <>
      <PageHeading title={model.title} />
      <OfficePanel title={model.panelTitle}>
        <p className="text-sm text-muted">{model.intro}</p>
        {model.qr && <QrCode qr={model.qr} />}
        {model.countdown && (
          <p className="text-sm font-semibold" role="timer" aria-live="off">
            {model.countdown.text}
          </p>
        )}
        {model.link && (
          <p className="flex flex-col gap-1 text-sm">
            <span className="text-muted">{model.link.label}</span>
            <a className="break-all text-accent-text underline" href={model.link.href} data-testid="qr-link">
              {model.link.href}
            </a>
          </p>
        )}
        <FormMessage message={model.message?.text} tone={model.message?.tone === 'error' ? 'error' : 'info'} />
        <div>
          <Button variant={model.phase === 'ready' ? 'secondary' : 'primary'} onClick={model.renew.onPress} disabled={model.renew.isBusy} aria-busy={model.renew.isBusy}>
            {model.renew.label}
          </Button>
        </div>
      </OfficePanel>
    </>
  );
}

/** `/{lng}/office/qr`: QR sign-in on another device (ACCT-024 auth_qr). */
export function OfficeQrScreen() {
  return <OfficeQrView model={useOfficeQrScreen()} />;
}
