import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Layout, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { authApi } from '../api/auth';
import { sessionActions } from '../session/actions';
import { useSession } from '../session/hooks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { signInSession } from './signIn';

/**
 * A remote's development shell (pnpm --filter remote-X dev): links to its pages and a one-click
 * sign-in with a demo account of the sandbox, so a team works without the host.
 */
export function StandaloneShell({ paths, children }: { paths: string[]; children: ReactNode }) {
  const { isLogged, user } = useSession();
  const [account, setAccount] = useState(DEMO_ACCOUNTS[0]);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setError(null);
    try {
      await signInSession(account, DEMO_PASSWORD);
    } catch {
      setError('Não foi possível entrar com a conta de demonstração. O sandbox está rodando?');
    }
  };
  const signOut = async () => {
    await authApi.logout().catch(() => undefined);
    sessionActions.logout();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', height: 'auto', padding: '8px 24px' }}>
        <Typography.Text strong>Modo isolado</Typography.Text>
        <Flex gap={12} wrap component="nav">
          {paths.filter((p) => !p.includes(':')).map((p) => (
            <Link key={p} to={p}>
              {p}
            </Link>
          ))}
        </Flex>
        <Flex gap={8} align="center" style={{ marginLeft: 'auto' }}>
          {isLogged ? (
            <>
              <Typography.Text>{user?.business_user_name}</Typography.Text>
              <Button onClick={signOut}>Sair</Button>
            </>
          ) : (
            <>
              <Select aria-label="Conta de demonstração" value={account} onChange={setAccount} options={DEMO_ACCOUNTS.map((a) => ({ value: a, label: a }))} style={{ width: 240 }} />
              <Button type="primary" onClick={signIn}>
                Entrar com conta demo
              </Button>
            </>
          )}
        </Flex>
      </Layout.Header>
      {error && <Alert type="error" title={error} banner />}
      <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
    </Layout>
  );
}
