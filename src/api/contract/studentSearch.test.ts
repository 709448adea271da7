import { parseStudentSearch, studentSearchMatches } from './students';

const guardian = (name: string, email: string, phone: string) => ({
  name,
  email,
  phone,
  relation: 'Pai',
  userId: null,
});
const antonio = {
  name: 'Antônio Barbosa',
  guardians: [
    guardian('Marta Barbosa', 'marta.b@exemplo.com.br', '11976318800'),
    guardian('Lucas Barbosa', 'lucas.barbosa@exemplo.com.br', '11976318896'),
  ],
};

describe('what a students search matched', () => {
  test('reads words without accents or case, and digits alone as a phone', () => {
    expect(parseStudentSearch('  Lúcas  BARBOSA ')).toEqual({
      words: ['lucas', 'barbosa'],
      digits: '',
      byPhone: false,
    });
    expect(parseStudentSearch('(11) 97631-8896')).toMatchObject({ digits: '11976318896', byPhone: true });
    expect(parseStudentSearch('123')).toMatchObject({ byPhone: false });
  });

  test('names the guardian whose name, e-mail or phone holds what the student’s name lacks', () => {
    const match = (text: string) =>
      studentSearchMatches(antonio, parseStudentSearch(text)).map((m) => `${m.field}:${m.guardian.name}`);
    expect(match('lucas')).toEqual(['guardianName:Lucas Barbosa']);
    // "barbosa" is in the student's own name: nothing to explain.
    expect(match('barbosa')).toEqual([]);
    expect(match('antonio lucas')).toEqual(['guardianName:Lucas Barbosa']);
    expect(match('marta.b@')).toEqual(['guardianEmail:Marta Barbosa']);
    expect(match('8896')).toEqual(['guardianPhone:Lucas Barbosa']);
    expect(match('763188')).toEqual(['guardianPhone:Marta Barbosa', 'guardianPhone:Lucas Barbosa']);
    expect(match('')).toEqual([]);
  });
});
