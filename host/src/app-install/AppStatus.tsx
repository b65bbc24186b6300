import { useEffect, useLayoutEffect, useState } from 'react';
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
 * The notices' height on the document's root, 0px without them: the signed-in frame keeps the page's end and a field
 * brought into view above them, and a page's sticky bar (a remote's) sits on them with
 * `bottom: var(--portal-status-bar-height, 0px)`.
 */
export const STATUS_BAR_HEIGHT = '--portal-status-bar-height';

function usePublishedHeight(dock: HTMLElement | null): void {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const publish = () => root.setProperty(STATUS_BAR_HEIGHT, `${dock ? Math.ceil(dock.getBoundingClientRect().height) : 0}px`);
    publish();
    // A notice wraps to two lines on a phone, and the update notice comes and goes under the offline one.
    let observer: ResizeObserver | undefined;
    if (dock && typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(publish);
      observer.observe(dock);
    }
    return () => {
      observer?.disconnect();
      root.setProperty(STATUS_BAR_HEIGHT, '0px');
    };
  }, [dock]);
}

/**
 * What the installed app says about itself, on every screen: that the device is offline (the portal keeps
 * working from its cache), and that a new release is ready, with the button that reloads into it. Drawn after the page
 * is usable (App.tsx): it registers the service worker then, with the plain kit only, so no page waits for it.
 */
export default function AppStatus({ register = registerServiceWorker }: { register?: typeof registerServiceWorker }) {
  const online = useOnline();
  const [update, setUpdate] = useState<ServiceWorkerHandle | null>(null);
  // 'Agora não' hides this release's notice for the visit; a later release asks again.
  const [dismissed, setDismissed] = useState<ServiceWorkerHandle | null>(null);
  const [dock, setDock] = useState<HTMLDivElement | null>(null);
  usePublishedHeight(dock);
  useEffect(() => {
    register(setUpdate).catch((error: Error) => console.warn('[portal] the service worker could not be registered', error.message));
  }, [register]);

  const offer = update && update !== dismissed ? update : null;
  if (online && !offer) return null;
  return (
    <div ref={setDock} style={DOCK}>
      <PlainStyles />
      {online ? null : (
        <div role="status" data-testid="offline-banner" style={OFFLINE_BAR}>
          {m.offline}
        </div>
      )}
      {offer ? (
        <div role="alert" data-testid="update-banner" style={UPDATE_BAR}>
          <span>
            <strong>{m.updateReady}</strong> {m.updateBody}
          </span>
          <button type="button" className={`${plain.button} ${plain.primary}`} onClick={offer.update}>
            {m.updateNow}
          </button>
          <button type="button" className={plain.button} onClick={() => setDismissed(offer)}>
            {m.updateLater}
          </button>
        </div>
      ) : null}
    </div>
  );
}
