import type { ThemeConfig } from 'antd';
import { BRAND_PRIMARY } from './brandColor';

/** The portal's brand: a deep courier blue with a warm accent. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: '#1f4fd8',
    // Status and secondary text colours dark enough for WCAG AA contrast (4.5:1) on white, which antd's
    // defaults (45% black, #52c41a, #faad14) are not.
    colorSuccess: '#15803d',
    // antd derives an alert's background from the seed's lightest shade, which for this dark green is a muddy
    // grey-green (#b4bfb6): a success alert gets the light green the other statuses' light shades match.
    colorSuccessBg: '#f0fdf4',
    colorSuccessBgHover: '#dcfce7',
    colorSuccessBorder: '#86efac',
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
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f1f4b', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f1f4b', darkSubMenuItemBg: '#0b183b', darkItemSelectedBg: '#1f4fd8' },
  },
};

/**
 * On a touch screen (a coarse pointer: a tablet by the kitchen pass, a phone) every control is at least 44 × 44 px:
 * buttons, fields, selects, segments, pagination and menu items grow through antd's size tokens; the
 * checkboxes' and radios' labels grow through TOUCH_CHOICE (AppProviders). A mouse keeps the desktop's denser sizes.
 */
export const touchTheme: ThemeConfig = {
  ...brandTheme,
  token: { ...brandTheme.token, controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48, controlInteractiveSize: 20 },
  components: {
    ...brandTheme.components,
    Menu: { ...brandTheme.components?.Menu, itemHeight: 48 },
    // A segment is the control's height less its track's padding.
    Segmented: { controlHeight: 48 },
    // A short tab title ('Perfil') still gets a finger's width.
    Tabs: { horizontalItemPadding: '12px 8px', horizontalItemGutter: 16 },
    // A panel's close button is its icon plus paddingXS: 16 + 28 = 44 (the footer keeps its own padding).
    Drawer: { paddingXS: 28, footerPaddingBlock: 8 },
  },
};

/** A checkbox's or radio's label on a touch screen: a finger's size (a box without text too), its box centred. */
export const TOUCH_CHOICE = { style: { minHeight: 44, minWidth: 44, alignItems: 'center' } } as const;
