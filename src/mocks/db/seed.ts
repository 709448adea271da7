import { ARENA_DIFFICULTIES, STARTER_DECK, type ArenaFeedback, type ArenaMatch } from '@/api/contract/arena';
import type { KanbanBoard, KanbanItem, KanbanUserStory } from '@/api/contract/kanban';
import type { Attendee, Event, Order, Ticket } from '@/api/contract/domain';
import {
  cepInCity,
  CITIES,
  FIRST_NAMES,
  LAST_NAMES,
  makeCnpj,
  makeCpf,
  Random,
  slugify,
  type SeedCity,
} from './random';
import { serviceFee } from '@/store/cartSlice';
import { toIsoDate } from '@/utils/localDate';
import type { DbUser, Tables } from './types';
import { seedTemplateCalendar } from './seedCalendar';
import { seedContacts } from './seedContact';
import { seedCustomer } from './seedCustomer';
import { seedMail } from './seedMail';
import { seedShop } from './seedShop';
import { seedUser } from './seedUser';

export const DEMO_PASSWORD = 'Lumi@2026';
export const DEMO_ACCESS_CODE = '123456';
/** The code the demo school gave the demo family for Beatriz (DESIGN.md §6 demo data). */
export const DEMO_LINK_CODE = 'AUR-BEA426';

export const DEMO_IDS = {
  admin: 'u-admin',
  family: 'u-family',
  producer: 'u-producer',
  school: 'u-school',
  /** A team member of a role with no area of its own (role 1): lands on /dashboard/default. */
  team: 'u-team',
  schoolId: 'school-aurora',
  /** The demo family's child who studies at the demo school. */
  familyStudentId: 'st-0001',
} as const;

export interface SeedSize {
  students: number;
  events: number;
}
export const NORMAL_SEED: SeedSize = { students: 320, events: 48 };
export const LARGE_SEED: SeedSize = { students: 10_000, events: 2_000 };

const DAY = 86_400_000;
const GRADES = ['1º ano', '2º ano', '3º ano', '4º ano', '5º ano', '6º ano', '7º ano', '8º ano', '9º ano'];
const CATEGORIES = [
  'infantil',
  'educacao',
  'musica',
  'teatro',
  'esporte',
  'ciencia',
  'festival',
  'workshop',
] as const;
const EVENT_TITLES: Record<(typeof CATEGORIES)[number], string[]> = {
  infantil: [
    'Festa Junina das Crianças',
    'Circo Mágico',
    'Tarde de Contação de Histórias',
    'Baile dos Super-Heróis',
  ],
  educacao: [
    'Feira de Profissões',
    'Encontro de Pais e Educadores',
    'Semana da Leitura',
    'Palestra: Telas e Infância',
  ],
  musica: [
    'Concerto Sinfônico para Famílias',
    'Show Palavra Cantada',
    'Orquestra Jovem ao Ar Livre',
    'Roda de Samba Kids',
  ],
  teatro: ['O Pequeno Príncipe', 'Sítio do Picapau Amarelo', 'Musical Os Saltimbancos', 'Teatro de Bonecos'],
  esporte: ['Corrida Kids', 'Torneio de Futsal Escolar', 'Festival de Natação', 'Olimpíada de Xadrez'],
  ciencia: [
    'Feira de Ciências',
    'Noite no Planetário',
    'Oficina de Robótica',
    'Museu Interativo de Dinossauros',
  ],
  festival: [
    'Festival de Inverno',
    'Festa da Primavera',
    'Arraiá da Escola',
    'Festival de Cultura Nordestina',
  ],
  workshop: [
    'Oficina de Culinária para Crianças',
    'Workshop de Desenho',
    'Oficina de Slime',
    'Mini Chef Brasil',
  ],
};
const COURSES = [
  { title: 'Robótica Criativa', description: 'Montagem e programação de robôs com peças educativas.' },
  { title: 'Inglês Divertido', description: 'Inglês com músicas, jogos e conversação.' },
  { title: 'Ballet Infantil', description: 'Técnica clássica, postura e musicalidade.' },
  { title: 'Futsal', description: 'Fundamentos, trabalho em equipe e jogos.' },
  { title: 'Xadrez', description: 'Raciocínio, estratégia e torneios internos.' },
  { title: 'Artes Visuais', description: 'Pintura, colagem e escultura.' },
  { title: 'Musicalização', description: 'Ritmo, canto e instrumentos de percussão.' },
  { title: 'Programação com Blocos', description: 'Lógica e jogos com programação visual.' },
];
const SUBJECTS = [
  'Matemática',
  'Português',
  'Ciências',
  'Inglês',
  'Artes',
  'Educação Física',
  'Música',
  'Tecnologia',
  'História',
  'Geografia',
];
/**
 * The first sixteen cards are the arena's starter deck, with its attributes (the generator still draws
 * three numbers for each, so the rest of the seed does not move).
 */
function cardAttributes(
  index: number,
  drawn: Record<string, number>,
): { attributes: Record<string, number> } {
  return { attributes: { ...(STARTER_DECK[index]?.attributes ?? drawn) } };
}

const CARD_NAMES = [
  ['Fênix Solar', 'legendary'],
  ['Dragão de Cristal', 'legendary'],
  ['Guardiã da Floresta', 'epic'],
  ['Lobo Estelar', 'epic'],
  ['Coruja Sábia', 'epic'],
  ['Tucano Veloz', 'rare'],
  ['Onça Pintada', 'rare'],
  ['Boto Cor-de-Rosa', 'rare'],
  ['Arara Azul', 'rare'],
  ['Capivara Calma', 'common'],
  ['Mico-Leão-Dourado', 'common'],
  ['Tatu-Bola', 'common'],
  ['Tamanduá', 'common'],
  ['Jabuti', 'common'],
  ['Sabiá', 'common'],
  ['Beija-Flor', 'common'],
  ['Lobo-Guará', 'rare'],
  ['Peixe-Boi', 'common'],
  ['Quati', 'common'],
  ['Ariranha', 'rare'],
  ['Harpia', 'epic'],
  ['Curupira', 'legendary'],
  ['Iara', 'epic'],
  ['Saci', 'rare'],
] as const;
const COLLECTIONS = ['Fauna Brasileira', 'Lendas do Brasil', 'Céu e Estrelas'];

/** The demo school's address: its own events happen there. */
const AURORA_ADDRESS = {
  street: 'Rua das Flores',
  number: '120',
  district: 'Vila Mariana',
  city: 'São Paulo',
  state: 'SP',
  cep: '04010-000',
} as const;

/**
 * One venue, every field of it in agreement: the address is its street and number (as the API derives
 * it from what a producer types), the district and street are of its city and the CEP is in the city's
 * range. A school's events happen at the school. Draws as many numbers as it always has, so the rest of
 * the seeded world does not move.
 */
function seedVenue(rng: Random, place: SeedCity, atSchool: boolean): NonNullable<Event['venue']> {
  const name = atSchool
    ? 'Escola Aurora - Auditório'
    : rng.pick([
        'Teatro Municipal',
        'Centro de Convenções',
        'Parque da Cidade',
        'Arena Multiuso',
        'Espaço Cultural',
      ]);
  const street = rng.pick(place.streets);
  const number = String(rng.int(10, 2500));
  const district = rng.pick(place.districts);
  // Two spare draws, so the rest of the seeded world keeps the numbers it has always had.
  rng.next();
  rng.next();
  const cepSeed = Number(`${rng.digits(5)}${rng.digits(3)}`);
  if (atSchool)
    return { name, ...AURORA_ADDRESS, address: `${AURORA_ADDRESS.street}, ${AURORA_ADDRESS.number}` };
  return {
    name,
    street,
    number,
    district,
    address: `${street}, ${number}`,
    city: place.city,
    state: place.state,
    cep: cepInCity(place, cepSeed),
  };
}

