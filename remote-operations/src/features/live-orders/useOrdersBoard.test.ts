import { answer, API, http, installNetwork, recordRequests, server } from 'shared/testing/network';
import { makeDelivery, makeOrder } from '../../testing/fixtures';
import { liveQuery } from '../common/orderQueries';
import { FAILURES_CHUNK, loadFailures, mergePages } from './useOrdersBoard';

installNetwork();
const seen = recordRequests();
/** The uuids[] of each failures call (D5: the parameter repeated), as the server read them. */
const asked: string[][] = [];
afterEach(() => {
  asked.length = 0;
});

describe('orders board', () => {
  it('queries the two tabs as part-2 §7 says', () => {
    expect(liveQuery('toApprove', { search: ' Ana ' })).toMatchObject({ to_approve: 'true', page: 1, limit: 20, multiple_search: 'Ana' });
    const live = liveQuery('inProgress', { page: 3 });
    expect(live).toMatchObject({ inprogress: '1', last_hours: 6, page: 3, limit: 20 });
    expect(live.multiple_search).toBeUndefined();
    expect(typeof live.timezone).toBe('number');
  });

  it("'Carregar mais' shows each order once, even when it moved to the next page between two reads", () => {
    const a = makeOrder();
    const b = makeOrder();
    const c = makeOrder();
    expect(
      mergePages([
        [a, b],
        [b, c],
      ]).map((o) => o.uuid),
    ).toEqual([a.uuid, b.uuid, c.uuid]);
    expect(mergePages([[a, b], [a]]).map((o) => o.uuid)).toEqual([a.uuid, b.uuid]);
  });

  it('asks for the failures of orders without delivery only, in chunks, and merges them', async () => {
    const waiting = Array.from({ length: FAILURES_CHUNK + 5 }, () => makeOrder({ delivery: null }));
    const dispatched = makeOrder({ delivery: makeDelivery('ALLOCATING') });
    server.use(
      http.get(API.operations.failures, ({ request }) => {
        const uuids = new URL(request.url).searchParams.getAll('uuids[]');
        asked.push(uuids);
        return answer({ data: { [uuids[0]!]: `erro ${uuids.length}` } });
      }),
    );
    const found = await loadFailures([dispatched, ...waiting]);
    expect(asked.map((uuids) => uuids.length)).toEqual([FAILURES_CHUNK, 5]);
    expect(asked.flat()).not.toContain(dispatched.uuid);
    expect(found).toEqual({ [waiting[0]!.uuid]: `erro ${FAILURES_CHUNK}`, [waiting[FAILURES_CHUNK]!.uuid]: 'erro 5' });
    seen.length = 0;
    expect(await loadFailures([dispatched])).toEqual({});
    expect(seen).toEqual([]);
  });
});
