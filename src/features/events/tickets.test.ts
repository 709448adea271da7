import type { Ticket } from '@/api/contract/domain';
import { mapsUrl, venueAddress } from './links';
import { halfPrice, lowestOnSalePrice, purchaseBlock, saleState } from './tickets';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const ticket = (patch: Partial<Ticket> = {}): Ticket => ({
  id: 't1',
  eventId: 'ev-1',
  name: 'Inteira',
  price: 5000,
  halfPriceAllowed: true,
  quantity: 100,
  sold: 10,
  salesStart: '2026-05-01T00:00:00Z',
  salesEnd: '2026-06-10T00:00:00Z',
  minPerOrder: 1,
  maxPerOrder: 10,
  visible: true,
  ...patch,
});
const event = { status: 'published' as const, endsAt: '2026-06-11T00:00:00Z' };

describe('saleState', () => {
  test.each([
    [ticket(), 'onSale'],
    [ticket({ salesStart: '2026-06-05T00:00:00Z' }), 'notStarted'],
    [ticket({ salesEnd: '2026-05-30T00:00:00Z' }), 'ended'],
    [ticket({ sold: 100 }), 'soldOut'],
    [ticket({ sold: 100, salesEnd: '2026-05-30T00:00:00Z' }), 'soldOut'],
  ])('%#: %s', (t, state) => {
    expect(saleState(t, NOW)).toBe(state);
  });
});

test('half price is half, rounded to the cent', () => {
  expect(halfPrice(5000)).toBe(2500);
  expect(halfPrice(4999)).toBe(2500);
});

describe('purchaseBlock', () => {
  test('one ticket on sale is enough', () => {
    expect(purchaseBlock(event, [ticket({ sold: 100 }), ticket({ id: 't2' })], NOW)).toBeNull();
  });

  test('says why nothing can be bought', () => {
    expect(purchaseBlock({ ...event, status: 'cancelled' }, [ticket()], NOW)).toEqual({
      reason: 'cancelled',
    });
    expect(purchaseBlock({ ...event, endsAt: '2026-05-01T00:00:00Z' }, [ticket()], NOW)).toEqual({
      reason: 'eventEnded',
    });
    expect(purchaseBlock(event, [ticket({ visible: false })], NOW)).toEqual({ reason: 'noTickets' });
    expect(purchaseBlock(event, [ticket({ sold: 100 })], NOW)).toEqual({ reason: 'soldOut' });
    expect(
      purchaseBlock(
        event,
        [
          ticket({ salesStart: '2026-06-08T00:00:00Z' }),
          ticket({ id: 't2', salesStart: '2026-06-03T00:00:00Z' }),
        ],
        NOW,
      ),
    ).toEqual({ reason: 'notStarted', opensAt: '2026-06-03T00:00:00Z' });
    expect(
      purchaseBlock(
        event,
        [ticket({ sold: 100 }), ticket({ id: 't2', salesEnd: '2026-05-30T00:00:00Z' })],
        NOW,
      ),
    ).toEqual({ reason: 'salesEnded' });
  });
});

describe('lowestOnSalePrice', () => {
  test('the cheapest visible ticket type on sale now; hidden, sold-out and closed ones do not count', () => {
    expect(
      lowestOnSalePrice(
        [
          ticket({ id: 'a', price: 8000 }),
          ticket({ id: 'b', price: 4000 }),
          ticket({ id: 'c', price: 1000, visible: false }),
          ticket({ id: 'd', price: 2000, sold: 100 }),
          ticket({ id: 'e', price: 3000, salesEnd: '2026-05-30T00:00:00Z' }),
          ticket({ id: 'f', price: 3500, salesStart: '2026-06-05T00:00:00Z' }),
        ],
        NOW,
      ),
    ).toBe(4000);
    expect(lowestOnSalePrice([ticket({ price: 0 }), ticket({ id: 'b' })], NOW)).toBe(0);
    expect(lowestOnSalePrice([ticket({ sold: 100 })], NOW)).toBeNull();
  });
});

describe('links', () => {
  test('a venue becomes a Google Maps search', () => {
    const address = venueAddress({
      name: 'Teatro Municipal',
      address: 'Rua das Flores, 120',
      district: 'Centro',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(address).toBe('Teatro Municipal, Rua das Flores, 120, Centro, São Paulo - SP');
    expect(mapsUrl(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Teatro%20Municipal%2C%20Rua%20das%20Flores%2C%20120%2C%20Centro%2C%20S%C3%A3o%20Paulo%20-%20SP',
    );
  });
});
