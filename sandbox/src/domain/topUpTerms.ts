// The terms of a top-up (minimum, card fee, due days, when the simulated payer pays, the declined card), its messages and its kept shape.
export const MIN_TOP_UP = 50;
export const CARD_FEE_RATE = 0.0279;
export const PIX_DUE_DAYS = 0;
export const BILLET_DUE_DAYS = 2;
/** The simulated payer: a Pix is paid a short while after it is generated, a boleto some minutes later. */
export const PIX_PAID_AFTER_MS = 20_000;
export const BILLET_PAID_AFTER_MS = 3 * 60_000;
/** Luhn-valid test number that the card issuer always declines (documented in the contract). */
export const DECLINED_TEST_CARD = '4000000000000002';

export const TOP_UP_TYPE = { card: 1, billet: 2, pix: 4 } as const;
export type TopUpType = (typeof TOP_UP_TYPE)[keyof typeof TOP_UP_TYPE];

export const MESSAGES = {
  pix: 'QRCode gerado com sucesso!',
  billet: 'Boleto gerado com sucesso!',
  card: 'Créditos adicionados com sucesso!',
  postpaid: 'Lojas pós-pagas não usam créditos pré-pagos.',
  minimum: 'O valor mínimo para adicionar crédito é R$ 50,00.',
  declined: 'Pagamento recusado pela operadora do cartão.',
  keyReused: 'Esta recarga já foi enviada com outros dados.',
  keyReusedDetail:
    'A chave de idempotência (idempotency_key) já foi usada em outra recarga desta loja, com outro valor, forma de pagamento ou cartão. Para uma nova recarga, envie uma nova chave.',
  invalidCard: 'Número do cartão inválido.',
  expired: 'Cartão vencido.',
  noCard: 'Escolha um cartão salvo ou informe um novo cartão.',
  unknownCard: 'Cartão salvo não encontrado.',
  savedCardCvv: 'Informe o CVV de 3 dígitos do cartão salvo.',
  store: 'Esta loja não é a loja da chamada.',
} as const;

/** Internal: a top-up as kept (the API shows it as CreditAnswer and Billet). */
export interface TopUp {
  id: number;
  code: string;
  type: TopUpType;
  amount: number;
  status: 'PENDING' | 'PAID';
  created_at: string;
  due_date: string;
  br_code?: string;
  url?: string;
  digitable_line?: string;
}
