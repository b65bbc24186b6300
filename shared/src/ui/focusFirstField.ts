const FIELDS = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * Puts the focus on the first field of a side panel once it is open: antd's Drawer focuses its outer
 * wrapper, outside the element with role="dialog", so a screen reader would not enter the panel.
 * Use it as the Drawer's `afterOpenChange={(open) => open && focusFirstField(body.current)}`.
 * The panel's opening animation ends a moment after it can be used: a user (or a test) already typing in one of its
 * fields keeps the focus there — taking it would leave a half-typed date behind, uncommitted and lost.
 */
export function focusFirstField(container: HTMLElement | null): void {
  const panel = container?.closest('[role="dialog"]') ?? container;
  if (panel && document.activeElement && document.activeElement !== document.body && panel.contains(document.activeElement)) return;
  const target = container?.querySelector<HTMLElement>(FIELDS);
  target?.focus();
}
