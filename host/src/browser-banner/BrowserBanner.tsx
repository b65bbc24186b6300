import { useState } from 'react';
import { brandTheme } from 'shared';
import { isSupportedBrowser } from './browser';
import { browserBannerMessages as m } from './messages';

const warning = brandTheme.token?.colorWarning ?? '#b45309';

/**
 * The unsupported-browser warning of every screen — sign-in, password reset and not-found included — so a
 * Safari user learns it before typing a password. Drawn from the theme's tokens without antd: the sign-in
 * page carries no antd (docs/performance.md). Closable for the rest of the visit.
 */
export function BrowserBanner({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [closed, setClosed] = useState(false);
  if (closed || isSupportedBrowser(userAgent)) return null;
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 12,
        padding: '10px 16px',
        background: '#fffbe6',
        borderBottom: '1px solid #ffe58f',
        color: 'rgba(0, 0, 0, 0.88)',
        fontFamily: brandTheme.token?.fontFamily,
        fontSize: 14,
        lineHeight: 1.5,
      }}
    >
      <span aria-hidden="true" style={{ color: warning, fontWeight: 700 }}>
        ⚠
      </span>
      <span style={{ flex: 1 }}>{m.unsupportedBrowser}</span>
      <button
        type="button"
        aria-label={m.close}
        onClick={() => setClosed(true)}
        style={{
          minWidth: 44,
          minHeight: 44,
          margin: '-10px -12px -10px 0',
          border: 0,
          background: 'transparent',
          cursor: 'pointer',
          fontSize: 18,
          color: 'rgba(0, 0, 0, 0.7)',
        }}
      >
        ×
      </button>
    </div>
  );
}
