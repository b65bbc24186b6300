import { brandTheme } from 'shared';

/**
 * The public screens' look: antd's tokens for the brand theme, as plain values (AuthCard.test checks them against
 * antd's own). These screens load no antd (docs/decisions.md, 'The first screen before antd'), so they cannot ask antd's theme for them.
 */
export const authLook = {
  fontFamily: brandTheme.token?.fontFamily,
  fontSize: 14,
  lineHeight: 1.5714285714285714,
  lineHeightHeading1: 1.2105263157894737,
  colorText: 'rgba(0,0,0,0.88)',
  colorTextHeading: 'rgba(0,0,0,0.88)',
  colorTextSecondary: brandTheme.token?.colorTextSecondary ?? 'rgba(0, 0, 0, 0.7)',
  colorError: brandTheme.token?.colorError ?? '#c62828',
  colorBgContainer: '#ffffff',
  colorBorderSecondary: '#f0f0f0',
  borderRadiusLG: 10,
  paddingLG: 24,
  paddingXS: 8,
  marginLG: 24,
  fontWeightStrong: 600,
} as const;
