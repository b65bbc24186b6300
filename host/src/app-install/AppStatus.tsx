import { useEffect, useState } from 'react';
import { plain, PlainStyles, useOnline } from 'shared';
import { appInstallMessages as m } from './messages';
import { registerServiceWorker, type ServiceWorkerHandle } from './serviceWorker';

/**
 * Both notices at the foot of the screen, above the page but under antd's side panels and dialogs (z-index 1000): a
 * phone's full-width panel keeps its footer ('Salvar pedido') within reach, and says itself what waits for the network.
 */
const DOCK = { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 999, display: 'flex', flexDirection: 'column' } as const;
const BAR = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  boxSizing: 'border-box',
  padding: '8px 16px',
  // The portal's type (antd's system stack): the notice is drawn outside antd's providers.
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontSize: 14,
  lineHeight: 1.4,
  textAlign: 'center',
} as const;
const OFFLINE_BAR = { ...BAR, background: '#fff7e6', borderTop: '1px solid #ffd591', color: '#613400' } as const;
const UPDATE_BAR = { ...BAR, background: '#fff', borderTop: '1px solid #d9d9d9', boxShadow: '0 -4px 12px rgba(0,0,0,.08)' } as const;

/**
 * What the installed app says about itself, on every screen: that the device is offline (the portal keeps
 * working from its cache), and that a new release is ready, with the button that reloads into it. Drawn after the page
 * is usable (App.tsx): it registers the service worker then, with the plain kit only, so no page waits for it.
 */
export default function AppStatus({ register = registerServiceWorker }: { register?: typeof registerServiceWorker }) {
  const online = useOnline();
  const [update, setUpdate] = useState<ServiceWorkerHandle | null>(null);
  useEffect(() => {
    register(setUpdate).catch((error: Error) => console.warn('[portal] the service worker could not be registered', error.message));
  }, [register]);

  if (online && !update) return null;
  return (
    <div style={DOCK}>
      <PlainStyles />
      {online ? null : (
        <div role="status" data-testid="offline-banner" style={OFFLINE_BAR}>
          {m.offline}
        </div>
      )}
      {update ? (
        <div role="alert" data-testid="update-banner" style={UPDATE_BAR}>
          <span>
            <strong>{m.updateReady}</strong> {m.updateBody}
          </span>
          <button type="button" className={`${plain.button} ${plain.primary}`} onClick={update.update}>
            {m.updateNow}
          </button>
        </div>
      ) : null}
    </div>
  );
}
