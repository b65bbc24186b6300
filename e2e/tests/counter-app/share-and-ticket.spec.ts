import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ACCOUNTS, notice, signIn } from '../../fixtures';

/**
 * Tell the customer and print the ticket (docs/decisions.md D13), on a live order's details: 'Enviar rastreio' hands
 * the tracking link to the system share sheet on a touch device, and offers the message to copy and a WhatsApp link on a
 * desktop; 'Imprimir' prints an 80 mm ticket with the order's fields and the tracking link.
 */

interface LiveOrder {
  uuid: string;
  short_external_reference: string;
  customer: { name: string; phone: string };
  address: { formatted: string };
  origin: { name: string };
  items: { name: string; quantity: number }[];
  payments: { name: string }[];
  delivery: { track_url: string | null; courier_name: string | null } | null;
}

/** A live order of the demo store whose delivery has a tracking page and a courier. */
async function trackedOrder(page: Page): Promise<LiveOrder> {
  const live = (await (await page.request.get('/api/order-hub/list-orders?inprogress=1&last_hours=6&page=1&limit=100')).json()) as { data: LiveOrder[] };
  const order = live.data.find((o) => o.delivery?.track_url && o.delivery.courier_name && o.customer.phone && o.items.length);
  expect(order, 'a live delivery with a tracking page and a courier').toBeTruthy();
  return order!;
}

const trackUrl = (page: Page, order: LiveOrder): string => new URL(order.delivery!.track_url!, page.url()).href;

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test("'Enviar rastreio' opens the share sheet with the order's tracking link", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { __shared: ShareData[] }).__shared = shared;
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    });
    await signIn(page, ACCOUNTS.loja);
    const order = await trackedOrder(page);
    await page.goto(`/pages/orders/${order.uuid}`);
    await page.getByRole('button', { name: 'Enviar rastreio' }).tap();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1);
    const [data] = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(data.url).toBe(trackUrl(page, order));
    expect(data.text).toContain(`#${order.short_external_reference}`);
    expect(data.text).toContain(order.customer.name.split(' ')[0]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test("on a desktop, 'Enviar rastreio' offers the message to copy and the customer's WhatsApp", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ACCOUNTS.loja);
  const order = await trackedOrder(page);
  await page.goto(`/pages/orders/${order.uuid}`);
  await page.getByRole('button', { name: 'Enviar rastreio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar rastreio ao cliente' });
  const text = await dialog.getByRole('textbox').inputValue();
  expect(text).toContain(trackUrl(page, order));
  await dialog.getByRole('button', { name: 'Copiar mensagem' }).click();
  await expect(notice(page, 'Mensagem copiada.', 'status')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  const whatsapp = dialog.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  // The customer's number with Brazil's 55 (the sandbox's phones already carry it).
  const digits = order.customer.phone.replace(/\D/g, '');
  const number = digits.length <= 11 ? `55${digits}` : digits;
  expect(number).toMatch(/^55\d{10,11}$/);
  expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/${number}?text=${encodeURIComponent(text)}`);
  expect(await whatsapp.getAttribute('rel')).toContain('noopener');
});

test("'Imprimir' prints an 80 mm ticket with the order's fields and its tracking link", async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  const order = await trackedOrder(page);
  await page.goto(`/pages/orders/${order.uuid}`);
  await page.evaluate(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => void (window as unknown as { __printed: number }).__printed++;
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const ticket = page.getByTestId('order-ticket');
  await expect(ticket).toBeVisible();
  // Nothing but the ticket on paper: the portal's root (header, menu, map) is not drawn.
  await expect(page.locator('#root')).toBeHidden();
  const fields = [
    order.origin.name,
    `#${order.short_external_reference}`,
    order.customer.name,
    order.address.formatted,
    `${order.items[0].quantity} x ${order.items[0].name}`,
    order.payments[0].name,
    order.delivery!.courier_name!,
    trackUrl(page, order),
  ];
  for (const field of fields) await expect(ticket).toContainText(field);
  await expect(ticket.locator('svg')).toBeVisible();
  const width = await ticket.evaluate((node) => node.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual((80 / 25.4) * 96);

  // The ticket as the printer gets it: a PDF 80 mm wide, read back as text with PDF.js.
  const pdf = await getDocument({ data: new Uint8Array(await page.pdf({ width: '80mm', printBackground: true })) }).promise;
  const first = await pdf.getPage(1);
  expect(Math.round((first.view[2] / 72) * 25.4)).toBe(80);
  let printed = '';
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    printed += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  const squeezed = (text: string) => text.replace(/\s+/g, '');
  for (const field of fields) expect(squeezed(printed)).toContain(squeezed(field));
  expect(squeezed(printed)).not.toContain(squeezed('Entrega no mapa'));
});
