export const SELECTED_STORE_EVENT = 'selectedFranchiseStoreUuidChanged';

export interface SelectedStoreEventDetail {
  selectedFranchiseStoreUuid: string | null;
}

/** Fired on window whenever the selected franchise store uuid changes (spec part-1 §4). */
export function dispatchSelectedStoreChanged(selectedFranchiseStoreUuid: string | null): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SelectedStoreEventDetail>(SELECTED_STORE_EVENT, { detail: { selectedFranchiseStoreUuid } }));
}
