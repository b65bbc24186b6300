import type { ThemeConfig } from 'antd';

/** The portal's brand: a deep courier blue with a warm accent. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f4fd8',
    colorLink: '#1f4fd8',
    colorSuccess: '#1f9d55',
    colorWarning: '#e8a317',
    colorError: '#d6342c',
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f1f4b', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f1f4b', darkSubMenuItemBg: '#0b183b', darkItemSelectedBg: '#1f4fd8' },
  },
};
