import type { ReactNode } from 'react';
import { Tag } from 'antd';

export type Tone = 'success' | 'error' | 'info' | 'warning' | 'default';

/** Text and background of each tone: dark text on a light shade, at least 7:1 (WCAG AA with room to spare). */
const TONES: Record<Exclude<Tone, 'default'>, { color: string; background: string; borderColor: string }> = {
  success: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  error: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  info: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  warning: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
};

/** A status chip in one of the tones the screens use (history status, courier presence and invite). */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return tone === 'default' ? <Tag>{children}</Tag> : <Tag style={TONES[tone]}>{children}</Tag>;
}
