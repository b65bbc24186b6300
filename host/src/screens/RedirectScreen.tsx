import { Navigate } from 'react-router-dom';
import { useSession } from 'shared';
import { authPages, operationsPages } from 'shared/pages';

/** Sends a signed-in user to the dashboard and an anonymous one to sign-in. */
export function RedirectScreen() {
  const { isLogged } = useSession();
  return <Navigate to={isLogged ? operationsPages.home.path : authPages.signIn.path} replace />;
}
