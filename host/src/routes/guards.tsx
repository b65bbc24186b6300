import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isManualCreateDisabled, useSession } from 'shared';
import type { Guard } from './routeTable';

/**
 * anonymous → '/'; signed-in on '/' → /pages/home; manual creation disabled → home.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { isLogged, user } = useSession();
  if (guard === 'anonymous-only' && isLogged) return <Navigate to="/pages/home" replace />;
  if ((guard === 'signed-in' || guard === 'manual-create') && !isLogged) return <Navigate to="/" replace />;
  if (guard === 'manual-create' && isManualCreateDisabled(user)) return <Navigate to="/pages/home" replace />;
  return <>{children}</>;
}
