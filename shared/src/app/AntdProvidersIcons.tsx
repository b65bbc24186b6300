import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { ConfigProviderProps } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { antdIcon, STATUS_ICON } from '../ui/antdIcon';
import { antdIconMessages as m } from './AntdProvidersMessages';

const STATUS = {
  successIcon: STATUS_ICON.success,
  infoIcon: STATUS_ICON.info,
  warningIcon: STATUS_ICON.warning,
  errorIcon: STATUS_ICON.error,
};
const clearIcon = antdIcon(CloseCircleFilled);
const loadingIcon = antdIcon(LoadingOutlined);
const shown = antdIcon(EyeOutlined);
const hidden = antdIcon(EyeInvisibleOutlined);

/**
 * antd's built-in icons say their English file name to a screen reader ('loading Salvar', 'close-circle'): neither
 * antd 6 nor @ant-design/icons has one switch for them, so ConfigProvider's per-component settings replace each
 * (docs/decisions.md D20). Silent beside text, as decoration (a Select's arrow) or inside a button antd names itself
 * (a dialog's 'Fechar', a date's 'Limpar'); named where the icon is all the button has. antd 6 has no setting, or only
 * one that changes more than the icon, for: an Input's clear ('close-circle': `input.allowClear`, the one way to its
 * icon, would make every field clearable) and a Select's ('Clear': a label in `select.allowClear` reaches only the
 * Selects that ask for no clear, and makes them clearable), which each clearable field names itself (CLEAR_FIELD,
 * CLEAR_CHOICE in ../ui/antdIcon.tsx); Pagination's arrows and jumps, which ResponsiveTable names; the search icon of
 * an open searchable Select (`select.showSearch` would make every Select searchable); Result's icon (each Result
 * takes STATUS_ICON's) and Steps' icons.
 * Notices are the portal's own (usePortalMessage), their icons silent.
 */
export const PORTAL_ICONS: ConfigProviderProps = {
  alert: { ...STATUS, closeIcon: antdIcon(CloseOutlined, m.close) },
  modal: { ...STATUS, closeIcon: antdIcon(CloseOutlined) },
  drawer: { closeIcon: antdIcon(CloseOutlined) },
  button: { loadingIcon },
  select: { clearIcon, loadingIcon, suffixIcon: antdIcon(DownOutlined) },
  datePicker: { clearIcon },
  inputSearch: { searchIcon: antdIcon(SearchOutlined, m.search) },
  inputPassword: { iconRender: (visible: boolean) => (visible ? shown : hidden) },
  tabs: { more: { icon: antdIcon(EllipsisOutlined, m.moreTabs) } },
  // antd's password toggle says 'Mostrar' / 'Ocultar' alone: antd reads these two texts nowhere else.
  locale: { ...ptBR, global: { ...ptBR.global, show: m.showPassword, hide: m.hidePassword } },
};
