import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { pageNameAt, pageTitle, PORTAL_NAME } from './pageNames';

/** A new page whose h1 has not come by then (a slow remote, a page that failed): focus goes to the page's main landmark. */
export const HEADING_WAIT_MS = 10_000;

/**
 * The order alerts' count in the title ('(2) Pedidos · Portal do Comerciante', remote-operations' createTitleCounter):
 * left as it is. The counter puts back the title it replaced when the count clears, which may be an earlier page's:
 * the page's own title is put back then.
 */
const COUNTED = /^\(\d+\) /;

function useTitle(title: string): void {
  useEffect(() => {
    const apply = () => {
      if (!COUNTED.test(document.title) && document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  // Leaving the signed-in frame (sign-out, expiry): the portal's name alone. After the order alerts' own clean-up, which
  // comes first (PageAnnouncer is drawn after the header) and puts back the title it had replaced.
  useEffect(
    () => () => {
      if (!COUNTED.test(document.title)) document.title = PORTAL_NAME;
    },
    [],
  );
}

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Focus may move while it is where the navigation left it (not on a field the merchant is typing in) or nowhere. */
function focusMayMove(left: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return active === left && !active.matches(FIELD);
}

function moveFocus(target: HTMLElement, left: Element | null): void {
  if (!focusMayMove(left)) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/** The page's h1 (shared/ui's PageTitle), not one React keeps hidden while a page suspends. */
const headingIn = (main: HTMLElement) => [...main.querySelectorAll('h1')].find((h1) => !h1.closest('[style*="display: none"]'));

/**
 * After a navigation inside the portal, focus goes to the new page's h1 as soon as it is drawn (a remote's page comes
 * after its code), so a screen reader says where the merchant is and the keyboard starts from the page. Not at the
 * frame's first page (the first load, the sign-in's arrival), nor when the query string alone changes (a list's filters).
 */
function useFocusOnNavigation(pathname: string, main: RefObject<HTMLElement | null>): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const box = main.current;
    if (!box) return undefined;
    const left = document.activeElement;
    const now = headingIn(box);
    if (now) {
      moveFocus(now, left);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const heading = headingIn(box);
      if (!heading) return;
      stop();
      moveFocus(heading, left);
    });
    const timer = setTimeout(() => {
      stop();
      moveFocus(box, left);
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(box, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}

/**
 * What a navigation tells the merchant: the tab's title names the page ('Pedidos · Portal do Comerciante'), and focus
 * moves to the page's title. Drawn by the signed-in frame after its header.
 */
export function PageAnnouncer({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  useTitle(pageTitle(pageNameAt(pathname)));
  useFocusOnNavigation(pathname, main);
  return null;
}
