import { useState } from 'react';
import { brandTheme } from 'shared';
import { isAppleMobile, isSupportedBrowser } from './browser';
import { browserBannerMessages as m } from './messages';

const warning = brandTheme.token?.colorWarning ?? '#b45309';

/**
 * The unsupported-browser warning of every screen — sign-in, password reset and not-found included — so a
 * Safari user learns it before typing a password. Drawn from the theme's tokens without antd: the sign-in
 * page carries no antd (docs/performance.md). Closable for the rest of the visit. On an iPhone or iPad, where every
 * browser is Safari underneath, it says so and what helps instead of 'use Chrome'.
 */
export function BrowserBanner({ userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints ?? 0 }: { userAgent?: string; touchPoints?: number }) {
  const [closed, setClosed] = useState(false);
  if (closed || isSupportedBrowser(userAgent)) return null;
  const text = isAppleMobile(userAgent, touchPoints) ? m.unsupportedBrowserIos : m.unsupportedBrowser;
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
      <span style={{ flex: 1 }}>{text}</span>
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
