import { QRCode } from 'antd';
import type { Order } from '../../../../api/operations';
import { orderTicketMessages as m } from './messages';
import { ticketContent } from './ticketLines';

/**
 * The print stylesheet: on paper only the ticket (no header, menu, map or notice), 72 mm of text for an 80 mm thermal
 * roll, black on white; on screen the ticket is not drawn. A plain <style> inside the ticket (no href nor precedence,
 * which React would hoist into <head> and keep there for good): it goes with the ticket, so once the ticket is
 * unmounted a later print of any page — this portal's or an integrator's — prints the page again.
 */
const CSS = `
.pdc-ticket{display:none}
@media print{
  @page{margin:3mm 4mm}
  body>*:not(.pdc-ticket){display:none!important}
  html,body{background:#fff!important;min-height:0!important}
  .pdc-ticket{display:block;width:72mm;color:#000;font:12px/1.35 'DejaVu Sans Mono','Courier New',monospace}
  .pdc-ticket h1{margin:0 0 2mm;font-size:15px;text-align:center}
  .pdc-ticket p{margin:0 0 1mm}
  .pdc-ticket hr{margin:2mm 0;border:0;border-top:1px dashed #000}
  .pdc-ticket table{width:100%;border-collapse:collapse}
  .pdc-ticket td{padding:0 0 1mm;vertical-align:top}
  .pdc-ticket td:last-child{text-align:right;white-space:nowrap;padding-left:2mm}
  .pdc-ticket .pdc-ticket-total{font-weight:700;font-size:14px}
  .pdc-ticket figure{margin:2mm 0 0;display:flex;flex-direction:column;align-items:center}
  .pdc-ticket figcaption{margin-top:1mm;word-break:break-all;text-align:center;font-size:10px}
}`;

const Line = ({ label, value }: { label: string; value: string }) => (
  <p>
    <strong>{label}:</strong> {value}
  </p>
);

/** The order's ticket for the counter's thermal printer: what the kitchen and the courier need, and the tracking QR code. */
export function OrderTicket({ order }: { order: Order }) {
  const t = ticketContent(order);
  return (
    <section className="pdc-ticket" aria-label={m.ticketLabel} data-testid="order-ticket">
      <style>{CSS}</style>
      <h1>{t.store}</h1>
      <Line label={m.order} value={t.ref} />
      <Line label={m.createdAt} value={t.createdAt} />
      <hr />
      <Line label={m.customer} value={t.customer} />
      <Line label={m.phone} value={t.phone} />
      <Line label={m.address} value={t.address} />
      {t.complement ? <Line label={m.complement} value={t.complement} /> : null}
      <hr />
      {t.items.length ? (
        <table>
          <tbody>
            {t.items.map((item, index) => (
              <tr key={`${index}-${item.name}`}>
                <td>{`${item.quantity} x ${item.name}`}</td>
                <td>{item.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{m.noItems}</p>
      )}
      <p className="pdc-ticket-total">
        {m.total}: {t.total}
      </p>
      <Line label={m.payment} value={t.payment} />
      {t.changeFor && t.change ? (
        <>
          <Line label={m.changeFor} value={t.changeFor} />
          <Line label={m.change} value={t.change} />
        </>
      ) : null}
      {t.courier ? <Line label={m.courier} value={t.courier} /> : null}
      {t.observations ? <Line label={m.observations} value={t.observations} /> : null}
      {t.trackUrl ? (
        <>
          <hr />
          <figure>
            <QRCode value={t.trackUrl} type="svg" size={128} bordered={false} color="#000" bgColor="#fff" />
            <figcaption>
              {m.track}: {t.trackUrl}
            </figcaption>
          </figure>
        </>
      ) : null}
    </section>
  );
}
