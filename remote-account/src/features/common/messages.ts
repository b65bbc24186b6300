/** The texts of every 'Tipo de permissão' select ('Meu perfil', the staff profile forms). */
export const roleSelectMessages = {
  role: 'Tipo de permissão',
  rolesError: 'Nenhuma permissão encontrada!',
  rolesLoadError: 'Não foi possível carregar os tipos de permissão. Tente novamente.',
  /** Under the role select: only roles within the user's own permissions are offered (the server refuses any other). */
  roleHint: 'Só aparecem os tipos de permissão que não dão permissões além das suas.',
};
