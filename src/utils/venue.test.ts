import { venueStreetLine } from './venue';

describe('venueStreetLine', () => {
  test('the street and number the producer typed, as every view of the venue shows them', () => {
    expect(venueStreetLine({ street: 'Rua das Flores', number: '120', address: 'Rua das Flores, 120' })).toBe(
      'Rua das Flores, 120',
    );
    // A stale derived line never wins over the fields it was derived from.
    expect(venueStreetLine({ street: 'Avenida Paulista', number: '900', address: 'Rua Augusta, 10' })).toBe(
      'Avenida Paulista, 900',
    );
  });

  test('older venues with only the address line keep it; a street without number reads alone', () => {
    expect(venueStreetLine({ address: 'Praça da Sé, s/n' })).toBe('Praça da Sé, s/n');
    expect(venueStreetLine({ street: 'Rua Chile', number: ' ' })).toBe('Rua Chile');
    expect(venueStreetLine({})).toBe('');
  });
});
