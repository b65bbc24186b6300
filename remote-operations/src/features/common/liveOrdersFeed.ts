import type { Order } from '../../api/operations';

/** The live lists of one store as the orders page just loaded them (no search: the whole lists). */
export interface BoardSnapshot {
  /** The store they belong to (the selected franchise store's uuid, or 'own'). */
  store: string;
  toApprove: Order[];
  inProgress: Order[];
}

type Listener = (snapshot: BoardSnapshot) => void;

const listeners = new Set<Listener>();
let openBoards = 0;

/**
 * The orders page and the order alerts share one refresh (issue 14): while the page is open it publishes each load
 * of its lists here and the alerts read them instead of asking the server for the same lists again. One module of
 * remote-operations: the page and the alerts, two exposed modules of one remote, share it on the page.
 */
export const liveOrdersFeed = {
  /** The orders page is on screen; call the returned function when it leaves. */
  boardOpened(): () => void {
    openBoards += 1;
    return () => {
      openBoards -= 1;
    };
  },
  get boardOpen(): boolean {
    return openBoards > 0;
  },
  publish(snapshot: BoardSnapshot): void {
    for (const listener of listeners) listener(snapshot);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
