/** A small seeded PRNG (mulberry32) so the demo world is the same on every machine and every run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0] as T);
    }
    return out;
  }

  digits(length: number): string {
    let s = '';
    for (let i = 0; i < length; i += 1) s += String(this.int(0, 9));
    return s;
  }

  code(length: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    let s = '';
    for (let i = 0; i < length; i += 1) s += alphabet.charAt(this.int(0, alphabet.length - 1));
    return s;
  }
}

export const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Júlia',
  'Larissa',
  'Letícia',
  'Manuela',
  'Mariana',
  'Natália',
  'Olívia',
  'Patrícia',
  'Rafaela',
  'Sofia',
  'Valentina',
  'Alice',
  'Laura',
  'Lorena',
  'Cecília',
  'Antônio',
  'Arthur',
  'Bernardo',
  'Bruno',
  'Caio',
  'Davi',
  'Enzo',
  'Felipe',
  'Gabriel',
  'Gustavo',
  'Heitor',
  'Henrique',
  'Igor',
  'João',
  'Lucas',
  'Matheus',
  'Miguel',
  'Nicolas',
  'Pedro',
  'Rafael',
  'Samuel',
  'Theo',
  'Thiago',
  'Vinícius',
  'Lorenzo',
  'Benício',
  'Joaquim',
  'Murilo',
  'Otávio',
  'Luiza',
  'Yasmin',
  'Clara',
  'Lívia',
];
export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Teixeira',
];
export const CITIES = [
  { city: 'São Paulo', state: 'SP', ddd: '11' },
  { city: 'Campinas', state: 'SP', ddd: '19' },
  { city: 'Rio de Janeiro', state: 'RJ', ddd: '21' },
  { city: 'Belo Horizonte', state: 'MG', ddd: '31' },
  { city: 'Curitiba', state: 'PR', ddd: '41' },
  { city: 'Porto Alegre', state: 'RS', ddd: '51' },
  { city: 'Salvador', state: 'BA', ddd: '71' },
  { city: 'Recife', state: 'PE', ddd: '81' },
  { city: 'Brasília', state: 'DF', ddd: '61' },
  { city: 'Fortaleza', state: 'CE', ddd: '85' },
] as const;
export const STREETS = [
  'Rua das Flores',
  'Avenida Paulista',
  'Rua Augusta',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua da Consolação',
  'Avenida Atlântica',
  'Rua dos Andradas',
  'Avenida Sete de Setembro',
  'Rua Oscar Freire',
  'Avenida Beira-Mar',
];
export const DISTRICTS = [
  'Centro',
  'Jardins',
  'Pinheiros',
  'Vila Mariana',
  'Savassi',
  'Batel',
  'Moinhos de Vento',
  'Boa Viagem',
  'Asa Sul',
];

/** Builds a CPF with valid check digits from nine random digits. */
export function makeCpf(rng: Random): string {
  const base = Array.from({ length: 9 }, () => rng.int(0, 9));
  if (base.every((d) => d === base[0])) base[8] = ((base[8] ?? 0) + 1) % 10;
  const dv = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const d1 = dv(base);
  const d2 = dv([...base, d1]);
  return [...base, d1, d2].join('');
}

export function makeCnpj(rng: Random): string {
  const base = [...Array.from({ length: 8 }, () => rng.int(0, 9)), 0, 0, 0, 1];
  const dv = (digits: number[]) => {
    const weights =
      digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = dv(base);
  const d2 = dv([...base, d1]);
  return [...base, d1, d2].join('');
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
