import type { GalleryItem, Picture, PersonKind, SocialPerson } from '@/api/contract/user';
import { toIsoDate } from '@/utils/localDate';
import { CITIES, Random, slugify } from './random';
import type { CommentRecord, PostRecord, Tables, UserTable } from './types';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const AURORA = 'Escola Aurora';
const VIBRA = 'Vibra Produções';
const BOLSO = 'Cia. Teatro de Bolso';

type City = (typeof CITIES)[number]['city'];
type Row = [name: string, kind: PersonKind, title: string, organisation: string, city: City, about: string];

// The people of the Lumi network the user section shows: Escola Aurora's team and teachers, the families of
// its students, and the producers of the events they go to. Names and places as in the rest of the demo world.
const ROWS: Row[] = [
  [
    'Adriana Lopes',
    'staff',
    'Diretora pedagógica',
    AURORA,
    'São Paulo',
    'Educadora há 20 anos. Acredita que escola boa é escola com a porta aberta para as famílias.',
  ],
  [
    'Alice Fernandes',
    'family',
    'Mãe da Lívia (3º ano B)',
    '',
    'São Paulo',
    'Mãe da Lívia, fã de teatro infantil e colecionadora de Lumis nas horas vagas.',
  ],
  [
    'André Barbosa',
    'producer',
    'Técnico de som',
    VIBRA,
    'Campinas',
    'Cuida do som dos festivais da Vibra. Chega cedo e sai por último.',
  ],
  [
    'Beatriz Souza',
    'family',
    'Mãe do Pedro e da Clara',
    '',
    'São Paulo',
    'Representante dos pais do 5º ano. Organiza a carona solidária das excursões.',
  ],
  [
    'Bruno Carvalho',
    'teacher',
    'Professor de robótica',
    AURORA,
    'São Paulo',
    'Engenheiro que virou professor. Monta robôs com as turmas do 4º ao 9º ano.',
  ],
  [
    'Camila Ribeiro',
    'staff',
    'Coordenadora do fundamental I',
    AURORA,
    'São Paulo',
    'Coordena o fundamental I e a Semana da Leitura.',
  ],
  [
    'Carlos Eduardo Nunes',
    'family',
    'Pai do Davi (1º ano A)',
    '',
    'Rio de Janeiro',
    'Pai do Davi, corredor de fim de semana e voluntário da Corrida Kids.',
  ],
  [
    'Cláudia Martins',
    'staff',
    'Nutricionista',
    AURORA,
    'São Paulo',
    'Monta o cardápio da escola e as oficinas de culinária para crianças.',
  ],
  [
    'Daniel Azevedo',
    'teacher',
    'Professor de educação física',
    AURORA,
    'São Paulo',
    'Treina o futsal e organiza o torneio escolar de cada semestre.',
  ],
  [
    'Eduardo Pinto',
    'producer',
    'Produtor de eventos',
    VIBRA,
    'Campinas',
    'Produz festivais para a família toda: Festival de Inverno, Arraiá e Festa da Primavera.',
  ],
  [
    'Fernanda Lima',
    'family',
    'Mãe da Sofia (2º ano A)',
    '',
    'Belo Horizonte',
    'Mãe da Sofia e da Lumi mais rara da turma (segundo a Sofia).',
  ],
  [
    'Gabriela Rocha',
    'teacher',
    'Professora de artes visuais',
    AURORA,
    'São Paulo',
    'Pinta, cola e esculpe com as turmas. Curadora da exposição de fim de ano.',
  ],
  [
    'Helena Duarte',
    'staff',
    'Coordenação',
    AURORA,
    'São Paulo',
    'Coordenação pedagógica: calendário, reuniões de pais e os passeios.',
  ],
  [
    'Juliana Martins',
    'family',
    'Mãe do Theo (4º ano A)',
    '',
    'Curitiba',
    'Mãe do Theo, que joga xadrez melhor do que ela.',
  ],
  [
    'Lucas Almeida',
    'producer',
    'Diretor de teatro',
    BOLSO,
    'Porto Alegre',
    'Dirige o Teatro de Bolso: O Pequeno Príncipe e teatro de bonecos para as escolas.',
  ],
  [
    'Marcos Teixeira',
    'teacher',
    'Professor de matemática',
    AURORA,
    'São Paulo',
    'Matemática com jogos. Inventou o torneio de Lumis da hora do recreio.',
  ],
  [
    'Mariana Costa',
    'teacher',
    'Professora de inglês',
    AURORA,
    'São Paulo',
    'Inglês com músicas e jogos. Coordena o Inglês Divertido.',
  ],
  [
    'Natália Freitas',
    'family',
    'Mãe da Helena (5º ano B)',
    '',
    'Salvador',
    'Mãe da Helena, bailarina da turma de ballet infantil.',
  ],
  [
    'Otávio Mendes',
    'teacher',
    'Professor de música',
    AURORA,
    'São Paulo',
    'Musicalização e a banda da escola. Toca de tudo um pouco.',
  ],
  [
    'Paulo Mendes',
    'producer',
    'Sócio-diretor',
    VIBRA,
    'Campinas',
    'Sócio da Vibra Produções. Leva shows e oficinas para escolas de todo o Brasil.',
  ],
  [
    'Rafael Oliveira',
    'family',
    'Pai do Miguel (3º ano A)',
    '',
    'Recife',
    'Pai do Miguel e técnico voluntário do time de futsal.',
  ],
  [
    'Renata Cardoso',
    'producer',
    'Produtora cultural',
    BOLSO,
    'Porto Alegre',
    'Leva o teatro para dentro das escolas, com oficina depois do espetáculo.',
  ],
  [
    'Sandra Vieira',
    'staff',
    'Secretaria escolar',
    AURORA,
    'São Paulo',
    'Matrículas, documentos e a agenda da secretaria.',
  ],
  [
    'Thiago Moreira',
    'family',
    'Pai da Valentina (1º ano B)',
    '',
    'Brasília',
    'Pai da Valentina e fã de feira de ciências.',
  ],
  [
    'Vinícius Ramos',
    'teacher',
    'Professor de ciências',
    AURORA,
    'São Paulo',
    'Ciências com experimento: a Noite no Planetário é ideia dele.',
  ],
  [
    'Yasmin Andrade',
    'family',
    'Mãe do Arthur (2º ano B)',
    '',
    'Fortaleza',
    'Mãe do Arthur. Não perde uma contação de histórias.',
  ],
];

