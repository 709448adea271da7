import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first and of the last name, upper case', () => {
    expect(initials('Ana Beatriz Souza')).toBe('AS');
    expect(initials('joão pedro lima')).toBe('JL');
  });

  it('is the same for a person and for a school (one behaviour on every page)', () => {
    expect(initials('Colégio Santa Maria')).toBe('CM');
    expect(initials('Escola da Vila')).toBe('EV');
  });

  it('skips Portuguese particles when looking for the last name', () => {
    expect(initials('Maria da Silva')).toBe('MS');
    expect(initials('José dos Santos')).toBe('JS');
    expect(initials('Pedro de Souza e')).toBe('PS');
    expect(initials('Ana Das Dores')).toBe('AD');
  });

  it('keeps a name made of a particle as the first name', () => {
    expect(initials('De Souza')).toBe('DS');
  });

  it('is robust to extra spaces, tabs and line breaks', () => {
    expect(initials('  Maria   Clara \t Alves \n')).toBe('MA');
  });

  it('gives one letter for a single name and nothing for an empty one', () => {
    expect(initials('Lia')).toBe('L');
    expect(initials('   ')).toBe('');
    expect(initials('')).toBe('');
  });

  it('keeps accents, also for decomposed (NFD) text', () => {
    expect(initials('Érica Ávila')).toBe('ÉÁ');
    expect(initials('érica ávila'.normalize('NFD'))).toBe('ÉÁ');
    expect(initials('Ícaro Úrsula Ô')).toBe('ÍÔ');
  });

  it('ignores punctuation around words', () => {
    expect(initials('(Ana) - Lúcia')).toBe('AL');
    expect(initials("Joana D'Arc")).toBe('JD');
  });
});
