import { QRCodeSVG } from 'qrcode.react';

/**
 * The Pix QR image. qrcode.react is loaded only with this module, which the wallet loads lazily when a Pix
 * is generated (docs/performance.md: heavy libraries only inside the route that shows them).
 */
export default function PixQrCode({ value, label }: { value: string; label: string }) {
  return <QRCodeSVG value={value} size={220} level="M" marginSize={2} role="img" aria-label={label} title={label} />;
}