/** An event's description, written from its own fields: where, and the rating the page also shows. */
function seedDescription(event: Pick<Event, 'venue' | 'online' | 'ageRating'>): string {
  const where = event.venue
    ? `<p>Um evento para toda a família em ${event.venue.city}.</p>`
    : '<p>Um encontro online para toda a família: participe pelo computador ou pelo celular.</p>';
  const rating =
    event.ageRating === 'Livre' ? 'Classificação livre' : `Classificação indicativa: ${event.ageRating}`;
  const facts = [rating, ...(event.venue ? ['Acessível para cadeirantes'] : [])];
  return `${where}<p>Traga as crianças para uma experiência inesquecível: atividades, música e muita diversão.</p><ul>${facts.map((f) => `<li>${f}</li>`).join('')}</ul>`;
}

export function seedDatabase(size: SeedSize = NORMAL_SEED, now = Date.now()): Tables {
  const rng = new Random(2026);
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const day0 = today.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const personName = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const phoneFor = (ddd: string) => `${ddd}9${rng.int(6000, 9999)}${rng.digits(4)}`;

  const t: Tables = {
    users: [],
    schools: [],
    teachers: [],
    students: [],
    courses: [],
    courseClasses: [],
    attendance: [],
    dependents: [],
    events: [],
    tickets: [],
    coupons: [],
    orders: [],
    attendees: [],
    cards: [],
    cardAwards: [],
    missions: [],
    missionProgress: [],
    transactions: [],
    payouts: [],
    plans: [],
    whitelist: [],
    conversations: [],
    messages: [],
    userEvents: [],
    resetTokens: [],
    smsCodes: [],
    idempotency: [],
    subscriptions: [],
    familyEnrollments: [],
  };

  const user = (
    fields: Partial<DbUser> & Pick<DbUser, 'id' | 'role' | 'first_name' | 'last_name' | 'login_cell'>,
  ): DbUser => {
    const u: DbUser = {
      name: `${fields.first_name} ${fields.last_name}`.trim(),
      email_address: `${slugify(`${fields.first_name}.${fields.last_name}`)}@exemplo.com.br`,
      document: fields.role === '4' || fields.role === '3' ? makeCnpj(rng) : makeCpf(rng),
      status: 'active',
      verified: true,
      createdAt: iso(day0 - rng.int(30, 400) * DAY),
      url_perfil: null,
      password: DEMO_PASSWORD,
      schoolId: null,
      mustResetPassword: false,
      ...fields,
    };
    t.users.push(u);
    return u;
  };

  // Demo accounts, one per role (DESIGN.md §6).
  user({
    id: DEMO_IDS.admin,
    role: '0',
    first_name: 'Marina',
    last_name: 'Costa',
    login_cell: '11900000000',
    email_address: 'marina.costa@lumi.app.br',
  });
  const family = user({
    id: DEMO_IDS.family,
    role: '2',
    first_name: 'Carla',
    last_name: 'Souza',
    login_cell: '11922222222',
    email_address: 'carla.souza@exemplo.com.br',
    document: '52998224725',
  });
  const producer = user({
    id: DEMO_IDS.producer,
    role: '3',
    first_name: 'Paulo',
    last_name: 'Mendes',
    login_cell: '11933333333',
    email_address: 'paulo@vibraproducoes.com.br',
  });
  const schoolUser = user({
    id: DEMO_IDS.school,
    role: '4',
    first_name: 'Escola',
    last_name: 'Aurora',
    login_cell: '11944444444',
    email_address: 'secretaria@escolaaurora.com.br',
    schoolId: DEMO_IDS.schoolId,
  });
  const otherSchoolUser = user({
    id: 'u-school-2',
    role: '4',
    first_name: 'Colégio',
    last_name: 'Horizonte',
    login_cell: '21944445555',
    schoolId: 'school-horizonte',
  });
  const otherProducers = Array.from({ length: 4 }, (_, i) => {
    const place = CITIES[(i * 3) % CITIES.length] ?? CITIES[0];
    return user({
      id: `u-producer-${i + 2}`,
      role: '3',
      first_name: rng.pick(FIRST_NAMES),
      last_name: rng.pick(LAST_NAMES),
      login_cell: phoneFor(place.ddd),
    });
  });
  user({
    id: 'u-blocked',
    role: '2',
    first_name: 'Rita',
    last_name: 'Bloqueada',
    login_cell: '11955555555',
    status: 'blocked',
  });

  // Schools.
  t.schools.push(
    {
      id: DEMO_IDS.schoolId,
      ownerId: schoolUser.id,
      name: 'Escola Aurora',
      logoUrl: null,
      about:
        'Escola de ensino fundamental em São Paulo com cursos extracurriculares de robótica, artes, esportes e idiomas.',
      address: {
        street: 'Rua das Flores, 120 - Vila Mariana',
        city: 'São Paulo',
        state: 'SP',
        cep: '04010-000',
      },
      contact: {
        email: 'secretaria@escolaaurora.com.br',
        phone: '1133334444',
        website: 'https://escolaaurora.com.br',
      },
    },
    {
      id: 'school-horizonte',
      ownerId: otherSchoolUser.id,
      name: 'Colégio Horizonte',
      logoUrl: null,
      about: 'Colégio no Rio de Janeiro com foco em ciências e esportes.',
      address: {
        street: 'Avenida Atlântica, 900 - Copacabana',
        city: 'Rio de Janeiro',
        state: 'RJ',
        cep: '22010-000',
      },
      contact: { email: 'contato@colegiohorizonte.com.br', phone: '2133335555', website: null },
    },
  );

  // Teachers of the demo school.
  for (let i = 0; i < 12; i += 1) {
    const name = personName();
    t.teachers.push({
      id: `tc-${String(i + 1).padStart(3, '0')}`,
      schoolId: DEMO_IDS.schoolId,
      name,
      email: `${slugify(name)}@escolaaurora.com.br`,
      phone: phoneFor('11'),
      subjects: rng.sample(SUBJECTS, rng.int(1, 3)),
      active: i < 11,
    });
  }

  // Cards of the game.
  CARD_NAMES.forEach(([name, rarity], i) => {
    t.cards.push({
      id: `card-${String(i + 1).padStart(2, '0')}`,
      name,
      rarity,
      imageUrl: null,
      collection: COLLECTIONS[i % COLLECTIONS.length] ?? '',
      description: `${name}: uma carta da coleção ${COLLECTIONS[i % COLLECTIONS.length] ?? ''}.`,
      ...cardAttributes(i, { forca: rng.int(1, 10), sabedoria: rng.int(1, 10), agilidade: rng.int(1, 10) }),
    });
  });

  // Families and their children at the demo school.
  const familyUsers: DbUser[] = [family];
  const studentCount = size.students;
  const students = t.students;
  const makeStudent = (index: number, name: string, guardian: DbUser, grade: string, schoolId: string) => {
    const id = `st-${String(index).padStart(4, '0')}`;
    const birthYear = today.getFullYear() - 6 - GRADES.indexOf(grade);
    students.push({
      id,
      schoolId,
      name,
      grade,
      classIds: [],
      birthDate: `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      guardians: [
        {
          name: guardian.name,
          phone: guardian.login_cell,
          email: guardian.email_address,
          relation: rng.pick(['Mãe', 'Pai', 'Avó', 'Responsável']),
          userId: guardian.id,
        },
      ],
      avatarUrl: null,
      points: rng.int(0, 900),
      status: rng.chance(0.97) ? 'active' : 'inactive',
      linkCode: `AUR-${rng.code(6)}`,
      createdAt: iso(day0 - rng.int(20, 700) * DAY),
    });
    t.dependents.push({
      id: `dep-${id}`,
      guardianId: guardian.id,
      name,
      birthDate: students.at(-1)?.birthDate ?? '2016-01-01',
      grade,
      schoolId,
      studentId: id,
      avatarUrl: null,
    });
    return id;
  };
  makeStudent(1, 'Lucas Souza', family, '3º ano', DEMO_IDS.schoolId);
  const firstStudent = students[0];
  if (firstStudent?.guardians[0]) firstStudent.guardians[0].relation = 'Mãe';
  t.dependents.push({
    id: 'dep-family-2',
    guardianId: family.id,
    name: 'Beatriz Souza',
    birthDate: `${today.getFullYear() - 4}-03-14`,
    grade: null,
    schoolId: null,
    studentId: null,
    avatarUrl: null,
  });
  // A child of the demo family the school has enrolled but the family has not linked yet: the code
  // below is what the school hands out (shown on the student's profile), so the link can be tried.
  t.students.push({
    id: 'st-beatriz',
    schoolId: DEMO_IDS.schoolId,
    name: 'Beatriz Souza',
    birthDate: `${today.getFullYear() - 4}-03-14`,
    grade: 'Infantil 4',
    classIds: [],
    guardians: [
      {
        name: family.name,
        phone: family.login_cell,
        email: family.email_address,
        relation: 'Mãe',
        userId: family.id,
      },
    ],
    avatarUrl: null,
    points: 0,
    status: 'active',
    linkCode: DEMO_LINK_CODE,
    createdAt: iso(day0 - 10 * DAY),
  });

  let familyIndex = 0;
  for (let i = 2; i <= studentCount; i += 1) {
    // One family for every one to three children.
    let guardian = familyUsers.at(-1);
    if (!guardian || guardian.id === family.id || rng.chance(0.6)) {
      familyIndex += 1;
      const last = rng.pick(LAST_NAMES);
      guardian = user({
        id: `u-fam-${String(familyIndex).padStart(5, '0')}`,
        role: '2',
        first_name: rng.pick(FIRST_NAMES),
        last_name: last,
        login_cell: phoneFor('11'),
      });
      familyUsers.push(guardian);
    }
    const lastName = guardian.last_name;
    const schoolId = i > studentCount * 0.85 ? 'school-horizonte' : DEMO_IDS.schoolId;
    makeStudent(i, `${rng.pick(FIRST_NAMES)} ${lastName}`, guardian, rng.pick(GRADES), schoolId);
  }

  // Courses and classes (turmas) of the demo school; some meet every weekday so there is always a class today.
  const auroraStudents = students.filter((s) => s.schoolId === DEMO_IDS.schoolId && s.status === 'active');
  COURSES.forEach((c, i) => {
    const courseId = `course-${String(i + 1).padStart(2, '0')}`;
    const teacher = t.teachers[i % t.teachers.length];
    t.courses.push({
      id: courseId,
      schoolId: DEMO_IDS.schoolId,
      ownerId: schoolUser.id,
      title: c.title,
      description: c.description,
      teacherId: teacher?.id ?? null,
      price: i % 3 === 0 ? 0 : rng.pick([12000, 15000, 18000, 22000]),
      capacity: 40,
      status: i === 7 ? 'draft' : 'open',
    });
    const classCount = i < 2 ? 2 : 1;
    for (let k = 0; k < classCount; k += 1) {
      const classId = `class-${String(i + 1).padStart(2, '0')}${String.fromCharCode(97 + k)}`;
      const everyDay = i === 0 && k === 0;
      const weekdays = everyDay ? [0, 1, 2, 3, 4, 5, 6] : rng.sample([1, 2, 3, 4, 5], rng.int(1, 2)).sort();
      const hour = rng.pick([8, 9, 10, 14, 15, 16]);
      const enrolled = rng.sample(auroraStudents, everyDay ? 32 : rng.int(14, 30));
      if (everyDay && firstStudent && !enrolled.includes(firstStudent)) enrolled[0] = firstStudent;
      t.courseClasses.push({
        id: classId,
        courseId,
        title: `${c.title} - Turma ${String.fromCharCode(65 + k)}`,
        weekdays,
        startTime: `${String(hour).padStart(2, '0')}:00`,
        endTime: `${String(hour + 1).padStart(2, '0')}:30`,
        startDate: toIsoDate(day0 - 90 * DAY),
        endDate: toIsoDate(day0 + 120 * DAY),
        room: `Sala ${rng.int(1, 12)}`,
        teacherId: teacher?.id ?? null,
        studentIds: enrolled.map((s) => s.id),
      });
      enrolled.forEach((s) => s.classIds.push(classId));
    }
  });

  // Attendance history: the last three weeks of every class.
  for (const cls of t.courseClasses) {
    for (let back = 21; back >= 1; back -= 1) {
      const date = day0 - back * DAY;
      if (!cls.weekdays.includes(new Date(date).getDay())) continue;
      for (const studentId of cls.studentIds) {
        const r = rng.next();
        t.attendance.push({
          courseClassId: cls.id,
          date: toIsoDate(date),
          studentId,
          status: r < 0.86 ? 'present' : r < 0.93 ? 'absent' : r < 0.97 ? 'late' : 'excused',
          note: '',
          at: iso(date + 9 * 3_600_000),
          by: schoolUser.id,
        });
      }
    }
  }

  // Cards held by students.
  let awardIndex = 0;
  for (const s of students.slice(0, Math.min(students.length, 600))) {
    for (const card of rng.sample(t.cards, rng.int(0, 6))) {
      awardIndex += 1;
      t.cardAwards.push({
        id: `aw-${awardIndex}`,
        cardId: card.id,
        studentId: s.id,
        awardedAt: iso(day0 - rng.int(1, 120) * DAY),
        reason: 'Missão concluída',
      });
    }
  }

  // Missions.
  const missionDefs = [
    ['Leitor da Semana', 'Ler dois livros e contar a história para a turma.', 'Registrar 2 leituras no mês'],
    ['Presença de Ouro', 'Não faltar nenhuma aula durante o mês.', '100% de presença no mês'],
    ['Cientista Mirim', 'Apresentar um experimento na feira de ciências.', 'Projeto apresentado'],
    ['Amigo da Natureza', 'Participar do mutirão de plantio da escola.', 'Participação registrada'],
    ['Mestre do Xadrez', 'Vencer três partidas no torneio interno.', '3 vitórias'],
    ['Artista do Bimestre', 'Expor um trabalho na mostra de artes.', 'Obra exposta'],
  ] as const;
  missionDefs.forEach(([title, description, criteria], i) => {
    const id = `mis-${i + 1}`;
    t.missions.push({
      id,
      title,
      description,
      criteria,
      rewardPoints: 50 + i * 25,
      rewardCardIds: [t.cards[(i * 4) % t.cards.length]?.id ?? 'card-01'],
      startsAt: iso(day0 - (30 - i * 3) * DAY),
      endsAt: iso(day0 + (30 + i * 5) * DAY),
      audience: { schoolIds: [DEMO_IDS.schoolId], grades: i % 2 === 0 ? [] : rng.sample(GRADES, 3) },
      status: i === 5 ? 'draft' : 'active',
    });
    if (i === 5) return;
    for (const s of rng.sample(auroraStudents, Math.min(auroraStudents.length, 80))) {
      const progress = Math.round(rng.next() * 100) / 100;
      t.missionProgress.push({
        missionId: id,
        studentId: s.id,
        progress,
        completedAt: progress >= 1 || rng.chance(0.3) ? iso(day0 - rng.int(0, 20) * DAY) : null,
      });
    }
  });

  // Events with ticket types, coupons, orders and issued tickets.
  const sellers: { owner: DbUser; name: string; schoolId: string | null }[] = [
    { owner: producer, name: 'Vibra Produções', schoolId: null },
    { owner: schoolUser, name: 'Escola Aurora', schoolId: DEMO_IDS.schoolId },
    ...otherProducers.map((p) => ({
      owner: p,
      name: `${p.first_name} ${p.last_name} Eventos`,
      schoolId: null,
    })),
  ];
  let orderSeq = 0;
  const payingFamilies = familyUsers.slice(1, 120);

  const issueOrder = (
    event: Event,
    tickets: Ticket[],
    buyer: DbUser,
    when: number,
    status: Order['status'],
    lines: { ticket: Ticket; quantity: number; halfPrice: boolean }[],
  ) => {
    orderSeq += 1;
    const id = `ord-${String(orderSeq).padStart(5, '0')}`;
    const items = lines.map((l) => ({
      ticketId: l.ticket.id,
      quantity: l.quantity,
      halfPrice: l.halfPrice,
      unitPrice: l.halfPrice ? Math.round(l.ticket.price / 2) : l.ticket.price,
    }));
    const subtotal = items.reduce((acc, it) => acc + it.unitPrice * it.quantity, 0);
    const fee = Math.round(subtotal * 0.08);
    const method: Order['payment']['method'] =
      subtotal === 0 ? 'free' : rng.pick(['pix', 'pix', 'card', 'boleto']);
    const attendees: Order['attendees'] = [];
    for (const it of items) {
      for (let q = 0; q < it.quantity; q += 1) {
        const holder = q === 0 ? buyer.name : `${rng.pick(FIRST_NAMES)} ${buyer.last_name}`;
        attendees.push({ name: holder, cpf: makeCpf(rng), email: buyer.email_address });
        if (status === 'paid' || status === 'refunded') {
          const a: Attendee = {
            code: `LUMI-${rng.code(4)}-${rng.code(4)}`,
            orderId: id,
            eventId: event.id,
            ticketId: it.ticketId,
            holderName: holder,
            buyerId: buyer.id,
            halfPrice: it.halfPrice,
            checkedInAt:
              event.status === 'ended' && rng.chance(0.8) ? iso(Date.parse(event.startsAt) + 600_000) : null,
          };
          if (status === 'paid') t.attendees.push(a);
        }
      }
      const ticket = tickets.find((tk) => tk.id === it.ticketId);
      if (ticket && (status === 'paid' || status === 'pending')) ticket.sold += it.quantity;
    }
    const order: Order = {
      id,
      eventId: event.id,
      buyerId: buyer.id,
      buyerName: buyer.name,
      items,
      attendees,
      couponCode: null,
      subtotal,
      discount: 0,
      fee,
      total: subtotal + fee,
      payment: { method, installments: method === 'card' ? rng.pick([1, 1, 3, 6]) : 1 },
      status,
      pix:
        method === 'pix'
          ? {
              code: `00020126580014BR.GOV.BCB.PIX0136${rng.digits(32)}5204000053039865802BR`,
              expiresAt: iso(when + 15 * 60_000),
            }
          : null,
      boleto:
        method === 'boleto'
          ? {
              line: `23793.38128 ${rng.digits(5)}.${rng.digits(6)} ${rng.digits(5)}.${rng.digits(6)} 1 ${rng.digits(14)}`,
              dueDate: toIsoDate(when + 3 * DAY),
            }
          : null,
      createdAt: iso(when),
    };
    t.orders.push(order);
    if (status === 'paid' || status === 'refunded') {
      const owner = event.ownerId;
      // A sale and its fee are released together, some days after the event.
      const releasedAt = iso(Date.parse(event.endsAt) + 2 * DAY);
      t.transactions.push({
        id: `tx-${id}-s`,
        ownerId: owner,
        kind: 'sale',
        amount: subtotal,
        orderId: id,
        eventId: event.id,
        description: `Venda ${id}`,
        at: iso(when),
        availableAt: releasedAt,
      });
      if (fee > 0)
        t.transactions.push({
          id: `tx-${id}-f`,
          ownerId: owner,
          kind: 'fee',
          amount: -Math.round(subtotal * 0.05),
          orderId: id,
          eventId: event.id,
          description: `Taxa de serviço ${id}`,
          at: iso(when),
          availableAt: releasedAt,
        });
      if (status === 'refunded')
        t.transactions.push({
          id: `tx-${id}-r`,
          ownerId: owner,
          kind: 'refund',
          amount: -subtotal,
          orderId: id,
          eventId: event.id,
          description: `Reembolso ${id}`,
          at: iso(when + DAY),
          availableAt: iso(when + DAY),
        });
    }
    return order;
  };

  for (let i = 0; i < size.events; i += 1) {
    const seller = i < 8 ? sellers[i % 2 === 0 ? 0 : 1] : sellers[2 + (i % (sellers.length - 2))];
    if (!seller) continue;
    const category = rng.pick(CATEGORIES);
    const place = seller.schoolId ? CITIES[0] : rng.pick(CITIES);
    const offsetDays = i === 0 ? 12 : i === 6 ? -20 : rng.int(-30, 150);
    const start = day0 + offsetDays * DAY + rng.pick([9, 10, 14, 15, 19]) * 3_600_000;
    const online = category === 'educacao' && rng.chance(0.4);
    let status: Event['status'] = offsetDays < 0 ? 'ended' : 'published';
    if (i === 4) status = 'draft';
    else if (i === 10) status = 'cancelled';
    else if (size.events > 100 && rng.chance(0.05)) status = 'draft';
    const titles = EVENT_TITLES[category];
    const event: Event = {
      id: `ev-${String(i + 1).padStart(4, '0')}`,
      title:
        i === 0
          ? 'Festival de Ciências para Famílias'
          : `${rng.pick(titles)}${size.events > 100 ? ` ${place.city}` : ''}`,
      // Written from the event's own fields once they are drawn (seedDescription).
      description: '',
      category,
      coverUrl: null,
      startsAt: iso(start),
      endsAt: iso(start + rng.int(2, 6) * 3_600_000),
      venue: online ? null : seedVenue(rng, place, seller.schoolId != null),
      online,
      url: online ? 'https://meet.exemplo.com.br/evento' : null,
      ageRating: rng.pick(['Livre', 'Livre', '10 anos', '12 anos']),
      status,
      ownerId: seller.owner.id,
      ownerRole: seller.owner.role === '4' ? '4' : '3',
      ownerName: seller.name,
      schoolId: seller.schoolId,
      capacity: rng.pick([100, 200, 300, 500]),
      featured: i < 3,
      createdAt: iso(day0 - rng.int(10, 60) * DAY),
      views: rng.int(40, 5000),
    };
    event.description = seedDescription(event);
    t.events.push(event);

    const free = i % 9 === 5;
    const base = free ? 0 : rng.pick([3000, 4000, 5000, 6000, 8000, 12000]);
    const tickets: Ticket[] = [
      {
        id: `${event.id}-t1`,
        eventId: event.id,
        name: free ? 'Entrada gratuita' : 'Ingresso individual',
        price: base,
        halfPriceAllowed: !free,
        quantity: Math.round(event.capacity * 0.7),
        sold: 0,
        salesStart: iso(day0 - 30 * DAY),
        salesEnd: iso(start - 3_600_000),
        minPerOrder: 1,
        maxPerOrder: 10,
        visible: true,
      },
    ];
    if (!free) {
      tickets.push({
        id: `${event.id}-t2`,
        eventId: event.id,
        name: 'Família (4 pessoas)',
        price: base * 3,
        halfPriceAllowed: false,
        quantity: Math.round(event.capacity * 0.05),
        sold: 0,
        salesStart: iso(day0 - 30 * DAY),
        salesEnd: iso(start - 3_600_000),
        minPerOrder: 1,
        maxPerOrder: 2,
        visible: true,
      });
      if (i % 4 === 0)
        tickets.push({
          id: `${event.id}-t3`,
          eventId: event.id,
          name: 'Lote promocional',
          price: Math.round(base * 0.7),
          halfPriceAllowed: true,
          quantity: 20,
          sold: 0,
          salesStart: iso(day0 - 30 * DAY),
          salesEnd: iso(day0 - 2 * DAY),
          minPerOrder: 1,
          maxPerOrder: 4,
          visible: true,
        });
    }
    t.tickets.push(...tickets);
    event.priceFrom = Math.min(...tickets.filter((tk) => tk.visible).map((tk) => tk.price));

    if (!free && (seller.owner.id === producer.id || i < 20)) {
      t.coupons.push(
        {
          id: `${event.id}-c1`,
          eventId: event.id,
          code: 'BEMVINDO10',
          kind: 'percent',
          value: 10,
          maxUses: 100,
          used: rng.int(0, 20),
          validFrom: iso(day0 - 30 * DAY),
          validUntil: iso(start),
          ticketIds: [],
        },
        {
          id: `${event.id}-c2`,
          eventId: event.id,
          code: 'FAMILIA20',
          kind: 'fixed',
          value: 2000,
          maxUses: 50,
          used: rng.int(0, 10),
          validFrom: iso(day0 - 30 * DAY),
          validUntil: iso(start),
          ticketIds: [tickets[0]?.id ?? ''],
        },
        {
          id: `${event.id}-c3`,
          eventId: event.id,
          code: 'NATAL2025',
          kind: 'percent',
          value: 15,
          maxUses: 100,
          used: 3,
          validFrom: iso(day0 - 120 * DAY),
          validUntil: iso(day0 - 30 * DAY),
          ticketIds: [],
        },
        {
          id: `${event.id}-c4`,
          eventId: event.id,
          code: 'ESGOTADO',
          kind: 'percent',
          value: 50,
          maxUses: 5,
          used: 5,
          validFrom: iso(day0 - 30 * DAY),
          validUntil: iso(start),
          ticketIds: [],
        },
      );
    }

    if (status === 'published' || status === 'ended') {
      const orders = size.events > 100 ? rng.int(0, 3) : rng.int(3, 14);
      for (let k = 0; k < orders && payingFamilies.length > 0; k += 1) {
        const buyer = rng.pick(payingFamilies);
        const first = tickets[0];
        if (!first) continue;
        const r = rng.next();
        issueOrder(
          event,
          tickets,
          buyer,
          day0 - rng.int(1, 25) * DAY,
          r < 0.85 ? 'paid' : r < 0.93 ? 'pending' : 'refunded',
          [{ ticket: first, quantity: rng.int(1, 3), halfPrice: first.halfPriceAllowed && rng.chance(0.3) }],
        );
      }
    }
    event.sold = tickets.reduce((acc, tk) => acc + tk.sold, 0);
  }

  // The demo family holds tickets to the demo producer's next event and to a past one.
  const nextEvent = t.events[0];
  const pastEvent = t.events[6];
  if (nextEvent) {
    const tickets = t.tickets.filter((tk) => tk.eventId === nextEvent.id);
    const first = tickets[0];
    if (first)
      issueOrder(nextEvent, tickets, family, day0 - 2 * DAY, 'paid', [
        { ticket: first, quantity: 2, halfPrice: false },
      ]);
    nextEvent.sold = tickets.reduce((acc, tk) => acc + tk.sold, 0);
  }
  if (pastEvent) {
    const tickets = t.tickets.filter((tk) => tk.eventId === pastEvent.id);
    const first = tickets[0];
    if (first)
      issueOrder(pastEvent, tickets, family, day0 - 28 * DAY, 'paid', [
        { ticket: first, quantity: 1, halfPrice: true },
      ]);
  }

  // Payouts of the demo producer and school.
  for (const [owner, name] of [
    [producer, 'Vibra Produções'],
    [schoolUser, 'Escola Aurora'],
  ] as const) {
    t.payouts.push({
      id: `po-${owner.id}-1`,
      ownerId: owner.id,
      ownerName: name,
      amount: 150000,
      status: 'paid',
      requestedAt: iso(day0 - 40 * DAY),
      history: [
        { status: 'requested', at: iso(day0 - 40 * DAY), note: null },
        { status: 'approved', at: iso(day0 - 39 * DAY), note: null },
        { status: 'paid', at: iso(day0 - 37 * DAY), note: null },
      ],
    });
    t.transactions.push({
      id: `tx-po-${owner.id}-1`,
      ownerId: owner.id,
      kind: 'payout',
      amount: -150000,
      orderId: null,
      eventId: null,
      description: 'Repasse para conta bancária',
      at: iso(day0 - 37 * DAY),
      availableAt: iso(day0 - 37 * DAY),
    });
  }
  t.payouts.push({
    id: 'po-u-producer-2-1',
    ownerId: 'u-producer-2',
    ownerName: `${otherProducers[0]?.name ?? ''} Eventos`,
    amount: 80000,
    status: 'requested',
    requestedAt: iso(day0 - DAY),
    history: [{ status: 'requested', at: iso(day0 - DAY), note: null }],
  });

  // Premium plans.
  t.plans.push(
    {
      id: 'plan-monthly',
      name: 'Premium Mensal',
      interval: 'monthly',
      price: 1990,
      features: [
        'Cartas exclusivas todo mês',
        'Ingressos sem taxa de serviço',
        'Acompanhamento completo dos filhos',
      ],
    },
    {
      id: 'plan-annual',
      name: 'Premium Anual',
      interval: 'annual',
      price: 19900,
      features: ['Tudo do plano mensal', 'Dois meses grátis', 'Coleção especial de boas-vindas'],
    },
  );

  // Conversations of the demo school with families.
  for (const [i, s] of auroraStudents.slice(0, 12).entries()) {
    const guardianId = s.guardians[0]?.userId;
    if (!guardianId) continue;
    const convId = `conv-${i + 1}`;
    const at = day0 - i * 3_600_000 * 7;
    t.conversations.push({
      id: convId,
      schoolId: DEMO_IDS.schoolId,
      participantIds: [schoolUser.id, guardianId],
      title: s.guardians[0]?.name ?? '',
      lastMessageAt: iso(at),
    });
    t.messages.push(
      {
        id: `${convId}-m1`,
        conversationId: convId,
        fromId: guardianId,
        text: `Bom dia! ${s.name.split(' ')[0] ?? ''} vai faltar amanhã por consulta médica.`,
        at: iso(at - 3_600_000),
        readAt: i > 2 ? iso(at) : null,
      },
      {
        id: `${convId}-m2`,
        conversationId: convId,
        fromId: schoolUser.id,
        text: 'Obrigada por avisar! Vamos registrar a falta como justificada.',
        at: iso(at),
        readAt: null,
      },
    );
  }

  // Personal calendar events of the school account.
  const personal = [
    ['Reunião pedagógica', 2, '14:00:00', '15:30:00', '#7e57c2'],
    ['Conselho de classe', 5, '09:00:00', '11:00:00', '#2196f3'],
    ['Feriado escolar', 9, null, null, '#ef6c00'],
  ] as const;
  personal.forEach(([title, offset, startTime, endTime, color], i) => {
    t.userEvents.push({
      id: `ue-${i + 1}`,
      eventUserId: `ue-${i + 1}`,
      userId: schoolUser.id,
      title,
      description: '',
      date: toIsoDate(day0 + offset * DAY),
      startTime,
      endTime,
      isAllDay: startTime == null,
      color,
      location: 'Escola Aurora',
      priority: 'MEDIUM',
      category: 'PERSONAL',
      eventType: 'EventUser',
      status: 'A',
      reminderMinutes: 15,
      isPrivate: false,
      isRecurring: false,
      notes: '',
    });
  });

  fillEverydayClass(t, auroraStudents, day0, schoolUser.id);
  markStudentsAtRisk(t, day0);
  seedProducerCourses(t, producer.id);
  fitCourseCapacity(t);
  seedFinanceHistory(t, day0);
  seedDemoChildCards(t, day0);
  // Last, so the draws above stay the same.
  seedArenaPlaytest(t, rng, day0);
  // The Kanban board draws nothing at random, so it may come after everything else.
  t.kanban = seedKanban(t, day0);
  // The template apps draw nothing at random either.
  t.mail = seedMail(t, day0);
  t.contacts = seedContacts(t, day0);
  t.templateEvents = seedTemplateCalendar(t, day0);
  t.customer = seedCustomer(t, day0);
  t.user = seedUser(t, day0);
  t.shop = seedShop(t, day0);
  // A role with no area of its own (SPEC.md §2 "any other role"): the template apps' home.
  // Last, so the draws above stay the same.
  user({
    id: DEMO_IDS.team,
    role: '1',
    first_name: 'Bruno',
    last_name: 'Lima',
    login_cell: '11911111111',
    email_address: 'bruno.lima@lumi.app.br',
  });

  return t;
}

/** The class that meets every day (class-01a): what the check-in screen opens on. */
const EVERYDAY_CLASS_ID = 'class-01a';
/** A full room: check-in is measured and tested on a 40-student roster. */
const EVERYDAY_CLASS_SIZE = 42;

/**
 * Tops the every-day class up to a full room, with three weeks of history. Runs after everything else and
 * draws no random numbers, so the rest of the seeded world is unchanged.
 */
function fillEverydayClass(t: Tables, candidates: Tables['students'], day0: number, byId: string): void {
  const cls = t.courseClasses.find((c) => c.id === EVERYDAY_CLASS_ID);
  if (!cls) return;
  const added = candidates
    .filter((s) => !cls.studentIds.includes(s.id))
    .slice(0, Math.max(0, EVERYDAY_CLASS_SIZE - cls.studentIds.length));
  added.forEach((s, i) => {
    cls.studentIds.push(s.id);
    s.classIds.push(cls.id);
    for (let back = 21; back >= 1; back -= 1) {
      const date = day0 - back * DAY;
      const r = (i * 7 + back * 3) % 29;
      t.attendance.push({
        courseClassId: cls.id,
        date: toIsoDate(date),
        studentId: s.id,
        status: r < 2 ? 'absent' : r === 2 ? 'late' : r === 3 ? 'excused' : 'present',
        note: '',
        at: new Date(date + 9 * 3_600_000).toISOString(),
        by: byId,
      });
    }
  });
}

/** Three students of the every-day class missed their last 3, 4 and 5 days of classes (the dashboard's risk list). */
function markStudentsAtRisk(t: Tables, day0: number): void {
  const cls = t.courseClasses.find((c) => c.id === EVERYDAY_CLASS_ID);
  if (!cls) return;
  const chosen = cls.studentIds.filter((id) => id !== DEMO_IDS.familyStudentId).slice(1, 4);
  chosen.forEach((studentId, i) => {
    const since = toIsoDate(day0 - (3 + i) * DAY);
    for (const entry of t.attendance) {
      if (entry.studentId === studentId && entry.date >= since) {
        entry.status = 'absent';
        entry.note = '';
      }
    }
  });
}

/** The demo producer's own courses: no school teacher, a free-text instructor, no classes yet. */
function seedProducerCourses(t: Tables, producerId: string): void {
  t.courses.push(
    {
      id: 'course-p01',
      schoolId: null,
      ownerId: producerId,
      title: 'Oficina de Teatro para Crianças',
      description: 'Jogos teatrais, improviso e uma apresentação para as famílias no fim do módulo.',
      teacherId: null,
      instructor: 'Ana Ribeiro',
      price: 18000,
      capacity: 20,
      status: 'open',
    },
    {
      id: 'course-p02',
      schoolId: null,
      ownerId: producerId,
      title: 'Fotografia com o Celular em Família',
      description: 'Composição, luz natural e edição simples, para pais e filhos a partir de 10 anos.',
      teacherId: null,
      instructor: 'Paulo Mendes',
      price: 0,
      capacity: 30,
      status: 'draft',
    },
  );
}

/** What the demo sellers' history pays the platform per sale (the orders handler's seller rate). */
const HISTORY_SELLER_FEE_RATE = 0.05;
const HISTORY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Finance history of the demo producer and school: an event two months ago whose sales were released
 * (they paid the first payout and leave a balance to withdraw), and payout requests in each state for
 * the admins' review queue. Runs after everything else and draws no random numbers.
 */
function seedFinanceHistory(t: Tables, day0: number): void {
  const iso = (ms: number) => new Date(ms).toISOString();
  const buyers = t.users.filter((u) => u.role === '2' && u.id !== DEMO_IDS.family).slice(0, 30);
  if (buyers.length === 0) return;
  const code = (n: number) => {
    let out = '';
    for (let v = n, i = 0; i < 4; i += 1, v = Math.floor(v / 32))
      out = HISTORY_CODE_ALPHABET.charAt(v % 32) + out;
    return out;
  };
  const history = [
    {
      ownerId: DEMO_IDS.producer,
      role: '3',
      name: 'Vibra Produções',
      schoolId: null,
      title: 'Noite de Talentos Mirins',
      price: 8000,
      venue: 'Teatro Municipal',
      address: {
        street: 'Praça Ramos de Azevedo',
        number: 's/n',
        district: 'República',
        city: 'São Paulo',
        state: 'SP',
        cep: '01037-010',
      },
      tag: 'HP',
    },
    {
      ownerId: DEMO_IDS.school,
      role: '4',
      name: 'Escola Aurora',
      schoolId: DEMO_IDS.schoolId,
      title: 'Festa Junina da Escola Aurora',
      price: 4500,
      venue: 'Escola Aurora - Quadra',
      address: AURORA_ADDRESS,
      tag: 'HS',
    },
  ] as const;
  history.forEach((seller, s) => {
    const start = day0 - (62 - s * 4) * DAY + 15 * 3_600_000;
    const end = start + 5 * 3_600_000;
    const event: Event = {
      id: `ev-hist-${s + 1}`,
      title: seller.title,
      description:
        '<p>Uma noite para toda a família, com apresentações das crianças e barracas de comidas típicas.</p>',
      category: 'cultura',
      coverUrl: null,
      startsAt: iso(start),
      endsAt: iso(end),
      venue: {
        name: seller.venue,
        ...seller.address,
        address: `${seller.address.street}, ${seller.address.number}`,
      },
      online: false,
      url: null,
      ageRating: 'Livre',
      status: 'ended',
      ownerId: seller.ownerId,
      ownerRole: seller.role,
      ownerName: seller.name,
      schoolId: seller.schoolId,
      capacity: 200,
      featured: false,
      createdAt: iso(start - 45 * DAY),
      views: 1840 - s * 400,
      sold: 0,
    };
    const ticket: Ticket = {
      id: `${event.id}-t1`,
      eventId: event.id,
      name: 'Ingresso individual',
      price: seller.price,
      halfPriceAllowed: true,
      quantity: 180,
      sold: 0,
      salesStart: iso(start - 40 * DAY),
      salesEnd: iso(start - 3_600_000),
      minPerOrder: 1,
      maxPerOrder: 6,
      visible: true,
    };
    t.events.push(event);
    t.tickets.push(ticket);
    buyers.forEach((buyer, k) => {
      const quantity = 1 + (k % 3);
      const when = start - (35 - k) * DAY - (k % 5) * 3_600_000;
      const id = `ord-h${s + 1}${String(k + 1).padStart(3, '0')}`;
      const subtotal = ticket.price * quantity;
      const order: Order = {
        id,
        eventId: event.id,
        buyerId: buyer.id,
        buyerName: buyer.name,
        items: [{ ticketId: ticket.id, quantity, halfPrice: false, unitPrice: ticket.price }],
        attendees: Array.from({ length: quantity }, () => ({
          name: buyer.name,
          cpf: buyer.document,
          email: buyer.email_address,
        })),
        couponCode: null,
        subtotal,
        discount: 0,
        fee: serviceFee(subtotal),
        total: subtotal + serviceFee(subtotal),
        payment: { method: k % 3 === 0 ? 'card' : 'pix', installments: 1 },
        status: 'paid',
        pix: null,
        boleto: null,
        createdAt: iso(when),
      };
      t.orders.push(order);
      for (let q = 0; q < quantity; q += 1) {
        t.attendees.push({
          code: `LUMI-${seller.tag}${code(k).slice(2)}-${code(k * 4 + q)}`,
          orderId: id,
          eventId: event.id,
          ticketId: ticket.id,
          holderName: buyer.name,
          holderCpf: buyer.document,
          buyerId: buyer.id,
          halfPrice: false,
          checkedInAt: k % 7 === 0 ? null : iso(start + (10 + k) * 60_000),
        });
      }
      ticket.sold += quantity;
      t.transactions.push(
        {
          id: `tx-${id}-s`,
          ownerId: seller.ownerId,
          kind: 'sale',
          amount: subtotal,
          orderId: id,
          eventId: event.id,
          description: `Venda ${id}`,
          at: iso(when),
          availableAt: iso(end + 2 * DAY),
        },
        {
          id: `tx-${id}-f`,
          ownerId: seller.ownerId,
          kind: 'fee',
          amount: -Math.round(subtotal * HISTORY_SELLER_FEE_RATE),
          orderId: id,
          eventId: event.id,
          description: `Taxa de serviço ${id}`,
          at: iso(when),
          availableAt: iso(end + 2 * DAY),
        },
      );
    });
    event.sold = ticket.sold;
  });

  // Payout requests in every state: one refused (with its reason) and some waiting for review.
  t.payouts.push(
    {
      id: 'po-u-producer-0',
      ownerId: DEMO_IDS.producer,
      ownerName: 'Vibra Produções',
      amount: 250000,
      status: 'rejected',
      requestedAt: iso(day0 - 12 * DAY),
      history: [
        { status: 'requested', at: iso(day0 - 12 * DAY), note: null },
        {
          status: 'rejected',
          at: iso(day0 - 11 * DAY),
          note: 'A conta bancária não está no CNPJ cadastrado. Atualize os dados bancários e peça de novo.',
        },
      ],
    },
    {
      id: 'po-u-school-2',
      ownerId: DEMO_IDS.school,
      ownerName: 'Escola Aurora',
      amount: 80000,
      status: 'requested',
      requestedAt: iso(day0 - 2 * DAY),
      history: [{ status: 'requested', at: iso(day0 - 2 * DAY), note: null }],
    },
  );
}

/** The demo family's child shows some earned cards on the school's profile page and the family's. */
function seedDemoChildCards(t: Tables, day0: number): void {
  const iso = (ms: number) => new Date(ms).toISOString();
  const picks = [
    ['card-01', 4, 'Missão Presença de Ouro concluída'],
    ['card-07', 12, 'Destaque na feira de ciências'],
    ['card-11', 30, 'Missão concluída'],
  ] as const;
  picks.forEach(([cardId, daysAgo, reason], i) => {
    if (!t.cards.some((c) => c.id === cardId)) return;
    t.cardAwards.push({
      id: `aw-demo-${i + 1}`,
      cardId,
      studentId: DEMO_IDS.familyStudentId,
      awardedAt: iso(day0 - daysAgo * 86_400_000 + 10 * 3_600_000),
      reason,
    });
  });
}

/** A course's seats per class hold its fullest class (rounded up to 5), so no seeded class starts over capacity. */
function fitCourseCapacity(t: Tables): void {
  for (const course of t.courses) {
    const fullest = Math.max(
      0,
      ...t.courseClasses.filter((c) => c.courseId === course.id).map((c) => c.studentIds.length),
    );
    if (fullest > course.capacity) course.capacity = Math.ceil(fullest / 5) * 5;
  }
}

/** What playtesters wrote after a match, with the rating they gave; each is used once. */
const PLAYTEST_COMMENTS: readonly (readonly [number, string])[] = [
  [5, 'Adorei! Meu filho quis jogar de novo na mesma hora.'],
  [5, 'O Super Lumi é muito divertido, ainda mais quando perde para uma carta rara.'],
  [5, 'Jogamos em família no domingo, foi o melhor momento do dia.'],
  [5, 'A Fênix Solar é a melhor carta! Ganhei três partidas seguidas.'],
  [5, 'Muito fácil de aprender, as crianças jogaram sozinhas.'],
  [5, 'Meu filho de 8 anos agora compara números o tempo todo por causa do jogo.'],
  [5, 'Gostei muito de ver os bichos do Brasil nas cartas.'],
  [5, 'Perfeito para jogar no caminho da escola.'],
  [4, 'Muito legal, mas o robô no difícil parece adivinhar minhas cartas.'],
  [4, 'Gostei das cartas da fauna brasileira. Queria mais cartas lendárias.'],
  [4, 'Bem divertido! Só achei as partidas um pouco longas.'],
  [4, 'Minha filha aprendeu a comparar números jogando.'],
  [4, 'Seria legal jogar contra um amigo, não só contra o robô.'],
  [4, 'A animação de virar a carta é ótima. Às vezes demora um pouco.'],
  [3, 'Legal, mas não entendi de primeira a regra do empate.'],
  [3, 'O nível normal ficou fácil demais depois de algumas partidas.'],
  [3, 'Queria poder escolher as cartas do meu baralho.'],
  [3, 'Faltou explicar por que a Tucano Veloz venceu o Super Lumi.'],
  [2, 'No celular os números das cartas ficam pequenos.'],
  [2, 'Perdi várias vezes seguidas no difícil, desanimou um pouco.'],
  [2, 'A partida de 40 rodadas cansa, poderia ser mais curta.'],
  [1, 'A partida travou no meio e tive que recomeçar.'],
  [1, 'Não consegui ver as cartas direito no celular.'],
];
/** The person's chance to win against each bot level (a few matches end in a draw). */
const PLAYTEST_WIN_CHANCE = { easy: 0.72, normal: 0.5, hard: 0.3 } as const;
/** Ratings weighted as playtesters give them: mostly four and five stars. */
const PLAYTEST_RATINGS = [5, 5, 5, 4, 4, 4, 3, 3, 2, 1] as const;

/**
 * Six weeks of playtest matches by the demo family and a few other families, most followed by a survey,
 * plus surveys from guests (whose matches are not recorded), so the admin's playtest figures have data.
 */
function seedArenaPlaytest(t: Tables, rng: Random, day0: number): void {
  const iso = (ms: number) => new Date(ms).toISOString();
  const families = t.users.filter((u) => u.role === '2' && u.status === 'active');
  const players = [
    DEMO_IDS.family,
    ...rng
      .sample(
        families.filter((u) => u.id !== DEMO_IDS.family),
        7,
      )
      .map((u) => u.id),
  ];
  const deck = STARTER_DECK.map((card) => card.id);
  const matches: ArenaMatch[] = [];
  const feedback: ArenaFeedback[] = [];
  const comments = rng.sample(PLAYTEST_COMMENTS, PLAYTEST_COMMENTS.length);
  const survey = (matchSeed: number, userId: string | null, sentAt: number) => {
    const written = rng.chance(0.65) ? comments.shift() : undefined;
    const rating = written?.[0] ?? rng.pick(PLAYTEST_RATINGS);
    const comment = written?.[1] ?? '';
    feedback.push({
      id: `af-seed-${String(feedback.length + 1).padStart(3, '0')}`,
      matchSeed,
      rating,
      comment,
      userId,
      sentAt: iso(sentAt),
    });
  };

  for (let i = 0; i < 34; i += 1) {
    // The demo family plays most; every match is at least a day old, so none lies in the future.
    const userId = i % 3 === 0 ? DEMO_IDS.family : rng.pick(players);
    const difficulty = rng.pick(ARENA_DIFFICULTIES);
    const roll = rng.next();
    const won = PLAYTEST_WIN_CHANCE[difficulty];
    const result = roll < 0.06 ? 'draw' : roll < 0.06 + won * 0.94 ? 'won' : 'lost';
    const playedAt = day0 - rng.int(1, 42) * DAY + rng.int(9, 21) * 3_600_000 + rng.int(0, 59) * 60_000;
    const seed = rng.int(0, 0xffffffff);
    matches.push({
      id: `am-seed-${String(i + 1).padStart(3, '0')}`,
      userId,
      seed,
      difficulty,
      rounds: result === 'draw' ? 40 : rng.int(9, 38),
      result,
      deckCardIds: rng.sample(deck, deck.length),
      playedAt: iso(playedAt),
    });
    if (rng.chance(0.75)) survey(seed, userId, playedAt + rng.int(1, 4) * 60_000);
  }
  for (let i = 0; i < 6; i += 1) {
    survey(rng.int(0, 0xffffffff), null, day0 - rng.int(1, 42) * DAY + rng.int(9, 21) * 3_600_000);
  }

  // Stored in the order they happened, as the API appends them.
  t.arenaMatches = matches.sort((a, b) => a.playedAt.localeCompare(b.playedAt));
  t.arenaFeedback = feedback.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/** A card of the seeded board: [id, title, priority, due in days (null: none), assignee index, description]. */
type KanbanSeedItem = readonly [string, string, KanbanItem['priority'], number | null, number, string];

const KANBAN_STORIES: readonly {
  id: string;
  title: string;
  description: string;
  acceptance: string;
  priority: KanbanUserStory['priority'];
  dueInDays: number;
  assign: number;
  columnId: string;
  items: readonly KanbanSeedItem[];
}[] = [
  {
    id: 'us-feira',
    title: 'Planejamento da Feira de Ciências',
    description: 'Feira de Ciências do 2º semestre no ginásio, aberta às famílias, com estandes por turma.',
    acceptance:
      'Ginásio reservado, jurados confirmados e famílias avisadas com duas semanas de antecedência.',
    priority: 'high',
    dueInDays: 24,
    assign: 1,
    columnId: 'col-doing',
    items: [
      [
        'it-ginasio',
        'Reservar o ginásio',
        'high',
        -6,
        0,
        'Sábado das 8h às 13h, com montagem na sexta à tarde.',
      ],
      [
        'it-jurados',
        'Convidar jurados',
        'medium',
        5,
        1,
        'Dois professores convidados e um pai ou mãe da APM.',
      ],
      ['it-cronograma', 'Montar cronograma das apresentações', 'medium', 10, 2, 'Dez minutos por turma.'],
      [
        'it-estandes',
        'Comprar material para os estandes',
        'low',
        8,
        3,
        'Cartolinas, fita, extensões e toalhas.',
      ],
      ['it-comunicado', 'Enviar comunicado às famílias', 'high', 12, 0, 'Pelo chat da escola e pela agenda.'],
    ],
  },
  {
    id: 'us-matriculas',
    title: 'Matrículas 2027',
    description: 'Rematrícula dos alunos atuais e matrícula de novos alunos para o ano letivo de 2027.',
    acceptance: 'Formulário no ar, documentos conferidos e contratos assinados até o fim de janeiro.',
    priority: 'high',
    dueInDays: 45,
    assign: 0,
    columnId: 'col-new',
    items: [
      [
        'it-rematricula',
        'Abrir formulário de rematrícula',
        'high',
        3,
        0,
        'Com desconto para pagamento até 15/12.',
      ],
      [
        'it-documentos',
        'Conferir documentos pendentes',
        'medium',
        20,
        0,
        'RG, CPF, comprovante de residência.',
      ],
      [
        'it-materiais',
        'Publicar lista de materiais',
        'low',
        30,
        4,
        'Uma lista por série, revisada pelos professores.',
      ],
      ['it-contratos', 'Atualizar contratos', 'medium', -2, 0, 'Novo valor das mensalidades aprovado.'],
    ],
  },
  {
    id: 'us-conselho',
    title: 'Conselho de classe do 4º bimestre',
    description: 'Fechamento do ano com os professores e devolutiva às famílias.',
    acceptance: 'Notas lançadas e reuniões marcadas com todas as famílias de alunos em recuperação.',
    priority: 'medium',
    dueInDays: 16,
    assign: 5,
    columnId: 'col-new',
    items: [
      [
        'it-notas',
        'Consolidar notas do 4º bimestre',
        'high',
        6,
        5,
        'Planilha por turma, conferida pela coordenação.',
      ],
      ['it-reunioes', 'Agendar reuniões com as famílias', 'medium', 14, 0, 'Horários de 15 minutos.'],
    ],
  },
];

/** Which column each seeded card starts in. */
const KANBAN_PLACES: Record<string, string> = {
  'it-ginasio': 'col-done',
  'it-jurados': 'col-doing',
  'it-cronograma': 'col-new',
  'it-estandes': 'col-review',
  'it-comunicado': 'col-new',
  'it-rematricula': 'col-doing',
  'it-documentos': 'col-new',
  'it-materiais': 'col-review',
  'it-contratos': 'col-done',
  'it-notas': 'col-doing',
  'it-reunioes': 'col-new',
};

/**
 * The school team's Kanban board: the secretary and teachers of the demo school, its columns, the
 * stories of the term and their cards. Deterministic (no random draws), dated from `day0`.
 */
export function seedKanban(t: Tables, day0 = Date.now()): KanbanBoard {
  const iso = (ms: number) => new Date(ms).toISOString();
  const dayIn = (days: number) => toIsoDate(new Date(day0 + days * DAY));
  const teachers = t.teachers.filter((tc) => tc.schoolId === DEMO_IDS.schoolId && tc.active).slice(0, 5);
  const profiles: KanbanBoard['profiles'] = [
    { id: DEMO_IDS.school, name: 'Secretaria da Escola Aurora', avatar: null, time: iso(day0 - 3_600_000) },
    ...teachers.map((tc, i) => ({
      id: tc.id,
      name: tc.name,
      avatar: null,
      time: iso(day0 - (i + 2) * 5_400_000),
    })),
  ];
  const profileAt = (index: number) => profiles[index % profiles.length]?.id ?? null;

  const comments: KanbanBoard['comments'] = [
    { id: 'cm-1', comment: 'Ginásio confirmado com a direção.', profileId: profileAt(0) ?? DEMO_IDS.school },
    {
      id: 'cm-2',
      comment: 'Já falei com dois jurados, falta um.',
      profileId: profileAt(1) ?? DEMO_IDS.school,
    },
    { id: 'cm-3', comment: 'Precisamos do orçamento até sexta.', profileId: profileAt(3) ?? DEMO_IDS.school },
    {
      id: 'cm-4',
      comment: 'Podemos usar o formulário do ano passado?',
      profileId: profileAt(2) ?? DEMO_IDS.school,
    },
    { id: 'cm-5', comment: 'Lembrar das turmas da tarde.', profileId: profileAt(5) ?? DEMO_IDS.school },
  ];
  const itemComments: Record<string, string[]> = {
    'it-ginasio': ['cm-1'],
    'it-jurados': ['cm-2'],
    'it-estandes': ['cm-3'],
  };
  const storyComments: Record<string, string[]> = { 'us-matriculas': ['cm-4'], 'us-conselho': ['cm-5'] };

  const items: KanbanItem[] = KANBAN_STORIES.flatMap((story) =>
    story.items.map(([id, title, priority, dueIn, assignee, description]) => ({
      id,
      title,
      description,
      priority,
      dueDate: dueIn === null ? null : dayIn(dueIn),
      assign: profileAt(assignee),
      commentIds: itemComments[id] ?? [],
      attachments:
        id === 'it-cronograma'
          ? [{ id: 'at-1', name: 'cronograma-feira.pdf', size: 182_400, type: 'application/pdf' }]
          : id === 'it-materiais'
            ? [
                {
                  id: 'at-2',
                  name: 'lista-materiais-2027.xlsx',
                  size: 48_200,
                  type: 'application/vnd.ms-excel',
                },
              ]
            : [],
    })),
  );
  const columns: KanbanBoard['columns'] = [
    ['col-new', 'Novas'],
    ['col-doing', 'Em andamento'],
    ['col-review', 'Em revisão'],
    ['col-done', 'Concluídas'],
  ].map(([id = '', title = '']) => ({
    id,
    title,
    itemIds: items.filter((item) => KANBAN_PLACES[item.id] === id).map((item) => item.id),
  }));
  const userStory: KanbanUserStory[] = KANBAN_STORIES.map((story) => ({
    id: story.id,
    title: story.title,
    description: story.description,
    priority: story.priority,
    dueDate: dayIn(story.dueInDays),
    assign: profileAt(story.assign),
    acceptance: story.acceptance,
    columnId: story.columnId,
    itemIds: story.items.map(([id]) => id),
    commentIds: storyComments[story.id] ?? [],
  }));
  return {
    columns,
    columnsOrder: columns.map((c) => c.id),
    comments,
    items,
    profiles,
    selectedItem: false,
    userStory,
    userStoryOrder: userStory.map((s) => s.id),
  };
}
