import { sessionActions } from 'shared';
import { makeFranchiseStores, makeUser, resetStores, seedSession } from 'shared/testing';
import { answer, API, HttpResponse, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { CONFIRM_INTERVAL_MS } from 'shared/data';
import { placeTopUp, TopUpKeys } from './topUpOnce';

installNetwork();
const seen = recordRequests();

describe('placeTopUp', () => {
  beforeEach(() => {
    resetStores();
    seedSession({ user: makeUser({ business_user_main: true }), franchiseStores: makeFranchiseStores() });
  });

  it(
    "sends the top-up again as the store it was placed for, with that store's token, after the merchant switched store",
    async () => {
      const [moema, pinheiros] = makeFranchiseStores();
      let calls = 0;
      server.use(
        http.post(API.wallet.credits, () => {
          calls += 1;
          // The first answer is lost; the store is switched while the portal confirms it.
          if (calls === 1) {
            sessionActions.selectFranchiseStore(pinheiros!);
            return HttpResponse.error();
          }
          return answer({ data: { success: true, type: 4, amount: 100 } } as never);
        }),
      );
      const outcome = await placeTopUp(moema!.uuid, { type: 4, amount: 100 } as never, new TopUpKeys(), () => {});
      expect(outcome.kind).toBe('placed');
      const sent = seen.filter((r) => r.path.includes('/logisticx/credits/'));
      expect(sent.map((r) => [r.path.split('/').at(-1), r.authorization])).toEqual([
        [moema!.uuid, moema!.box_api_token],
        [moema!.uuid, moema!.box_api_token],
      ]);
    },
    CONFIRM_INTERVAL_MS * 3,
  );
});
