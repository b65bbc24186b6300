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
    colorInfo: '#1f4fd8',
    // Preset tag colours: their text is the 7th shade of these seeds, which must stay AA on the light shade.
    blue: '#1f4fd8',
    geekblue: '#1f4fd8',
    green: '#15803d',
    red: '#c62828',
    volcano: '#c2410c',
    orange: '#c2410c',
    gold: '#b45309',
    yellow: '#a16207',
    lime: '#4d7c0f',
    cyan: '#0e7490',
    purple: '#7e22ce',
    magenta: '#be185d',
    pink: '#be185d',
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
