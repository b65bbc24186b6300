import { answer, API, errorAnswer, http, HttpResponse, installNetwork, server } from 'shared/testing/network';
import { operationsApi } from '../../api/operations';
import { isAnswerLost } from './answerLost';

installNetwork();

/** What an action (POST finish) fails with when the server answers `reply`. */
const failureOf = async (reply: () => Response) => {
  server.use(http.post(API.operations.finish, reply));
  return operationsApi.finish('delivery-1').then(
    () => 'answered',
    (error: unknown) => error,
  );
};

describe('isAnswerLost: an action whose outcome its answer does not tell', () => {
  it("no answer, an unreadable one, a 5xx without the server's error body, or a gateway's 502/504: lost", async () => {
    expect(isAnswerLost(await failureOf(() => HttpResponse.error()))).toBe(true);
    expect(isAnswerLost(await failureOf(() => new HttpResponse(null, { status: 500 })))).toBe(true);
    expect(isAnswerLost(await failureOf(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })))).toBe(
      true,
    );
    expect(isAnswerLost(await failureOf(() => errorAnswer(502, 'Não foi possível falar com o servidor agora.')))).toBe(true);
    expect(isAnswerLost(await failureOf(() => errorAnswer(504, 'Tempo esgotado.')))).toBe(true);
  });

  it("the server's own refusal or error, or a read that failed: not lost", async () => {
    expect(isAnswerLost(await failureOf(() => errorAnswer(422, 'Não foi possível finalizar o pedido.')))).toBe(false);
    expect(isAnswerLost(await failureOf(() => errorAnswer(500, 'Erro interno do servidor.')))).toBe(false);
    expect(await failureOf(() => answer({}))).toBe('answered');
    server.use(http.get(API.operations.order, () => HttpResponse.error()));
    expect(isAnswerLost(await operationsApi.getOrder('order-1').catch((error: unknown) => error))).toBe(false);
  });
});
