import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './fixtures';

/** The credit the demo store is topped up with before the journeys, as a merchant would with a saved card. */
const TOP_UP_REAIS = 5_000;

/**
 * The journeys create deliveries for loja@, and each one is debited from its R$ 250,00 (D6); so are the
 * marketplace orders the sandbox's simulation keeps dispatching (about R$ 70 a minute). Without a top-up,
 * whichever journey runs after the balance has fallen under R$ 50,00 meets the low-balance modal (D4)
 * instead of its screen. So the suite starts the way a busy merchant's day does: one card top-up
 * through the wallet's own call. The low-balance journeys use frota@ (R$ 10,00), which is left alone.
 */
export default async function globalSetup(config: FullConfig): Promise<() => void> {
  // Where the deployment journeys keep the remote releases they build, shared by this run's workers (they inherit the
  // variable) and removed at its end.
  const versions = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-versions-'));
  process.env.PORTAL_E2E_VERSIONS = versions;
  const api = await request.newContext({ baseURL: config.projects[0].use.baseURL });
  try {
    const login = await api.post('/api/box/business-service/v1/businesses/login', { data: { email: ACCOUNTS.loja, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`sign-in for the top-up failed: ${login.status()} ${await login.text()}`);
    const storeUuid = ((await login.json()) as { data: { business_uuid: string } }).data.business_uuid;
    const cards = await api.get(`/api/box/payment-service/v1/credit-cards/${storeUuid}`, { params: { isLogisticx: true } });
    const card = ((await cards.json()) as { data: { instant_buy_key: string }[] }).data[0];
    if (!card) throw new Error('the demo store has no saved card to top up with');
    const credit = await api.post(`/api/box/payment-service/v1/logisticx/credits/${storeUuid}`, {
      data: { amount: TOP_UP_REAIS, type: 1, 'instant-buy-key': card.instant_buy_key, security_code: '123' },
    });
    if (!credit.ok()) throw new Error(`the top-up failed: ${credit.status()} ${await credit.text()}`);
  } finally {
    await api.dispose();
  }
  return () => rmSync(versions, { recursive: true, force: true });
}
