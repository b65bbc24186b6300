import { roleSelectMessages } from '../common/messages';

/** Every pt-BR text of the own profile screen (/pages/user). */
export const userMessages = {
  ...roleSelectMessages,
  title: 'Meu perfil',
  dataTitle: 'Dados pessoais',
  name: 'Nome',
  socialName: 'Nome social',
  email: 'E-mail',
  nameRequired: 'Preencha o campo de nome!',
  emailRequired: 'Preencha o campo de email!',
  emailInvalid: 'Informe um e-mail válido!',
  roleRequired: 'Preencha o campo de tipo de permissão!',
  save: 'Salvar',
  saved: 'Usuário atualizado!',
  saveError: 'Ops, não foi possível atualizar os dados do usuário',
  // password
  passwordTitle: 'Alterar senha',
  passwordRules: 'A nova senha deve ter pelo menos 8 caracteres, um número e um caractere especial.',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmar nova senha',
  currentRequired: 'Preencha a senha atual!',
  newRequired: 'Preencha a nova senha!',
  min8: 'A senha deve ter pelo menos 8 caracteres',
  digit: 'A senha deve conter pelo menos um número',
  special: 'A senha deve conter pelo menos um caractere especial',
  confirmRequired: 'Confirme a nova senha!',
  mismatch: 'A senha e a confirmação de senha devem ser iguais',
  changePassword: 'Alterar senha',
  passwordSaved: 'Senha atualizada!',
  passwordError: 'Ops, não foi possível alterar a senha',
};
