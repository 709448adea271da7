import type { PaymentCard } from '@/api/contract/checkout';
import { barcodeWithDv, dueFactor, formatLine, lineFromBarcode } from '@/components/payment/boleto';
import { isValidCardNumber } from '@/components/payment/card';
import { onlyDigits } from '@/utils/br';
import { fail, type RouteResult } from '../http';

/**
 * The demo payment gateway, shared by the checkout, Premium subscriptions and the family's pending
 * payments: PIX "copia e cola" codes, boleto lines, card checks with the decline rules of the test cards.
 */

export const PIX_TTL_MS = 15 * 60_000;
export const BOLETO_DAYS = 3;
export const DAY = 86_400_000;
export const MAX_INSTALLMENTS = 12;
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function refusal(status: number, msg: string, extra: Record<string, unknown>): RouteResult {
  return { status, body: { flag: false, msg, ...extra } };
}

export function randomDigits(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => String(b % 10)).join('');
}

export function randomCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => CODE_ALPHABET.charAt(b % CODE_ALPHABET.length)).join('');
}

// ---------------------------------------------------------------------------------------------
// PIX "copia e cola" (BR Code, EMV QRCPS-MPM) and the boleto's typeable line (linha digitável).

export function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (poly 0x1021, initial 0xFFFF), as the BR Code's field 63 asks. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i += 1) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixBrCode(amountCents: number, txid: string): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', 'pagamentos@lumi.com.br')) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', (amountCents / 100).toFixed(2)) +
    tlv('58', 'BR') +
    tlv('59', 'LUMI PAGAMENTOS') +
    tlv('60', 'SAO PAULO') +
    tlv('62', tlv('05', txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25)));
  const withCrcId = `${body}6304`;
  return withCrcId + crc16(withCrcId);
}

/** The demo bank: Banco do Brasil, agreement (convênio) of 7 digits, wallet (carteira) 17. */
const BOLETO_BANK = '001';
const BOLETO_AGREEMENT = '3128457';
const BOLETO_WALLET = '17';

/**
 * The 47-digit typeable line of a boleto for `amountCents`, due on `dueDate` (YYYY-MM-DD), in its five
 * groups. Its barcode carries Banco do Brasil's free field: six zeros, the agreement and the slip's own
 * 10 digits (together the nosso número), the wallet.
 */
export function boletoLine(amountCents: number, dueDate: string, slipNumber = randomDigits(10)): string {
  const currency = '9';
  const value = String(amountCents).padStart(10, '0').slice(-10);
  const free = `000000${BOLETO_AGREEMENT}${slipNumber.padStart(10, '0').slice(-10)}${BOLETO_WALLET}`;
  const barcode = barcodeWithDv(`${BOLETO_BANK}${currency}${dueFactor(dueDate)}${value}${free}`);
  return formatLine(lineFromBarcode(barcode));
}

// ---------------------------------------------------------------------------------------------
// Cards of the demo gateway (the number check is the checkout's own).

/** Charges a test card: ending 4242 is approved, ending 0002 is declined; anything else is not a test card. */
export function chargeCard(
  card: PaymentCard | undefined,
  installments: number,
  now: number,
): RouteResult | null {
  if (!card) return fail(422, 'Informe os dados do cartão.', { card: 'Informe os dados do cartão.' });
  const number = onlyDigits(card.number);
  if (!isValidCardNumber(number))
    return fail(422, 'Número do cartão inválido.', { card: 'Número do cartão inválido.' });
  const match = /^(\d{2})\/?(\d{2})$/.exec(card.expiry.trim());
  const mm = Number(match?.[1]);
  const yy = Number(match?.[2]);
  if (!match || mm < 1 || mm > 12) return fail(422, 'Validade do cartão inválida. Use MM/AA.');
  // A card is valid through the last day of its month.
  if (new Date(2000 + yy, mm, 1).getTime() <= now) return fail(422, 'Cartão vencido. Confira a validade.');
  if (!/^\d{3,4}$/.test(card.cvv)) return fail(422, 'Código de segurança inválido.');
  if (card.name.trim().length < 3) return fail(422, 'Informe o nome impresso no cartão.');
  if (installments < 1 || installments > MAX_INSTALLMENTS) return fail(422, 'Escolha de 1 a 12 parcelas.');
  return gatewayAnswer(number);
}

/** The demo gateway's answer for a card by its last digits: 4242 approved (null), 0002 declined. */
function gatewayAnswer(digits: string): RouteResult | null {
  if (digits.endsWith('0002'))
    return fail(402, 'Pagamento recusado pelo emissor do cartão. Tente outro cartão.');
  if (!digits.endsWith('4242'))
    return fail(
      422,
      'No modo de demonstração, use o cartão de teste 4242 4242 4242 4242 (aprovado) ou 4000 0000 0000 0002 (recusado).',
    );
  return null;
}

/**
 * Charges a card the shop knows by its hint ("•••• 4242": the page checked the number, the gateway holds
 * the rest), with the same test cards as chargeCard.
 */
export function chargeCardHint(hint: string | null): RouteResult | null {
  if (!hint) return fail(422, 'Informe o cartão.', { card: 'Informe o cartão.' });
  return gatewayAnswer(onlyDigits(hint));
}
