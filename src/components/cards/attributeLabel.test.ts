import { createIntl } from 'react-intl';
import arena from '@/i18n/messages/pt-BR/arena.json';
import cards from '@/i18n/messages/pt-BR/cards.json';
import { attributeLabel, capitalizeKey } from './attributeLabel';

const intl = createIntl({ locale: 'pt-BR', messages: { ...arena, ...cards } });

describe('attributeLabel', () => {
  test('the seed attributes read their message, in the arena and in the card catalogue', () => {
    for (const area of ['arena', 'cards'] as const) {
      expect(attributeLabel(intl, 'forca', area)).toBe('Força');
      expect(attributeLabel(intl, 'sabedoria', area)).toBe('Sabedoria');
      expect(attributeLabel(intl, 'agilidade', area)).toBe('Agilidade');
    }
  });

  test('any other key is shown as it is, capitalized', () => {
    expect(attributeLabel(intl, 'velocidade', 'cards')).toBe('Velocidade');
    expect(attributeLabel(intl, ' élan ', 'arena')).toBe('Élan');
    expect(capitalizeKey('')).toBe('');
  });
});
