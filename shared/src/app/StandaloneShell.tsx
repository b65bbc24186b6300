import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Flex, Input, Layout, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
// From the 'shared' entry (the page's one session), as 'shared/mount' that loads this shell.
import { authApi, sessionActions, signInSession, useSession } from 'shared';

/**
 * Whether this build is a demo: a development build, or a production build made with PORTAL_DEMO=1
 * (`npm start`, the e2e suite). A release a team deploys (`npm run build`) is not: it carries no demo
 * account and no password (createAppConfig.ts defines it; docs/decisions.md).
 */
declare const __PORTAL_DEMO__: boolean;

type DemoAccounts = typeof import('./demoAccounts');

/** The demo accounts, in a demo build only: in a release the branch, and the module with it, is dropped at build time. */
function loadDemoAccounts(): Promise<DemoAccounts> | null {
  return __PORTAL_DEMO__ ? import('./demoAccounts') : null;
}

/**
 * A remote's own page without the host (pnpm --filter remote-X dev, or its release folder served alone):
 * links to its pages and a sign-in — one click with a demo account of the sandbox in a demo build, the
 * account's e-mail and password otherwise.
 */
export function StandaloneShell({ paths, children }: { paths: string[]; children: ReactNode }) {
  const { isLogged, user } = useSession();
  const [demo, setDemo] = useState<DemoAccounts | null>(null);
  const [account, setAccount] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  // A constant of the build: in a release the demo parts below are dropped by the minifier.
  const demoBuild = __PORTAL_DEMO__;

  useEffect(() => {
    let alive = true;
    void loadDemoAccounts()?.then((module) => {
      if (!alive) return;
      setDemo(module);
      setAccount(module.DEMO_ACCOUNTS[0]);
    });
    return () => {
      alive = false;
    };
  }, []);

  const signInAs = async (login: string, secret: string, failure: string) => {
    setError(null);
    try {
      await signInSession(login, secret);
    } catch {
      setError(failure);
    }
  };
  const signInWithForm = (event: FormEvent) => {
    event.preventDefault();
    void signInAs(email.trim(), password, 'Não foi possível entrar. Confira o e-mail e a senha.');
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
          {paths
            .filter((p) => !p.includes(':'))
            .map((p) => (
              <Link key={p} to={p}>
                {p}
              </Link>
            ))}
        </Flex>
        <Flex gap={8} align="center" wrap style={{ marginLeft: 'auto' }}>
          {isLogged ? (
            <>
              <Typography.Text>{user?.business_user_name}</Typography.Text>
              <Button onClick={signOut}>Sair</Button>
            </>
          ) : demoBuild && demo ? (
            <>
              <Select
                aria-label="Conta de demonstração"
                value={account}
                onChange={setAccount}
                options={demo.DEMO_ACCOUNTS.map((a) => ({ value: a, label: a }))}
                style={{ width: 240 }}
              />
              <Button
                type="primary"
                onClick={() => void signInAs(account, demo.DEMO_PASSWORD, 'Não foi possível entrar com a conta de demonstração. O sandbox está rodando?')}
              >
                Entrar com conta demo
              </Button>
            </>
          ) : demoBuild ? null : (
            <form aria-label="Entrar" onSubmit={signInWithForm} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <Input aria-label="E-mail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} style={{ width: 220 }} />
              <Input.Password
                aria-label="Senha"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                style={{ width: 180 }}
              />
              <Button type="primary" htmlType="submit" disabled={!email.trim() || !password}>
                Entrar
              </Button>
            </form>
          )}
        </Flex>
      </Layout.Header>
      {error && <Alert type="error" title={error} banner />}
      <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
    </Layout>
  );
}
