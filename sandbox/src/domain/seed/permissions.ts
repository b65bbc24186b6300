import type { Business, Permission, Role } from '../model';
import type { Sandbox } from '../sandbox';
import type { Random } from '../random';

/** Every permission of the portal (docs/spec/part-2-operations-account.md §6), and each store's three roles. */

export const PERMISSIONS: readonly Omit<Permission, 'id'>[] = [
  { name: 'order.show', display_name: 'Ver pedidos', description: 'Visualizar pedidos e histórico' },
  { name: 'order.create', display_name: 'Criar pedidos', description: 'Montar entregas' },
  { name: 'order.cancel', display_name: 'Cancelar pedidos', description: 'Cancelar pedidos em andamento' },
  { name: 'order.finish', display_name: 'Finalizar pedidos', description: 'Finalizar entregas' },
  { name: 'courier.show', display_name: 'Ver entregadores', description: 'Visualizar a frota' },
  { name: 'courier.create', display_name: 'Adicionar entregadores', description: 'Convidar entregadores para a frota' },
  { name: 'courier.edit', display_name: 'Editar entregadores', description: 'Editar dados dos entregadores' },
  { name: 'courier.delete', display_name: 'Remover entregadores', description: 'Remover entregadores da frota' },
  { name: 'profile.show', display_name: 'Ver perfis', description: 'Visualizar perfis de acesso' },
  { name: 'profile.create', display_name: 'Criar perfis', description: 'Criar perfis de acesso' },
  { name: 'profile.edit', display_name: 'Editar perfis', description: 'Editar e ativar/desativar perfis' },
  { name: 'role.show', display_name: 'Ver tipos de permissão', description: 'Visualizar tipos de permissão' },
  { name: 'role.create', display_name: 'Criar tipos de permissão', description: 'Criar tipos de permissão' },
  { name: 'role.edit', display_name: 'Editar tipos de permissão', description: 'Editar tipos de permissão' },
  { name: 'role.delete', display_name: 'Excluir tipos de permissão', description: 'Excluir tipos de permissão' },
  { name: 'wallet.show', display_name: 'Ver financeiro', description: 'Visualizar saldo e extrato' },
  { name: 'wallet.credit', display_name: 'Adicionar crédito', description: 'Recarregar a carteira' },
  { name: 'business.show', display_name: 'Ver perfil da loja', description: 'Visualizar dados da loja' },
  { name: 'business.edit', display_name: 'Editar perfil da loja', description: 'Editar dados da loja' },
  { name: 'plan.edit', display_name: 'Trocar plano de frota', description: 'Alternar entre Frota Própria e Frota Box' },
];

/** The permission table, ids from 1 in the order above. */
export function seedPermissions(sandbox: Sandbox): void {
  PERMISSIONS.forEach((p, i) => {
    sandbox.permissions.push({ id: i + 1, ...p });
  });
}

/** A store's roles: 'Administrador' (every permission), 'Atendente' (orders) and 'Financeiro' (the wallet). */
export function seedRoles(sandbox: Sandbox, business: Business, random: Random): void {
  const allIds = sandbox.permissions.map((p) => p.id);
  const idsOf = (...names: string[]) => sandbox.permissions.filter((p) => names.some((n) => p.name.startsWith(n))).map((p) => p.id);
  const roles: Omit<Role, 'id' | 'uuid' | 'business_uuid'>[] = [
    { name: 'administrador', display_name: 'Administrador', permission_ids: allIds },
    { name: 'atendente', display_name: 'Atendente', permission_ids: idsOf('order.', 'courier.show', 'business.show') },
    { name: 'financeiro', display_name: 'Financeiro', permission_ids: idsOf('wallet.', 'order.show', 'business.show') },
  ];
  for (const role of roles) {
    const roleId = sandbox.nextId('role');
    sandbox.roles.set(roleId, { ...role, id: roleId, uuid: random.uuid(), business_uuid: business.uuid });
  }
}
