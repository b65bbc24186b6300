import type { ThemeConfig } from 'antd';

/** The portal's brand: a deep courier blue with a warm accent. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f4fd8',
    colorLink: '#1f4fd8',
    // Status and secondary text colours dark enough for WCAG AA contrast (4.5:1) on white, which antd's
    // defaults (45% black, #52c41a, #faad14) are not.
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorError: '#c62828',
    colorTextSecondary: 'rgba(0, 0, 0, 0.7)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f1f4b', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f1f4b', darkSubMenuItemBg: '#0b183b', darkItemSelectedBg: '#1f4fd8' },
  },
};
