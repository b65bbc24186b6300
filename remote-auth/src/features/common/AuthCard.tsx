import { useEffect, useState, type ReactNode } from 'react';
import { authLook as look } from './authLook';

/** Fade-in of the sign-in screen (docs/spec/part-1-signin-dashboard-delivery.md §2, §9: 0.5 s). */
export const FADE_IN_MS = 500;

/**
 * The centred card the public screens (sign-in, forgot password, password reset) are drawn in: like antd's outlined
 * Card and Typography, in the brand theme's tokens, without antd. The sign-in page is the portal's first screen and
 * carries no antd (docs/decisions.md, 'The first screen before antd').
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setShown(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return (
    <main
      style={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: 'linear-gradient(135deg, #f0f5ff 0%, #ffffff 60%)',
        opacity: shown ? 1 : 0,
        transition: `opacity ${FADE_IN_MS}ms ease-in`,
      }}
      data-testid="auth-screen"
    >
      <section
        style={{
          boxSizing: 'border-box',
          position: 'relative',
          width: '100%',
          maxWidth: 420,
          margin: 0,
          padding: look.paddingLG,
          color: look.colorText,
          fontFamily: look.fontFamily,
          fontSize: look.fontSize,
          lineHeight: look.lineHeight,
          background: look.colorBgContainer,
          border: `1px solid ${look.colorBorderSecondary}`,
          borderRadius: look.borderRadiusLG,
        }}
      >
        <p style={{ margin: 0, color: look.colorTextSecondary, fontWeight: look.fontWeightStrong, wordBreak: 'break-word' }}>Portal do Comerciante</p>
        <h1
          style={{
            margin: '8px 0 0.5em',
            fontSize: 24,
            lineHeight: look.lineHeightHeading1,
            color: look.colorTextHeading,
            fontWeight: look.fontWeightStrong,
            wordBreak: 'break-word',
          }}
        >
          {title}
        </h1>
        {subtitle && <p style={{ margin: '0 0 1em', color: look.colorTextSecondary, wordBreak: 'break-word' }}>{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
