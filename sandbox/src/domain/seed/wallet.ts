import type { Business, Order } from '../model';
import type { Sandbox } from '../sandbox';
import { type Random, round2 } from '../random';
import { CATEGORY } from '../wallet';

/**
 * Statement: a debit for every delivery, a refund for every delivery cancelled before a courier took it,
 * and top-ups placed (walking backwards from the final balance) so the running balance never goes negative.
 */
export function seedWallet(sandbox: Sandbox, business: Business, random: Random, orders: Order[], finalBalance: number, now: Date): void {
  type Entry = { value: number; description: string; at: Date; category: number; orderUuid: string | null };
  const events: Entry[] = [];
  for (const o of orders) {
    const d = o.delivery;
    if (!d?.dispatched_at) continue;
    events.push({
      value: -d.estimated_price,
      description: `Entrega #${d.short_id} - ${o.customer.name}`,
      at: new Date(d.dispatched_at),
      category: CATEGORY.delivery,
      orderUuid: o.uuid,
    });
    if (d.status.code === 'CANCELLED' && !d.courier_id && d.finished_at) {
      events.push({
        value: d.estimated_price,
        description: `Estorno da entrega #${d.short_id}`,
        at: new Date(d.finished_at),
        category: CATEGORY.refund,
        orderUuid: o.uuid,
      });
    }
  }
  events.sort((a, b) => b.at.getTime() - a.at.getTime());
  const withCredits: Entry[] = [];
  let balance = finalBalance;
  const threshold = () => random.int(120, 320);
  let limit = threshold();
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i];
    withCredits.push(e);
    balance = round2(balance - e.value); // balance before e
    if (balance > limit) {
      const options = [100, 150, 200, 300, 500].filter((v) => v <= balance);
      const amount = options.length ? random.pick(options) : 100;
      const older = events[i + 1]?.at.getTime() ?? e.at.getTime() - 3_600_000;
      const at = new Date(Math.round((older + e.at.getTime()) / 2));
      const method = random.pick(['Pix', 'cartão de crédito', 'boleto']);
      withCredits.push({ value: amount, description: `Recarga via ${method}`, at, category: CATEGORY.credit, orderUuid: null });
      balance = round2(balance - amount);
      limit = threshold();
    }
  }
  // Opening top-up 11 days ago covering what remains.
  if (balance > 0) {
    withCredits.push({
      value: balance,
      description: 'Recarga via Pix',
      at: new Date(now.getTime() - 11 * 86_400_000),
      category: CATEGORY.credit,
      orderUuid: null,
    });
  }
  sandbox.wallet(business.uuid).seed(withCredits, finalBalance);
}
