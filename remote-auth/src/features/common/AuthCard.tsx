import { useEffect, useState, type ReactNode } from 'react';
import { theme } from 'antd';

/** Fade-in of the sign-in screen (spec part-1 §2, §9: 0.5 s). */
export const FADE_IN_MS = 500;

/**
 * The centred card the public screens (sign-in, forgot password, password reset) are drawn in. Drawn like
 * antd's outlined Card and Typography from the theme's tokens, without loading those components: the
 * sign-in page is the portal's first screen and its bundle is kept small.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setShown(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  return (
    <main
      style={{
        minHeight: '100vh',
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
          padding: token.paddingLG,
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <p style={{ margin: 0, color: token.colorTextSecondary, fontWeight: token.fontWeightStrong, wordBreak: 'break-word' }}>
          Portal do Comerciante
        </p>
        <h1
          style={{
            margin: '8px 0 0.5em',
            fontSize: 24,
            lineHeight: token.lineHeightHeading1,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            wordBreak: 'break-word',
          }}
        >
          {title}
        </h1>
        {subtitle && <p style={{ margin: '0 0 1em', color: token.colorTextSecondary, wordBreak: 'break-word' }}>{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
