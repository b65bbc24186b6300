import { appMessages } from '../app/messages';
import { BRAND_PRIMARY } from '../app/brandColor';

/**
 * The loading spinner: inline, or centred over the whole screen. Drawn without antd's Spin (it shows before the first
 * screen and on the sign-in page, which carry no antd), and without a stylesheet: the SVG turns itself, so
 * each app's copy (through 'shared/ui') stays a few hundred bytes.
 */
export function Spinner({ fullscreen = false, label = appMessages.loading }: { fullscreen?: boolean; label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 32,
        minHeight: fullscreen ? '100vh' : 120,
        width: '100%',
        boxSizing: 'border-box',
      }}
    >
      {/* antd's large Spin: a 32 px ring in the brand colour, a quarter of it solid, turning once a second. */}
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="13" fill="none" stroke="rgba(0,0,0,0.06)" strokeWidth="4" />
        <path d="M16 3a13 13 0 0 1 13 13" fill="none" stroke={BRAND_PRIMARY} strokeWidth="4" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 16 16" to="360 16 16" dur="1s" repeatCount="indefinite" />
        </path>
      </svg>
    </div>
  );
}
