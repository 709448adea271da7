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
/**
 * The cities of the demo world, each with its own CEP range (as the Correios assign them), and streets
 * and districts that are really there, so an address never puts a São Paulo street in Brasília.
 */
export const CITIES = [
  {
    city: 'São Paulo',
    state: 'SP',
    ddd: '11',
    cep: [1_000_000, 5_999_999],
    streets: ['Avenida Paulista', 'Rua Augusta', 'Rua da Consolação', 'Rua Oscar Freire', 'Rua Vergueiro'],
    districts: ['Bela Vista', 'Consolação', 'Jardins', 'Pinheiros', 'Vila Mariana'],
  },
  {
    city: 'Campinas',
    state: 'SP',
    ddd: '19',
    cep: [13_000_000, 13_139_999],
    streets: ['Avenida Francisco Glicério', 'Rua Barão de Jaguara', 'Avenida Norte-Sul'],
    districts: ['Centro', 'Cambuí', 'Taquaral'],
  },
  {
    city: 'Rio de Janeiro',
    state: 'RJ',
    ddd: '21',
    cep: [20_000_000, 23_799_999],
    streets: [
      'Avenida Atlântica',
      'Rua Visconde de Pirajá',
      'Avenida Rio Branco',
      'Rua Voluntários da Pátria',
    ],
    districts: ['Copacabana', 'Ipanema', 'Centro', 'Botafogo', 'Tijuca'],
  },
  {
    city: 'Belo Horizonte',
    state: 'MG',
    ddd: '31',
    cep: [30_000_000, 31_999_999],
    streets: ['Avenida Afonso Pena', 'Rua da Bahia', 'Avenida do Contorno'],
    districts: ['Savassi', 'Funcionários', 'Centro', 'Lourdes'],
  },
  {
    city: 'Curitiba',
    state: 'PR',
    ddd: '41',
    cep: [80_000_000, 82_999_999],
    streets: ['Rua XV de Novembro', 'Avenida Sete de Setembro', 'Avenida Batel'],
    districts: ['Centro', 'Batel', 'Água Verde'],
  },
  {
    city: 'Porto Alegre',
    state: 'RS',
    ddd: '51',
    cep: [90_000_000, 91_999_999],
    streets: ['Rua dos Andradas', 'Avenida Ipiranga', 'Rua Padre Chagas'],
    districts: ['Centro Histórico', 'Moinhos de Vento', 'Cidade Baixa'],
  },
  {
    city: 'Salvador',
    state: 'BA',
    ddd: '71',
    cep: [40_000_000, 42_599_999],
    streets: ['Avenida Sete de Setembro', 'Avenida Oceânica', 'Rua Chile'],
    districts: ['Barra', 'Rio Vermelho', 'Pituba'],
  },
  {
    city: 'Recife',
    state: 'PE',
    ddd: '81',
    cep: [50_000_000, 52_999_999],
    streets: ['Avenida Boa Viagem', 'Rua da Aurora', 'Avenida Conde da Boa Vista'],
    districts: ['Boa Viagem', 'Boa Vista', 'Casa Forte'],
  },
  {
    city: 'Brasília',
    state: 'DF',
    ddd: '61',
    cep: [70_000_000, 72_799_999],
    streets: ['Eixo Monumental', 'Via W3 Sul', 'Avenida das Nações'],
    districts: ['Asa Sul', 'Asa Norte', 'Lago Sul'],
  },
  {
    city: 'Fortaleza',
    state: 'CE',
    ddd: '85',
    cep: [60_000_000, 61_599_999],
    streets: ['Avenida Beira-Mar', 'Rua Dragão do Mar', 'Avenida Santos Dumont'],
    districts: ['Meireles', 'Aldeota', 'Praia de Iracema'],
  },
] as const;
export type SeedCity = (typeof CITIES)[number];

/** A CEP as the Correios write it (00000-000) from its eight digits as a number. */
export function formatCepNumber(value: number): string {
  const digits = String(value).padStart(8, '0');
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** A CEP inside a city's range, from any non-negative number (the seed's random digits). */
export function cepInCity(place: SeedCity, seed: number): string {
  const [low, high] = place.cep;
  return formatCepNumber(low + (seed % (high - low + 1)));
}

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
