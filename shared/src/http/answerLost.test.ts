import { answer, errorAnswer, http, HttpResponse, installNetwork, server } from '../testing/network';
import { http as client } from './client';
import { isAnswerLost } from './errors';

installNetwork();

const PATH = '*/api/box/v2/things';

/** What a write (POST) fails with when the server answers `reply`. */
const failureOf = async (reply: () => Response) => {
  server.use(http.post(PATH, reply));
  return client.post('v2/things', {}, { flow: 'box' }).then(
    () => 'answered',
    (error: unknown) => error,
  );
};

describe('isAnswerLost: a write whose outcome its answer does not tell', () => {
  it("no answer, an unreadable one, a 5xx without the server's error body, or a gateway's 502/504: lost", async () => {
    expect(isAnswerLost(await failureOf(() => HttpResponse.error()))).toBe(true);
    expect(isAnswerLost(await failureOf(() => new HttpResponse(null, { status: 503 })))).toBe(true);
    expect(isAnswerLost(await failureOf(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })))).toBe(
      true,
    );
    expect(isAnswerLost(await failureOf(() => errorAnswer(502, 'Não foi possível falar com o servidor agora.')))).toBe(true);
    expect(isAnswerLost(await failureOf(() => errorAnswer(504, 'Tempo esgotado.')))).toBe(true);
  });

  it("the server's own refusal or error, or a read that failed: not lost", async () => {
    expect(isAnswerLost(await failureOf(() => errorAnswer(422, 'Não foi possível criar.')))).toBe(false);
    expect(isAnswerLost(await failureOf(() => errorAnswer(409, 'Já enviado com outros dados.')))).toBe(false);
    expect(isAnswerLost(await failureOf(() => errorAnswer(500, 'Erro interno do servidor.')))).toBe(false);
    expect(await failureOf(() => answer({}, 201))).toBe('answered');
    server.use(http.get(PATH, () => HttpResponse.error()));
    expect(isAnswerLost(await client.get('v2/things', { flow: 'box' }).catch((error: unknown) => error))).toBe(false);
    expect(isAnswerLost(new Error('boom'))).toBe(false);
  });
});
