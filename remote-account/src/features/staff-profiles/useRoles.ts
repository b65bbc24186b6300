import type { ListedRole } from '../../api/account';
import { useRoleList } from '../common/queries';
import { useFailureToast } from '../common/useFailureToast';
import { staffMessages as m } from './messages';

/** The store's roles for the 'Tipo de permissão' select; none, or a failure, shows 'Nenhuma permissão encontrada!'. */
export function useRoles(enabled: boolean): { roles: ListedRole[]; failed: boolean } {
  const read = useRoleList(enabled);
  const failed = read.isError || (read.isSuccess && !read.data.length);
  useFailureToast({ isError: failed, isFetching: read.isFetching }, m.rolesError);
  return { roles: read.data ?? [], failed };
}
