const FIELDS = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * Puts the focus on the first field of a side panel once it is open: antd's Drawer focuses its outer
 * wrapper, outside the element with role="dialog", so a screen reader would not enter the panel.
 * Use it as the Drawer's `afterOpenChange={(open) => open && focusFirstField(body.current)}`.
 */
export function focusFirstField(container: HTMLElement | null): void {
  const target = container?.querySelector<HTMLElement>(FIELDS);
  target?.focus();
}
