import { QrCode as Code } from '@bf/ui-core/office/qr-code';

/** The QR code as wide as the screen allows, up to 288 px. */
export const QrCode = ({ qr }: Pick<Parameters<typeof Code>[0], 'qr'>) => <Code qr={qr} className="mx-auto aspect-square w-full max-w-72 rounded-md border border-line bg-white" />;
