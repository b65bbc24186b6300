import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Avatar, Button, Drawer, Flex, Grid, Layout, Menu, Typography, type MenuProps } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authApi, getOrders, loadHttpClient, sessionActions, signOutOnServer, useSession } from 'shared';
import { AntdProviders } from 'shared/antd';
import { accountPages } from 'shared/pages';
import { RemoteWidget } from '../remotes/RemotePage';
import { registerSharedMajorsCheck } from '../remotes/sharedMajors';
import { ORDER_ALERTS } from '../routes/routeTable';
import { Brand } from './Brand';
import { menuEntries } from './menuItems';
import { StoreSelector } from './StoreSelector';
import { OneStoreGate } from './OneStoreGate';
import { PageAnnouncer } from './PageAnnouncer';
import { layoutMessages as m } from './messages';

const { Sider, Header, Content } = Layout;

// With this code, before any signed-in page's remote loads: a release built for another major of React, antd… is refused.
registerSharedMajorsCheck();

const MENU_DRAWER_ID = 'portal-menu-drawer';
const SIDE_MENU_ID = 'portal-side-menu';
/**
 * The height of the installed app's notices at the foot of the screen (app-install/AppStatus.tsx), 0px without them:
 * the page's end scrolls clear of them, and a remote's sticky bar sits on them (`bottom: var(--portal-status-bar-height, 0px)`).
 */
const STATUS_BAR = 'var(--portal-status-bar-height, 0px)';
/** The side menu's own background (the theme's siderBg), so the drawer reads as the same menu. */
const SIDER_BG = '#0f1f4b';
const LOGOUT_RULE = { type: 'divider', style: { margin: '12px 16px', borderColor: 'rgba(255, 255, 255, 0.25)' } } as const;

/**
 * The signed-in frame (docs/decisions.md, 'Phone and tablet'): on a desktop and a landscape tablet (antd's lg, 992 px and wider) the side menu,
 * with icons when collapsed; below it — a phone, a tablet upright — the same menu in a drawer opened from the
 * header's button (focus kept inside while open, Esc closes). The header stays one line at every size. A page that
 * works in one store (`oneStore`) asks for one while 'Todas as lojas' is on (docs/decisions.md D14).
 */
export function PortalLayout({ children, oneStore = false }: { children: ReactNode; oneStore?: boolean }) {
  // A signed-in page calls the server as soon as it is drawn: the HTTP client loads beside the page's code.
  useEffect(() => {
    void loadHttpClient().catch(() => undefined);
  }, []);
  // antd's providers (locale, theme, App for `App.useApp()`) come with this lazy layout, not with the sign-in page.
  return (
    <AntdProviders>
      <PortalFrame>{oneStore ? <OneStoreGate>{children}</OneStoreGate> : children}</PortalFrame>
    </AntdProviders>
  );
}

function PortalFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  // Before the first measure antd reports no breakpoint: the side menu until then (desktop first paint).
  const compact = screens.lg === false;
  const phone = screens.sm === false;
  const gutter = phone ? 12 : 24;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A page chosen in the drawer takes focus (PageAnnouncer): the drawer gives it back to its button only when closed without one.
  const [drawerReturnsFocus, setDrawerReturnsFocus] = useState(true);
  const main = useRef<HTMLElement>(null);

  const { modal } = App.useApp();

  const signOut = () => {
    // The page forgets the session at once (a slow or unreachable server must not leave it on the counter's screen);
    // the server's call clears the HttpOnly cookie meanwhile, and the next sign-in's calls wait for it.
    void signOutOnServer(() => authApi.logout());
    sessionActions.logout();
    navigate('/', { replace: true });
  };

  /** 'Sair' leaves nothing personal in the browser: unsent staged orders are discarded, so it asks first. */
  const logout = () => {
    const staged = getOrders().orders.length;
    if (staged === 0) {
      signOut();
      return;
    }
    modal.confirm({
      title: m.signOutTitle,
      content: m.signOutBody(staged),
      okText: m.signOutConfirm,
      okButtonProps: { danger: true },
      cancelText: m.cancel,
      onOk: signOut,
    });
  };

  const entries = menuEntries(user);
  const selected = entries
    .flatMap((e) => ['children' in e ? e.children : [], e].flat())
    .filter((e) => e.key.startsWith('/') && location.pathname.startsWith(e.key))
    .sort((a, b) => b.key.length - a.key.length)[0]?.key;

  const name = user?.business_user_social_name || user?.business_user_name || '';

  const menu = (
    <nav aria-label={m.mainNavigation}>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={[]}
        // 'Sair' stands apart from the screens, below a rule: not a tap away from 'Configurações' by mistake.
        items={entries.flatMap((e) => (e.key === 'logout' ? [LOGOUT_RULE, e] : [e])) as MenuProps['items']}
        onClick={({ key }) => {
          setDrawerOpen(false);
          if (key === 'logout') logout();
          else {
            setDrawerReturnsFocus(false);
            navigate(key);
          }
        }}
      />
    </nav>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* A link or a field brought into view (Tab, an error) stops above the notices, as the page's end does (Content). A
          rule of the lowest weight, not the root's inline style, so a page's own (the staging bar's) adds to it. */}
      <style>{`html{scroll-padding-bottom:${STATUS_BAR}}`}</style>
      {compact ? (
        <Drawer
          id={MENU_DRAWER_ID}
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          focusable={{ focusTriggerAfterClose: drawerReturnsFocus }}
          title={<Brand />}
          // The close button in the header's white, not antd's grey on the dark header.
          styles={{
            body: { padding: 0, background: SIDER_BG },
            header: { background: SIDER_BG, color: '#fff' },
            close: { color: '#fff', fontSize: 20 },
            wrapper: { width: 'min(300px, 85vw)' },
          }}
        >
          {menu}
        </Drawer>
      ) : (
        // The collapse control is the header's button (a real one, named, in the tab order), not antd's trigger.
        <Sider id={SIDE_MENU_ID} collapsible collapsed={collapsed} trigger={null} width={232}>
          <div style={{ color: '#fff', padding: collapsed ? '20px 8px' : '16px 24px' }}>
            <Brand collapsed={collapsed} />
          </div>
          {menu}
        </Sider>
      )}
      {/* minWidth 0: a wide page scrolls inside its own box, never the whole page sideways. */}
      <Layout style={{ minWidth: 0 }}>
        <Header style={{ padding: phone ? '0 8px' : '0 24px', display: 'flex', alignItems: 'center', gap: phone ? 4 : 16, minWidth: 0 }}>
          {compact ? (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={m.openMenu}
              aria-expanded={drawerOpen}
              aria-controls={MENU_DRAWER_ID}
              onClick={() => {
                setDrawerReturnsFocus(true);
                setDrawerOpen(true);
              }}
              style={{ minWidth: 44, minHeight: 44, flex: 'none' }}
            />
          ) : (
            <Button
              type="text"
              // The host's one menu icon (host-offer.json): aria-expanded and the name say which way it goes.
              icon={<MenuOutlined aria-hidden />}
              aria-label={collapsed ? m.expandMenu : m.collapseMenu}
              aria-expanded={!collapsed}
              aria-controls={SIDE_MENU_ID}
              onClick={() => setCollapsed(!collapsed)}
              style={{ minWidth: 44, minHeight: 44, flex: 'none' }}
            />
          )}
          <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            <StoreSelector />
          </div>
          <Flex align="center" gap={phone ? 0 : 8} style={{ flex: 'none' }}>
            {/* The order alerts of remote-operations: mounted once for every signed-in page (docs/decisions.md, 'Order alerts'). */}
            <RemoteWidget remote={ORDER_ALERTS.remote} module={ORDER_ALERTS.module} />
            <Link
              to={accountPages.ownProfile.path}
              aria-label={`${m.menuUser}: ${name}`}
              title={name}
              style={{ display: 'flex', minHeight: 44, alignItems: 'center' }}
            >
              <Flex align="center" gap={8}>
                <Avatar src={user?.photo || undefined} alt="">
                  {name.charAt(0).toUpperCase()}
                </Avatar>
                {phone ? null : (
                  <Typography.Text ellipsis style={{ maxWidth: 200 }}>
                    {name}
                  </Typography.Text>
                )}
              </Flex>
            </Link>
          </Flex>
        </Header>
        {/* antd's Content is the page's one <main> landmark; its end clears the notices at the foot of the screen. */}
        <Content
          ref={main}
          style={{ paddingTop: gutter, paddingLeft: gutter, paddingRight: gutter, paddingBottom: `calc(${gutter}px + ${STATUS_BAR})`, minWidth: 0 }}
        >
          {children}
        </Content>
        <PageAnnouncer main={main} />
      </Layout>
    </Layout>
  );
}
