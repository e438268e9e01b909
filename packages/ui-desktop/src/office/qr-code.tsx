import { QrCode as Code } from '@bf/ui-core/office/qr-code';

/** The QR code at 224 px, beside the countdown. */
export const QrCode = ({ qr }: Pick<Parameters<typeof Code>[0], 'qr'>) => <Code qr={qr} className="size-56 rounded-md border border-line bg-white" />;