const DOMAINS: Record<string, string> = {
  [AURORA]: 'escolaaurora.com.br',
  [VIBRA]: 'vibraproducoes.com.br',
  [BOLSO]: 'teatrodebolso.com.br',
};
const FAMILY_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br'];

/** The person with this name's id (the seed refers to people by name). */
const idOf = (name: string) => {
  const index = ROWS.findIndex(([n]) => n === name);
  if (index < 0) throw new Error(`No such person in the user seed: ${name}`);
  return `sp-${String(index + 1).padStart(3, '0')}`;
};
const ids = (names: readonly string[]) => names.map(idOf);

function people(rng: Random, day0: number): SocialPerson[] {
  return ROWS.map(([name, kind, title, organisation, cityName, about], index) => {
    const place = CITIES.find((c) => c.city === cityName) ?? CITIES[0];
    const handle = slugify(name);
    const domain = DOMAINS[organisation] ?? rng.pick(FAMILY_DOMAINS);
    return {
      id: `sp-${String(index + 1).padStart(3, '0')}`,
      name,
      kind,
      title,
      organisation,
      city: place.city,
      state: place.state,
      email: `${handle}@${domain}`,
      phone: `${place.ddd}9${rng.digits(8)}`,
      about,
      status: rng.pick(['online', 'online', 'away', 'offline'] as const),
      mutualFriends: rng.int(0, 24),
      posts: rng.int(2, 80),
      followers: rng.int(12, 900),
      joinedOn: toIsoDate(day0 - rng.int(30, 900) * DAY),
    };
  });
}

