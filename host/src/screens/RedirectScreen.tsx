import { Navigate } from 'react-router-dom';
import { useSession } from 'shared';

/** Sends a signed-in user to the dashboard and an anonymous one to sign-in. */
export function RedirectScreen() {
  const { isLogged } = useSession();
  return <Navigate to={isLogged ? '/pages/home' : '/'} replace />;
}
