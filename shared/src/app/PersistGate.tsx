import { useEffect, type ReactNode } from 'react';
import { useRestored } from '../session/hooks';
import { startPersistence } from '../session/persistence';
import { Spinner } from '../ui/Spinner';

/** Shows its content only after the stored session was restored (or the 5000 ms restore time-out). */
export function PersistGate({ children }: { children: ReactNode }) {
  const restored = useRestored();
  useEffect(() => {
    void startPersistence();
  }, []);
  return restored ? children : <Spinner fullscreen />;
}
