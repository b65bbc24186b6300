import { act, isInaccessible, screen, waitFor } from '@testing-library/react';

/** What a screen reader says as it appears: an alert, a status or an aria-live region (antd's toasts are role="alert"). */
const LIVE_REGION = '[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]';

/** The live regions that say `text` (each counted once), leaving out what is hidden from a screen reader. */
export function announcements(text: string): Element[] {
  const regions = screen
    .queryAllByText(text)
    .filter((el) => !isInaccessible(el))
    .map((el) => el.closest(LIVE_REGION))
    .filter((region): region is Element => region !== null);
  return [...new Set(regions)];
}

/**
 * Waits until `text` is on screen `copies` times (a toast and the note that stays, say) and the screen has settled, then
 * expects it said once (docs/decisions.md D20: a failure is announced once). Returns what says it.
 */
export async function expectAnnouncedOnce(text: string, copies: number): Promise<Element> {
  await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(copies));
  // A toast comes an effect after the screen: give a late one the time to show.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.getAllByText(text)).toHaveLength(copies);
  // Each as 'role: text', so a failure names what said it.
  const said = announcements(text);
  expect(said.map((region) => `${region.getAttribute('role') ?? 'aria-live'}: ${region.textContent}`)).toHaveLength(1);
  return said[0]!;
}