const PICTURES: (Picture & { daysAgo: number })[] = [
  { title: 'Festa Junina das Crianças', hues: [28, 350], subject: 'event', daysAgo: 3 },
  { title: 'Oficina de Robótica', hues: [200, 260], subject: 'course', daysAgo: 6 },
  { title: 'Torneio de Lumis no recreio', hues: [270, 320], subject: 'lumis', daysAgo: 8 },
  { title: 'Feira de Ciências', hues: [150, 200], subject: 'event', daysAgo: 12 },
  { title: 'Ensaio do ballet infantil', hues: [320, 20], subject: 'course', daysAgo: 15 },
  { title: 'Noite no Planetário', hues: [230, 280], subject: 'event', daysAgo: 19 },
  { title: 'Horta da escola', hues: [90, 140], subject: 'school', daysAgo: 23 },
  { title: 'Coleção de Lumis lendários', hues: [45, 300], subject: 'lumis', daysAgo: 27 },
  { title: 'Torneio de Futsal Escolar', hues: [120, 190], subject: 'event', daysAgo: 31 },
  { title: 'Semana da Leitura', hues: [10, 60], subject: 'school', daysAgo: 38 },
  { title: 'O Pequeno Príncipe', hues: [40, 210], subject: 'event', daysAgo: 44 },
  { title: 'Aula de musicalização', hues: [300, 180], subject: 'course', daysAgo: 52 },
];

function gallery(day0: number): GalleryItem[] {
  return PICTURES.map(({ daysAgo, ...picture }, index) => ({
    id: `gl-${String(index + 1).padStart(2, '0')}`,
    ...picture,
    takenOn: toIsoDate(day0 - daysAgo * DAY),
  }));
}

type Line = [author: string, text: string, likedBy?: string[]];
interface PostSeed {
  author: string;
  hoursAgo: number;
  text: string;
  picture?: Picture;
  likedBy: string[];
  comments: { line: Line; replies?: Line[] }[];
}

const PICTURE = (index: number): Picture => {
  const seeded = PICTURES[index];
  if (!seeded) throw new Error(`No picture ${String(index)} in the user seed`);
  return { title: seeded.title, hues: seeded.hues, subject: seeded.subject };
};

const POSTS: PostSeed[] = [
  {
    author: 'Camila Ribeiro',
    hoursAgo: 5,
    text: 'A Festa Junina das Crianças foi um sucesso! Obrigada a todas as famílias que montaram as barracas. As fotos já estão na galeria. 🌽🎉',
    picture: PICTURE(0),
    likedBy: ['Beatriz Souza', 'Alice Fernandes', 'Adriana Lopes', 'Juliana Martins', 'Rafael Oliveira'],
    comments: [
      {
        line: ['Beatriz Souza', 'O Pedro não parou de falar da pescaria até dormir!', ['Camila Ribeiro']],
        replies: [
          ['Camila Ribeiro', 'A pescaria foi a barraca mais disputada. Ano que vem tem duas!'],
          ['Alice Fernandes', 'A Lívia também amou. Contem comigo para a próxima.'],
        ],
      },
      { line: ['Eduardo Pinto', 'Parabéns pela organização! A Vibra está à disposição para o Arraiá.'] },
    ],
  },
  {
    author: 'Bruno Carvalho',
    hoursAgo: 26,
    text: 'Inscrições abertas para a nova turma de Robótica Criativa (4º ao 9º ano). Neste semestre o desafio é construir um robô que separa o lixo reciclável. Vagas limitadas!',
    picture: PICTURE(1),
    likedBy: ['Marcos Teixeira', 'Vinícius Ramos', 'Juliana Martins'],
    comments: [
      {
        line: ['Juliana Martins', 'O Theo pode participar mesmo sem ter feito o módulo 1?'],
        replies: [
          ['Bruno Carvalho', 'Pode sim! A primeira semana é de nivelamento para quem está começando.'],
        ],
      },
    ],
  },
  {
    author: 'Marcos Teixeira',
    hoursAgo: 50,
    text: 'Resultado do torneio de Lumis do recreio: a turma do 5º ano B venceu com uma jogada do Super Lumi no último round. Que final! Na próxima semana tem revanche.',
    picture: PICTURE(2),
    likedBy: [
      'Natália Freitas',
      'Fernanda Lima',
      'Bruno Carvalho',
      'Daniel Azevedo',
      'Helena Duarte',
      'Thiago Moreira',
    ],
    comments: [
      {
        line: [
          'Natália Freitas',
          'A Helena chegou em casa contando a jogada em câmera lenta 😂',
          ['Marcos Teixeira'],
        ],
      },
      {
        line: ['Fernanda Lima', 'A Sofia quer saber se pode trazer as cartas raras para a revanche.'],
        replies: [['Marcos Teixeira', 'Pode! Cada jogador monta o seu baralho de 16 cartas.']],
      },
    ],
  },
  {
    author: 'Paulo Mendes',
    hoursAgo: 75,
    text: 'Festival de Inverno confirmado para julho, com oficinas, shows e meia-entrada para estudantes e professores. Os ingressos saem na Lumi na próxima segunda.',
    likedBy: ['André Barbosa', 'Eduardo Pinto', 'Carlos Eduardo Nunes'],
    comments: [
      { line: ['Carlos Eduardo Nunes', 'Vai ter pagamento no PIX? Quero garantir os da família toda.'] },
    ],
  },
  {
    author: 'Vinícius Ramos',
    hoursAgo: 120,
    text: 'Noite no Planetário: as turmas do 6º ano vão observar Saturno com o telescópio da escola. Levem casaco e curiosidade!',
    picture: PICTURE(5),
    likedBy: ['Thiago Moreira', 'Yasmin Andrade'],
    comments: [],
  },
  {
    author: 'Lucas Almeida',
    hoursAgo: 170,
    text: 'O Teatro de Bolso volta à Escola Aurora com O Pequeno Príncipe. Depois do espetáculo, oficina de bonecos para as crianças.',
    picture: PICTURE(10),
    likedBy: ['Renata Cardoso', 'Gabriela Rocha', 'Adriana Lopes', 'Yasmin Andrade'],
    comments: [
      {
        line: ['Gabriela Rocha', 'As turmas de artes podem ajudar a pintar o cenário?'],
        replies: [['Renata Cardoso', 'Seria lindo! Vamos combinar com a coordenação.']],
      },
    ],
  },
];

