/** Every pt-BR text of the store profile screen (/pages/business). */
export const businessMessages = {
  title: 'Perfil da loja',
  tabProfile: 'Perfil',
  tabSettings: 'Configurações',
  loadError: 'Ops, não foi possível carregar os dados do comércio',
  saved: 'Loja atualizada!',
  saveError: 'Ops, não foi possível atualizar os dados do usuário',
  retry: 'Tentar novamente',
  // photo
  photoLabel: 'Foto da loja',
  photoAlt: 'Foto da loja',
  photoChange: 'Alterar foto',
  photoInput: 'Escolher uma nova foto da loja',
  photoChosen: 'Nova foto escolhida. Salve para aplicar.',
  photoType: 'A foto deve ser uma imagem PNG, JPG, JPEG, GIF ou WEBP.',
  photoSize: 'A foto deve ter no máximo 2 MB.',
  // fields
  companyName: 'Razão social',
  fantasyName: 'Nome fantasia',
  document: 'CNPJ/CPF',
  phone: 'Telefone',
  email: 'E-mail',
  address: 'Endereço',
  number: 'Número',
  complement: 'Complemento',
  plan: 'Plano',
  fantasyNameRequired: 'Preencha o campo de nome fantasia!',
  fantasyNameMax: 'O nome fantasia deve ter no máximo 100 caracteres.',
  phoneRequired: 'Preencha o campo de telefone!',
  phoneMin: 'O telefone deve ter pelo menos 15 caracteres',
  save: 'Salvar',
  readOnlyNotice: 'Você pode ver os dados da loja, mas não tem permissão para alterá-los.',
  // token
  token: 'Token de acesso à API',
  tokenShow: 'Mostrar token',
  tokenHide: 'Ocultar token',
  tokenCopy: 'Copiar token',
  tokenCopied: 'Token copiado com sucesso!',
  tokenCopyError: 'Não foi possível copiar o token.',
  tokenMissing: 'Token indisponível',
  // map
  mapTitle: 'Localização da loja',
  mapStoreMarker: 'Sua loja',
  mapNoStoreTitle: 'Mapa indisponível',
  mapNoStoreBody: 'O endereço da loja não tem localização cadastrada. A loja fica em:',
  // settings
  approvalLabel: 'Aprovar pedidos antes de chamar o entregador',
  approvalHelp:
    "Com a aprovação ligada, os novos pedidos aguardam em 'Em preparo' até você chamar o entregador. Desligada, eles vão direto para 'Em andamento'.",
  saveSettings: 'Salvar configurações',
};

/** plan_id → plan name (docs/spec/part-2-operations-account.md §3). */
export const PLAN_NAMES: Record<string, string> = { '1': 'Plano Padrão', '2': 'Box Vantagem' };
