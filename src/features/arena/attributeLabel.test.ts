import { createIntl } from 'react-intl';
import ptBR from '@/i18n/messages/pt-BR/arena.json';
import { attributeLabel, capitalizeKey } from './attributeLabel';

const intl = createIntl({ locale: 'pt-BR', messages: ptBR });

describe('attributeLabel', () => {
  test('the seed attributes read their message', () => {
    expect(attributeLabel(intl, 'forca')).toBe('Força');
    expect(attributeLabel(intl, 'sabedoria')).toBe('Sabedoria');
    expect(attributeLabel(intl, 'agilidade')).toBe('Agilidade');
  });

  test('any other key is shown as it is, capitalized', () => {
    expect(attributeLabel(intl, 'velocidade')).toBe('Velocidade');
    expect(attributeLabel(intl, ' élan ')).toBe('Élan');
    expect(capitalizeKey('')).toBe('');
  });
});
