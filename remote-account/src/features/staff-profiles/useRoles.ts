import { useEffect, useState } from 'react';
import { App } from 'antd';
import { accountApi, type ListedRole } from '../../api/account';
import { staffMessages as m } from './messages';

/** The store's roles for the 'Tipo de permissão' select; a failure shows 'Nenhuma permissão encontrada!'. */
export function useRoles(enabled: boolean, reloadKey: string): { roles: ListedRole[]; failed: boolean } {
  const { message } = App.useApp();
  const [roles, setRoles] = useState<ListedRole[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setFailed(false);
    accountApi
      .roles()
      .then(({ data }) => {
        if (!alive) return;
        const list = Array.isArray(data?.data) ? data.data : [];
        setRoles(list);
        if (!list.length) {
          setFailed(true);
          message.error(m.rolesError);
        }
      })
      .catch(() => {
        if (!alive) return;
        setFailed(true);
        message.error(m.rolesError);
      });
    return () => {
      alive = false;
    };
  }, [enabled, reloadKey, message]);
  return { roles, failed };
}
