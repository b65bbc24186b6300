import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'shared';
import { createPortalQueryClient } from './queryClient';

/**
 * The server-data cache of every signed-in page, drawn once by the host's signed-in layout (and by a remote's
 * mount()): the host's pages, the remotes' pages and the order alerts read the same cache, so one list is asked for
 * once. What it holds is one user's and one store's: it is emptied when the session ends or the user changes
 * (D7), and queries name their store in their key, so a franchise store switch never shows another store's data.
 */
export function DataProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createPortalQueryClient());
  const { isLogged, user } = useSession();
  const owner = isLogged ? `${user?.business_uuid ?? ''}:${user?.id ?? ''}` : null;
  useEffect(() => {
    // Runs when the owner changes (a sign-out, another user): nothing read for the last one stays in memory.
    return () => queryClient.clear();
  }, [queryClient, owner]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
