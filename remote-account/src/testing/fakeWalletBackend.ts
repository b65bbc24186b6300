import { answer, errorAnswer, http, HttpResponse, server } from 'shared/testing/network';
import type { SavedCreditCard, WalletStatementLine } from '../api/wallet';

/**
 * The wallet's server in component tests, on the fake network (msw, shared/testing/network): it answers the wallet
 * contract's calls (shared/contract/wallet.yaml and v2/balance) by method and path and keeps a balance, so a test
 * goes through walletApi, the HTTP client, the flows and the query names as the browser does. Anything else fails
 * the test (the test file calls installNetwork()).
 */

type WalletCall = 'balance' | 'usage' | 'statement' | 'categories' | 'cards' | 'billet' | 'credits';

interface SeenCall {
  call: WalletCall;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeWalletOptions {
  balance?: number;
  usage?: number;
  lines?: WalletStatementLine[];
  cards?: SavedCreditCard[];
  /** Calls that answer 500. */
  failing?: WalletCall[];
  /** A card number the issuer declines (422). */
  declinedNumber?: string;
  /** The first top-ups that are carried out but whose answer is lost (the client's time-out). */
  lostAnswers?: number;
  /** How a lost answer is lost: the connection drops (default), or a 500 without the server's body. */
  lostAs?: 'connection' | 'bareServerError';
  /** The first top-ups that never reach the server (the connection drops before): nothing is done. */
  droppedRequests?: number;
}

const CATEGORIES = [
  { id: 1, name: 'Recarga' },
  { id: 2, name: 'Entrega' },
  { id: 3, name: 'Estorno' },
];

const SAVED_CARDS: SavedCreditCard[] = [
  { wallet_credit_card_id: 2, brand: 'Visa', masked_number: '**** **** **** 1111', instant_buy_key: 'key-visa-1111' },
  { wallet_credit_card_id: 1, brand: 'Mastercard', masked_number: '**** **** **** 4444', instant_buy_key: 'key-master-4444' },
];

/** 40 lines, newest first, one every 6 hours from 2026-11-23 12:00 (São Paulo) backwards. */
export function sampleLines(count = 40): WalletStatementLine[] {
  const lines: WalletStatementLine[] = [];
  let balance = 250;
  for (let i = 0; i < count; i += 1) {
    const credit = i % 5 === 4;
    const value = credit ? 150 : -(12.5 + (i % 3));
    lines.push({
      id: count - i,
      created_at: new Date(Date.UTC(2026, 10, 23, 15, 0) - i * 6 * 3_600_000).toISOString(),
      business_description: credit ? 'Recarga via Pix' : `Entrega #BX${1000 + i} - Cliente ${i}`,
      value,
      balance,
      category_id: credit ? 1 : 2,
      order_uuid: null,
    });
    balance = Math.round((balance - value) * 100) / 100;
  }
  return lines;
}

const json = (data: unknown, status = 200) => answer(data as never, status);

/** Installs the fake; returns the calls seen and the state (balance grows with an approved card). */
export function installFakeWallet(options: FakeWalletOptions = {}) {
  const state = {
    balance: options.balance ?? 250,
    lines: options.lines ?? sampleLines(),
    cards: options.cards ?? SAVED_CARDS,
    /** Every top-up placed (Pix, boleto or card), once each. */
    topUps: [] as { type: number; amount: number }[],
  };
  const seen: SeenCall[] = [];
  const failing = new Set(options.failing ?? []);
  const answers = new Map<string, Record<string, unknown>>();
  let lostAnswers = options.lostAnswers ?? 0;
  let droppedRequests = options.droppedRequests ?? 0;
  let nextTopUp = 1;

  /** Places a top-up: a Pix or boleto pending (each its own code), a card credited at once. */
  const topUp = (input: { amount: number; type: number }): Record<string, unknown> => {
    const n = nextTopUp++;
    state.topUps.push({ type: input.type, amount: input.amount });
    if (input.type === 4) {
      const code = `00020126360014br.gov.bcb.pix0114pagamentos@box52040000530398654061${String(n).padStart(2, '0')}.005802BR6304ABCD`;
      return {
        message: 'QRCode gerado com sucesso!',
        code: `PIX${n}`,
        status: 'PENDING',
        type: 4,
        amount: input.amount,
        due_date: '2026-11-23',
        br_code: code,
        qr_code: code,
      };
    }
    if (input.type === 2) {
      return {
        message: 'Boleto gerado com sucesso!',
        code: `BOL${n}`,
        status: 'PENDING',
        type: 2,
        amount: input.amount,
        due_date: '2026-11-25',
        url: `/api/box/payment-service/v1/billets/BOL${n}/view`,
        digitable_line: '34191.23456 12345.678901 12345.678901 1 12340000010000',
      };
    }
    state.balance = Math.round((state.balance + input.amount) * 100) / 100;
    const fee = Math.round(input.amount * 2.79) / 100;
    return {
      message: 'Créditos adicionados com sucesso!',
      code: `CRD${n}`,
      status: 'PAID',
      type: 1,
      amount: input.amount,
      fee,
      total_charged: input.amount + fee,
      balance: state.balance,
    };
  };

  const respond = async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const method = request.method.toUpperCase();
    const query = Object.fromEntries(url.searchParams.entries());
    const text = method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    const routes: [WalletCall, string, RegExp][] = [
      ['balance', 'GET', /^\/api\/box\/v2\/balance$/],
      ['usage', 'GET', /^\/api\/box\/v2\/extract\/perDays$/],
      ['statement', 'GET', /^\/api\/box\/v2\/extract$/],
      ['categories', 'GET', /^\/api\/box\/v2\/extract-categories$/],
      ['cards', 'GET', /^\/api\/box\/payment-service\/v1\/credit-cards\/[^/]+$/],
      ['billet', 'GET', /^\/api\/box\/payment-service\/v1\/billets\/last-generated\/[^/]+$/],
      ['credits', 'POST', /^\/api\/box\/payment-service\/v1\/logisticx\/credits\/[^/]+$/],
    ];
    const route = routes.find(([, m, pattern]) => m === method && pattern.test(path));
    // Not the wallet's: left unanswered, the fake network fails the test.
    if (!route) return undefined;
    const call = route[0];
    seen.push({ call, method, path, query, body });
    if (failing.has(call)) return errorAnswer(500, 'Erro interno do servidor. Tente novamente.');

    switch (call) {
      case 'balance':
        return json({ data: { balance: state.balance, postpaid: false } });
      case 'usage':
        return json({ total_withdraw: options.usage ?? 87.5, days: Number(query.days ?? 7), start_date: '2026-11-17T03:00:00.000Z' });
      case 'categories':
        return json({ data: CATEGORIES });
      case 'cards':
        return json({ data: state.cards });
      case 'billet':
        return json({ data: null });
      case 'statement': {
        const start = query['filters[start_date]'];
        const end = query['filters[end_date]'];
        const category = query['filters[category_id]'] ? Number(query['filters[category_id]']) : null;
        const value = query['filters[value]'] ? Math.round(Number(query['filters[value]']) * 100) : null;
        const local = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
        const selected = state.lines.filter(
          (l) =>
            (!start || local(l.created_at) >= start) &&
            (!end || local(l.created_at) <= end) &&
            (category === null || l.category_id === category) &&
            (value === null || Math.abs(Math.round(l.value * 100)) === value),
        );
        const page = Number(query.page ?? 1);
        const limit = Number(query.limit ?? 15);
        const data = selected.slice((page - 1) * limit, page * limit);
        const sum = query.extractSum === '1' ? selected.reduce((s, l) => s + Math.round(l.value * 100), 0) / 100 : null;
        return json({
          data,
          extract_sum: sum,
          meta: {
            pagination: {
              total: selected.length,
              count: data.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(selected.length / limit)),
            },
          },
        });
      }
      case 'credits': {
        const input = body as { amount: number; type: number; 'instant-buy-key'?: string; creditCard?: { number: string }; idempotency_key?: string };
        if (droppedRequests > 0) {
          droppedRequests -= 1;
          return HttpResponse.error();
        }
        // Idempotent by key, as the sandbox: the same top-up sent again answers the first result.
        const key = input.idempotency_key;
        let placed = key ? answers.get(key) : undefined;
        if (!placed) {
          if (input.creditCard && options.declinedNumber && input.creditCard.number === options.declinedNumber) {
            return errorAnswer(422, 'Pagamento recusado pela operadora do cartão.');
          }
          placed = topUp(input);
          if (key) answers.set(key, placed);
        }
        if (lostAnswers > 0) {
          lostAnswers -= 1;
          // Carried out, but the answer never arrives (the connection drops), or arrives as a bare 500.
          return options.lostAs === 'bareServerError' ? new HttpResponse(null, { status: 500 }) : HttpResponse.error();
        }
        return json(placed, 201);
      }
      default:
        return errorAnswer(599, `unhandled ${call}`);
    }
  };
  server.use(http.all('*/api/*', respond));
  return {
    seen,
    state,
    calls: (call: WalletCall) => seen.filter((s) => s.call === call),
    /** The top-ups reach the server again (no more dropped requests). */
    reachable: () => {
      droppedRequests = 0;
    },
    /** Takes the fake off the network (installNetwork also does after each test). */
    restore: () => server.resetHandlers(),
  };
}
