/** Every pt-BR text of the sign-in screen (docs/spec/part-1-signin-dashboard-delivery.md §2, §5, §8). */
export const signInMessages = {
  welcomeTitle: 'Bem-vindo!',
  welcomeSubtitle: 'Entre com seu e-mail e senha para acessar o portal.',
  emailLabel: 'E-mail',
  emailPlaceholder: 'seuemail@exemplo.com.br',
  passwordLabel: 'Senha',
  passwordPlaceholder: 'Digite sua senha',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  submit: 'Entrar',
  signingIn: 'Entrando…',
  forgotPasswordLink: 'Esqueci minha senha',
  signUpLink: 'Não tem conta?',
  signUpHint: '(abre em uma nova aba)',

  // §5 sign-in validation
  fillEmailAndPassword: 'Preencha os campos de e-mail e senha!',
  fillPassword: 'Preencha o campo de senha!',
  fillEmail: 'Preencha o campo de e-mail!',

  // §8 errors
  unauthorized: 'Não autorizado. Verifique o e-mail e a senha informada e tente novamente!',
  noFranchiseStores: 'Não foi possível localizar nenhuma loja para sua franquia',
  businessDetailsFailed: 'Ops, não foi possível carregar os dados do comércio',
  tooManyAttempts: 'Muitas tentativas de acesso. Aguarde um minuto e tente novamente.',

  // 'Esqueceu sua senha?' view
  forgotTitle: 'Esqueceu sua senha?',
  forgotSubtitle: 'Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.',
  forgotSubmit: 'Enviar',
  sending: 'Enviando…',
  backToSignIn: 'Faça o login',
  forgotEmptyEmail: 'Preencha o campo com seu e-mail!',
  forgotInvalidEmail: 'Informe um e-mail válido!',
  forgotRejected: 'Não autorizado. Verifique o e-mail informado e tente novamente!',
  forgotSent: 'E-mail enviado com sucesso!',
} as const;

/**
 * The external sign-up page 'Não tem conta?' opens in a new tab. The specification names no address;
 * the demo domain of the sandbox's accounts stands in for it.
 */
export const SIGN_UP_URL = 'https://cadastro.exemplo.com.br/';
