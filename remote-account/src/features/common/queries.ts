import { useQuery } from '@tanstack/react-query';
import { useStoreScope } from 'shared/data';
import { accountApi } from '../../api/account';

/** The account's store data in the one cache: every key starts with the store, so a store switch reads its own. */
export const accountKeys = {
  store: (scope: string) => [scope, 'store-profile'] as const,
  roles: (scope: string) => [scope, 'roles'] as const,
  /** One role as the server has it now: under the roles' key, so refreshing the roles refreshes it too. */
  role: (scope: string, id: number | null) => [scope, 'roles', id] as const,
  profiles: (scope: string) => [scope, 'business-users'] as const,
};

/** The store's details: the fleet plan in force and the store profile read the same answer. */
export function useStoreProfile() {
  const scope = useStoreScope();
  return useQuery({
    queryKey: accountKeys.store(scope),
    queryFn: async () => {
      const { data } = await accountApi.storeProfile(scope);
      if (!data?.data || typeof data.data !== 'object') throw new Error('The store answer has no store.');
      return data.data;
    },
  });
}

/** The store's roles, each with whether the user may give it: the roles screen and every 'Tipo de permissão' select. */
export function useRoleList(enabled: boolean) {
  const scope = useStoreScope();
  return useQuery({
    queryKey: accountKeys.roles(scope),
    queryFn: async () => {
      const { data } = await accountApi.roles();
      return Array.isArray(data?.data) ? data.data : [];
    },
    enabled,
  });
}