function posts(day0: number): PostRecord[] {
  let comment = 0;
  let reply = 0;
  const at = (hoursAgo: number) => new Date(day0 - hoursAgo * HOUR).toISOString();
  return POSTS.map((seed, p) => {
    const postId = `post-${String(p + 1).padStart(2, '0')}`;
    const comments: CommentRecord[] = seed.comments.map(({ line, replies = [] }, c) => {
      comment += 1;
      const [author, text, likedBy = []] = line;
      return {
        id: `cm-${String(comment).padStart(3, '0')}`,
        author: { id: idOf(author), name: author },
        createdAt: at(seed.hoursAgo - 1 - c),
        text,
        likedBy: ids(likedBy),
        replies: replies.map(([replier, replyText, replyLikes = []], r) => {
          reply += 1;
          return {
            id: `rp-${String(reply).padStart(3, '0')}`,
            author: { id: idOf(replier), name: replier },
            createdAt: at(seed.hoursAgo - 1.5 - c - r * 0.25),
            text: replyText,
            likedBy: ids(replyLikes),
          };
        }),
      };
    });
    return {
      id: postId,
      author: { id: idOf(seed.author), name: seed.author },
      createdAt: at(seed.hoursAgo),
      text: seed.text,
      picture: seed.picture ?? null,
      likedBy: ids(seed.likedBy),
      comments,
    };
  });
}

/** The user section's world: draws from its own generator, so the rest of the seed is untouched. */
export function seedUser(_t: Tables, day0 = Date.now()): UserTable {
  const rng = new Random(16_2026);
  const everyone = people(rng, day0);
  return {
    people: everyone,
    followerIds: ids([
      'Alice Fernandes',
      'Beatriz Souza',
      'Bruno Carvalho',
      'Carlos Eduardo Nunes',
      'Eduardo Pinto',
      'Fernanda Lima',
      'Gabriela Rocha',
      'Juliana Martins',
      'Lucas Almeida',
      'Marcos Teixeira',
      'Natália Freitas',
      'Paulo Mendes',
      'Rafael Oliveira',
      'Thiago Moreira',
    ]),
    friendIds: ids([
      'Adriana Lopes',
      'Beatriz Souza',
      'Bruno Carvalho',
      'Camila Ribeiro',
      'Cláudia Martins',
      'Daniel Azevedo',
      'Helena Duarte',
      'Marcos Teixeira',
      'Mariana Costa',
      'Otávio Mendes',
      'Sandra Vieira',
      'Vinícius Ramos',
    ]),
    friendRequestIds: ids([
      'Alice Fernandes',
      'Fernanda Lima',
      'Lucas Almeida',
      'Renata Cardoso',
      'Thiago Moreira',
      'Yasmin Andrade',
    ]),
    gallery: gallery(day0),
    posts: posts(day0),
  };
}
