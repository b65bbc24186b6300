import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { walletApi, type StatementQuery } from '../../api/wallet';
import { placeTopUp, type TopUp, type TopUpKeys } from './topUpOnce';

/** The wallet's reads, under the store. */
const walletKey = (scope: string, ...rest: unknown[]) => [scope, 'wallet', ...rest];

/** The summary: the balance and the last boleto (prepaid stores only), the credit used in the last 7 days. */
export function useWalletSummary(prepaid: boolean) {
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  const balance = useQuery({
    queryKey: walletKey(scope, 'summary', 'balance'),
    queryFn: async () => Number((await walletApi.balance()).data?.data?.balance ?? 0),
    enabled: prepaid,
  });
  const billet = useQuery({
    queryKey: walletKey(scope, 'summary', 'billet'),
    queryFn: async () => (await walletApi.lastBillet(scope)).data?.data ?? null,
    enabled: prepaid,
  });
  const usage = useQuery({
    queryKey: walletKey(scope, 'summary', 'usage'),
    queryFn: async () => Number((await walletApi.usage(7)).data?.total_withdraw ?? 0),
  });
  /** 'Tentar novamente' on any of them reads the three again. */
  const retry = () => void queryClient.invalidateQueries({ queryKey: walletKey(scope, 'summary') });
  return { balance, billet, usage, retry };
}

/** One page of the statement; the page on screen stays while the next one (or another filter) is read. */
export function useStatement(query: StatementQuery) {
  return useQuery({
    queryKey: walletKey(useStoreScope(), 'statement', query),
    queryFn: async () => {
      const { data } = await walletApi.statement(query);
      return {
        lines: Array.isArray(data?.data) ? data.data : [],
        total: Number(data?.meta?.pagination?.total ?? 0),
        sum: typeof data?.extract_sum === 'number' ? data.extract_sum : null,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** The statement's categories: the same for every store and every day, read when the filter panel first opens. */
export function useCategories(enabled: boolean) {
  return useQuery({
    queryKey: walletKey(useStoreScope(), 'categories'),
    queryFn: async () => {
      const { data } = await walletApi.categories();
      return Array.isArray(data?.data) ? data.data : [];
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSavedCards() {
  const scope = useStoreScope();
  return useQuery({
    queryKey: walletKey(scope, 'cards'),
    queryFn: async () => {
      const { data } = await walletApi.creditCards(scope);
      return Array.isArray(data?.data) ? data.data : [];
    },
  });
}

/**
 * A top-up (Pix, boleto or card) under the panel's idempotency keys (topUpOnce.ts): `confirming` while an answer that
 * was lost is asked again under its key. Once placed, the store's reads are read again: the wallet's, and the balance
 * other screens read (the low-balance warnings).
 */
export function useTopUp(keys: TopUpKeys) {
  const scope = useStoreScope();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const topUp = useMutation({
    mutationFn: (input: TopUp) => placeTopUp(scope, input, keys, () => setConfirming(true)),
    onSuccess: (outcome) => {
      if (outcome.kind === 'placed') void queryClient.invalidateQueries({ queryKey: [scope] });
    },
    onSettled: () => setConfirming(false),
  });
  return { topUp, confirming };
}
