import { createHash } from 'node:crypto';

/** The codes a payment is made with: a Pix BR Code (EMV QRCPS-MPM, Banco Central do Brasil) and a boleto's line. */

const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (poly 0x1021, initial 0xFFFF), 4 hex digits, as the BR Code requires. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const ascii = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();

/** A dynamic-looking Pix 'copia e cola' for the amount, paid to the payment provider. */
export function pixBrCode(amount: number, txid: string): string {
  const account = emv('00', 'br.gov.bcb.pix') + emv('01', 'pagamentos@boxdelivery.com.br');
  const payload =
    emv('00', '01') +
    emv('26', account) +
    emv('52', '0000') +
    emv('53', '986') +
    emv('54', amount.toFixed(2)) +
    emv('58', 'BR') +
    emv('59', ascii('Box Delivery Pagamentos', 25)) +
    emv('60', 'SAO PAULO') +
    emv('62', emv('05', txid.slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}

/** Módulo 10 check digit of a boleto field. */
function mod10(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return String((10 - (sum % 10)) % 10);
}

/** A 47-digit boleto 'linha digitável' (bank 341, BRL, due-date factor and value), grouped as printed. */
export function digitableLine(amount: number, dueDate: string, seed: string): string {
  const free = createHash('sha256').update(seed).digest('hex').replace(/\D/g, '').padEnd(25, '7').slice(0, 25);
  const factor = Math.round((new Date(`${dueDate}T12:00:00Z`).getTime() - new Date('2025-02-22T12:00:00Z').getTime()) / 86_400_000) + 1000;
  const value = String(Math.round(amount * 100)).padStart(10, '0');
  const f1 = `3419${free.slice(0, 5)}`;
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const f5 = `${String(factor).padStart(4, '0')}${value}`;
  const general = mod10(`${f1}${f2}${f3}${f5}`);
  const g1 = `${f1}${mod10(f1)}`;
  const g2 = `${f2}${mod10(f2)}`;
  const g3 = `${f3}${mod10(f3)}`;
  return `${g1.slice(0, 5)}.${g1.slice(5)} ${g2.slice(0, 5)}.${g2.slice(5)} ${g3.slice(0, 5)}.${g3.slice(5)} ${general} ${f5}`;
}
