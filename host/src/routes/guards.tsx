import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isManualCreateDisabled, useSession } from 'shared';
import type { Guard } from './routeTable';
import { operationsPages } from 'shared/pages';

/**
 * anonymous → '/'; signed-in on '/' → /pages/home; manual creation disabled → home.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { isLogged, user } = useSession();
  if (guard === 'anonymous-only' && isLogged) return <Navigate to={operationsPages.home.path} replace />;
  if ((guard === 'signed-in' || guard === 'manual-create') && !isLogged) return <Navigate to="/" replace />;
  if (guard === 'manual-create' && isManualCreateDisabled(user)) return <Navigate to={operationsPages.home.path} replace />;
  return <>{children}</>;
}
