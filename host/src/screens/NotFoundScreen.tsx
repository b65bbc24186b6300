import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { appMessages, useSession } from 'shared';
import { operationsPages } from '../../../remote-operations/src/paths';
import { authPages } from '../../../remote-auth/src/paths';

export function NotFoundScreen() {
  const { isLogged } = useSession();
  return (
    <main style={{ padding: 48 }}>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{appMessages.notFoundTitle}</h1>}
        subTitle={appMessages.notFoundBody}
        extra={
          <Link to={isLogged ? operationsPages.home.path : authPages.signIn.path}>
            <Button type="primary">{appMessages.backHome}</Button>
          </Link>
        }
      />
    </main>
  );
}
