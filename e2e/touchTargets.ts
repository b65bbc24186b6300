import type { Locator } from '@playwright/test';

/** A control smaller than a finger: what it is and its tap area in px. */
export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * The controls of the page's main area whose tap area is under 44 × 44 px (WCAG 2.5.5). The tap area of
 * a checkbox or radio is its label, of a field its box, of a select the whole select. Links inside a sentence are
 * exempt (WCAG's inline exception), as are controls the user cannot see. `area` is the part of the page looked at
 * (the main area, or an open panel or dialog).
 */
export async function smallTouchTargets(area: Locator, minimum = 44): Promise<SmallTarget[]> {
  return area.evaluate((main, min) => {
    const controls = main.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), textarea, [role=button], [role=tab], [role=menuitem], [role=combobox], [role=switch], [role=checkbox], [role=radio], [role=link]',
    );
    const seen = new Set<Element>();
    const small: { what: string; width: number; height: number }[] = [];
    for (const control of controls) {
      // The element a finger lands on: a choice's label, a select's box, a field's frame (antd draws these around).
      const area =
        (control.matches('input[type=checkbox], input[type=radio]') && control.closest('label')) ||
        control.closest(
          '.ant-tabs-tab, .ant-segmented-item, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-input-group-wrapper, .ant-checkbox-wrapper, .ant-radio-wrapper',
        ) ||
        control;
      if (seen.has(area)) continue;
      seen.add(area);
      const box = area.getBoundingClientRect();
      const style = getComputedStyle(area);
      if (!box.width || !box.height || style.visibility === 'hidden') continue;
      // A link in running text: WCAG's inline exception.
      if (area.tagName === 'A' && area.parentElement?.closest('p, li, dd') && (area.parentElement.textContent ?? '').trim() !== (area.textContent ?? '').trim())
        continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name =
          control.getAttribute('aria-label') || control.textContent?.trim() || control.getAttribute('title') || control.getAttribute('placeholder') || '';
        small.push({
          what: `${control.tagName.toLowerCase()}${control.getAttribute('role') ? `[${control.getAttribute('role')}]` : ''} '${name.slice(0, 40)}'`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, minimum);
}
