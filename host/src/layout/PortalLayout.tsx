import { useState, type ReactNode } from 'react';
import { App, Avatar, Flex, Layout, Menu, Typography, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authApi, sessionActions, useSession } from 'shared';
import { accountPages } from '../../../remote-account/src/paths';
import { RemoteWidget } from '../remotes/RemotePage';
import { menuEntries } from './menuItems';
import { StoreSelector } from './StoreSelector';
import { layoutMessages as m } from './messages';

const { Sider, Header, Content } = Layout;

export function PortalLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);

  const logout = async () => {
    try {
      await authApi.logout();
    } catch {
      // The local session ends even if the server cannot be reached.
    }
    sessionActions.logout();
    navigate('/', { replace: true });
  };

  const selected = menuEntries(user)
    .flatMap((e) => ['children' in e ? e.children : [], e].flat())
    .filter((e) => e.key.startsWith('/') && location.pathname.startsWith(e.key))
    .sort((a, b) => b.key.length - a.key.length)[0]?.key;

  const name = user?.business_user_social_name || user?.business_user_name || '';

  // antd's App (message, notification, modal of `App.useApp()`) for every signed-in page: it comes with
  // this lazy layout, not with the sign-in page.
  return (
    <App component={false}>
      <Layout style={{ minHeight: '100vh' }}>
        <Sider breakpoint="lg" collapsible collapsed={collapsed} onCollapse={setCollapsed} width={232}>
          <div style={{ color: '#fff', fontWeight: 700, fontSize: collapsed ? 14 : 18, padding: '20px 16px' }}>
            {collapsed ? 'PC' : 'Portal do Comerciante'}
          </div>
          <nav aria-label={m.mainNavigation}>
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              defaultOpenKeys={[]}
              items={menuEntries(user) as MenuProps['items']}
              onClick={({ key }) => (key === 'logout' ? void logout() : navigate(key))}
            />
          </nav>
        </Sider>
        <Layout>
          <Header style={{ padding: '0 24px', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
            <StoreSelector />
            <Flex align="center" gap={8}>
              {/* The order alerts of remote-operations: mounted once for every signed-in page (issue 14). */}
              <RemoteWidget remote="operations" module="OrderAlerts" />
              <Link to={accountPages.ownProfile.path} aria-label={`${m.menuUser}: ${name}`}>
                <Flex align="center" gap={8}>
                  <Avatar src={user?.photo || undefined} alt="">
                    {name.charAt(0).toUpperCase()}
                  </Avatar>
                  <Typography.Text>{name}</Typography.Text>
                </Flex>
              </Link>
            </Flex>
          </Header>
          {/* antd's Content is the page's one <main> landmark. */}
          <Content style={{ padding: 24 }}>{children}</Content>
        </Layout>
      </Layout>
    </App>
  );
}
