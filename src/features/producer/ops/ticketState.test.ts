import type { Event, Ticket } from '@/api/contract/domain';
import { ticketSaleState } from './ticketState';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const ticket = (patch: Partial<Ticket> = {}) => ({
  visible: true,
  sold: 10,
  quantity: 100,
  salesStart: '2026-05-01T00:00:00Z',
  salesEnd: '2026-06-10T00:00:00Z',
  ...patch,
});
const event = (patch: Partial<Event> = {}) => ({
  status: 'published' as Event['status'],
  endsAt: '2026-06-10T22:00:00Z',
  ...patch,
});

describe("a ticket type's badge for its producer", () => {
  test('on sale only when its event is published and not over', () => {
    expect(ticketSaleState(ticket(), event(), NOW)).toBe('open');
    expect(ticketSaleState(ticket(), event({ status: 'draft' }), NOW)).toBe('draft');
    expect(ticketSaleState(ticket(), event({ status: 'cancelled' }), NOW)).toBe('cancelled');
    expect(ticketSaleState(ticket(), event({ status: 'ended' }), NOW)).toBe('eventEnded');
    expect(ticketSaleState(ticket(), event({ endsAt: '2026-05-31T22:00:00Z' }), NOW)).toBe('eventEnded');
  });

  test("then its own state: hidden, sold out (also once its window closed), the window's", () => {
    expect(ticketSaleState(ticket({ visible: false }), event(), NOW)).toBe('hidden');
    expect(ticketSaleState(ticket({ sold: 100 }), event(), NOW)).toBe('soldOut');
    expect(ticketSaleState(ticket({ sold: 100, salesEnd: '2026-05-20T00:00:00Z' }), event(), NOW)).toBe(
      'soldOut',
    );
    expect(ticketSaleState(ticket({ salesEnd: '2026-05-20T00:00:00Z' }), event(), NOW)).toBe('closed');
    expect(ticketSaleState(ticket({ salesStart: '2026-06-05T00:00:00Z' }), event(), NOW)).toBe('upcoming');
  });
});
