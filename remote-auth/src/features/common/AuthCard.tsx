import { useEffect, useState, type ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** Fade-in of the sign-in screen (spec part-1 §2, §9: 0.5 s). */
export const FADE_IN_MS = 500;

/** The centred card the public screens (sign-in, forgot password, password reset) are drawn in. */
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
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Text type="secondary" strong>
          Portal do Comerciante
        </Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </Card>
    </main>
  );
}
