import { useStoreOverride } from 'shared/data';
import { operationsApiFor, type OperationsApi } from './operations';

/** The calls of the store this part of the page works in: a surrounding StoreScope's, else the selected one (D14). */
export function useOperationsApi(): OperationsApi {
  return operationsApiFor(useStoreOverride());
}
