/** Every pt-BR text of the roles screen (/pages/roles). */
export const rolesMessages = {
  title: 'Tipos de permissão',
  subtitle: 'Escolha um tipo de permissão para ver ou alterar as permissões dele, ou crie um novo tipo.',
  roleSelect: 'Tipo de permissão',
  newRole: 'Criar novo tipo',
  name: 'Nome do tipo',
  namePlaceholder: 'Ex.: Atendente do caixa',
  nameRequired: 'Preencha o nome do tipo de permissão!',
  nameMax: 'O nome deve ter no máximo 100 caracteres.',
  permissions: 'Permissões',
  selectAll: 'Selecionar todos',
  selectAllOf: (group: string) => `Selecionar todos: ${group}`,
  selectedCount: (n: number, total: number) => `${n} de ${total}`,
  save: 'Salvar',
  create: 'Adicionar tipo',
  delete: 'Excluir tipo',
  deleteTitle: 'Excluir tipo de permissão?',
  deleteBody: (name: string) => `O tipo '${name}' será excluído. Perfis que usam este tipo precisam ser trocados de tipo antes.`,
  cancel: 'Cancelar',
  readOnly: 'Você pode ver as permissões deste tipo, mas não tem permissão para alterá-las.',
  // nobody gives a permission they do not hold (the server refuses it)
  notHeldNote: 'As permissões que você não tem aparecem desabilitadas: só é possível dar permissões que você tem.',
  notHeld: 'você não tem esta permissão',
  roleBeyondMe: 'Este tipo tem permissões que você não tem: só quem tem todas elas pode alterá-lo.',
  noPermission: 'Você não tem permissão para ver os tipos de permissão. Fale com o administrador da loja.',
  retry: 'Tentar novamente',
  // answers (docs/spec/part-2-operations-account.md §8)
  loadError: 'Ops! algo deu errado',
  loadErrorDetail: 'Não foi possível carregar os tipos de permissão. Tente novamente.',
  saveError: 'Ops! algo deu errado',
  edited: 'Editado com sucesso!',
  added: 'Adicionado com sucesso!',
  deleteError: 'Ops, não foi possível deletar a permissão',
  deleted: 'Tipo de permissão deletada com sucesso!',
};

/** The placeholder role value shown as 'Criar novo tipo' (docs/spec/part-2-operations-account.md §6). */
export const NEW_ROLE = 'newRole';

/** Permission name prefix → group title. */
export const PERMISSION_GROUPS: Record<string, string> = {
  order: 'Pedidos',
  courier: 'Entregadores',
  profile: 'Perfis de acesso',
  role: 'Tipos de permissão',
  wallet: 'Financeiro',
  business: 'Perfil da loja',
  plan: 'Planos de frota',
};
export const OTHER_GROUP = 'Outras permissões';
