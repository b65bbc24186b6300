import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keyboard focus after a dialog closes, when what opened it is gone: antd gives focus back to the element focused
 * as the dialog opened — a menu item hidden by then, or a button the action removed — and it falls to <body>, so a
 * keyboard or screen reader user starts again from the top of the page.
 */

/** The page's title (its h1, focusable from script only): where focus goes when what a dialog came from is gone. */
export function focusTitle(titleId: string): void {
  const title = document.getElementById(titleId);
  if (!title) return;
  if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  title.focus();
}

/**
 * A dialog opened from a row's '…' menu closed: focus on that row's '…' button, found by its accessible name (the row
 * may have been drawn again meanwhile), or on the page's title when the row is gone (the order finished, the courier
 * removed) or offers nothing any more.
 */
export function returnFocus(buttonName: string, titleId: string): void {
  const button = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label]')].find(
    (candidate) => candidate.getAttribute('aria-label') === buttonName && !candidate.disabled,
  );
  if (button) button.focus();
  else focusTitle(titleId);
}

/**
 * What a page calls when one of its dialogs has closed: with a row's '…' button name, `returnFocus`; without, focus
 * stays where antd gave it back unless it fell to <body> (`keepFocusOnPage`). Either way, if what got focus then goes
 * — the refresh after the action can answer just after the dialog closed, and the row or the action's button goes
 * with it — focus goes to the page's title rather than to <body>. Until focus moves on by itself.
 */
export function useFocusAfterDialog(titleId: string): (buttonName?: string) => void {
  const watching = useRef(false);
  // After every render of the page (the one that dropped the row or the button included).
  useLayoutEffect(() => {
    if (!watching.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    watching.current = false;
    focusTitle(titleId);
  });
  useEffect(() => {
    const movedOn = () => {
      watching.current = false;
    };
    document.addEventListener('focusin', movedOn);
    return () => document.removeEventListener('focusin', movedOn);
  }, []);
  return useCallback(
    (buttonName?: string) => {
      if (buttonName) returnFocus(buttonName, titleId);
      else keepFocusOnPage(titleId);
      watching.current = true;
    },
    [titleId],
  );
}

/** A dialog closed and focus fell to <body> (what opened it is gone): on the page's title instead. */
export function keepFocusOnPage(titleId: string): void {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) focusTitle(titleId);
}
