import { answer, API, errorAnswer, http, HttpResponse, installNetwork, server } from 'shared/testing/network';
import { walletApi } from '../../api/wallet';
import { isAnswerLost } from './answerLost';

installNetwork();

/** What a top-up (POST credits) fails with when the server answers `reply`. */
const failureOf = async (reply: () => Response) => {
  server.use(http.post(API.wallet.credits, reply));
  return walletApi.addCredits('store-1', { amount: 100, type: 4 }).then(
    () => 'answered',
    (error: unknown) => error,
  );
};

describe('isAnswerLost: a top-up whose outcome its answer does not tell', () => {
  it("no answer, an unreadable one, a 5xx without the server's error body, or a gateway's 502/504: lost", async () => {
    expect(isAnswerLost(await failureOf(() => HttpResponse.error()))).toBe(true);
    expect(isAnswerLost(await failureOf(() => new HttpResponse(null, { status: 503 })))).toBe(true);
    expect(isAnswerLost(await failureOf(() => new HttpResponse('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } })))).toBe(true);
    expect(isAnswerLost(await failureOf(() => errorAnswer(502, 'Não foi possível falar com o servidor agora.')))).toBe(true);
    expect(isAnswerLost(await failureOf(() => errorAnswer(504, 'Tempo esgotado.')))).toBe(true);
  });

  it("the server's own refusal or error, or a read that failed: not lost", async () => {
    expect(isAnswerLost(await failureOf(() => errorAnswer(422, 'O valor mínimo para adicionar crédito é R$ 50,00.')))).toBe(false);
    expect(isAnswerLost(await failureOf(() => errorAnswer(409, 'Esta recarga já foi enviada com outros dados.')))).toBe(false);
    expect(isAnswerLost(await failureOf(() => errorAnswer(500, 'Erro interno do servidor.')))).toBe(false);
    expect(await failureOf(() => answer({}, 201))).toBe('answered');
    server.use(http.get(API.wallet.statement, () => HttpResponse.error()));
    expect(isAnswerLost(await walletApi.statement({ page: 1, limit: 15 }).catch((error: unknown) => error))).toBe(false);
  });
});
