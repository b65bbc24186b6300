/** Texts shared by the account screens. */
export const commonMessages = {
  noPermission: 'Você não tem permissão para acessar esta área. Fale com o administrador da loja.',
  retry: 'Tentar novamente',
  cancel: 'Cancelar',
  save: 'Salvar',
  saving: 'Salvando…',
};
