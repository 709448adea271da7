import type { TemplateCalendarEvent } from '@/api/contract/calendar';
import { toIsoDate } from '@/utils/localDate';
import type { Tables } from './types';

interface SeedEvent {
  title: string;
  description: string;
  location: string;
  color: string;
  /** Days from day0 (negative: before). */
  day: number;
  /** HH:mm to HH:mm, or all day for `days` days. */
  time: [string, string] | { days: number };
}

/** The school's agenda around day0: meetings, rehearsals, the Lumis tournament… (pt-BR, no randomness). */
const EVENTS: SeedEvent[] = [
  {
    title: 'Reunião pedagógica',
    description: 'Planejamento do bimestre com a coordenação.',
    location: 'Sala dos professores',
    color: '#7e57c2',
    day: -9,
    time: ['08:00', '10:00'],
  },
  {
    title: 'Conselho de classe do 5º ano',
    description: 'Avaliação das turmas e encaminhamentos.',
    location: 'Sala de reuniões',
    color: '#546e7a',
    day: -6,
    time: ['14:00', '16:30'],
  },
  {
    title: 'Feira de ciências',
    description: 'Projetos dos alunos abertos às famílias.',
    location: 'Quadra coberta',
    color: '#43a047',
    day: -4,
    time: { days: 2 },
  },
  {
    title: 'Ensaio da festa junina',
    description: 'Quadrilha do 3º e 4º anos; trazer os trajes.',
    location: 'Pátio',
    color: '#ef6c00',
    day: -2,
    time: ['15:00', '16:30'],
  },
  {
    title: 'Reunião de equipe',
    description: 'Avisos da semana e escala do recreio.',
    location: 'Sala dos professores',
    color: '#2196f3',
    day: 0,
    time: ['07:30', '08:15'],
  },
  {
    title: 'Treino do torneio de Lumis',
    description: 'Partidas de preparação para o torneio.',
    location: 'Biblioteca',
    color: '#00897b',
    day: 0,
    time: ['16:00', '17:30'],
  },
  {
    title: 'Ensaio geral da festa junina',
    description: 'Todas as turmas, com som e iluminação.',
    location: 'Pátio',
    color: '#ef6c00',
    day: 2,
    time: ['14:00', '17:00'],
  },
  {
    title: 'Noite de pais e mestres',
    description: 'Conversa com as famílias sobre o desenvolvimento dos alunos.',
    location: 'Auditório',
    color: '#d81b60',
    day: 3,
    time: ['19:00', '21:00'],
  },
  {
    title: 'Semana de provas',
    description: 'Avaliações do bimestre do 6º ao 9º ano.',
    location: 'Salas de aula',
    color: '#e53935',
    day: 5,
    time: { days: 5 },
  },
  {
    title: 'Festa junina',
    description: 'Barracas, quadrilha e comidas típicas. Aberta à comunidade.',
    location: 'Pátio e quadra',
    color: '#ef6c00',
    day: 6,
    time: ['10:00', '16:00'],
  },
  {
    title: 'Torneio de Lumis',
    description: 'Torneio entre turmas, com premiação no fim do dia.',
    location: 'Ginásio',
    color: '#00897b',
    day: 9,
    time: ['09:00', '17:00'],
  },
  {
    title: 'Reunião com a associação de pais',
    description: 'Prestação de contas da festa junina.',
    location: 'Sala de reuniões',
    color: '#546e7a',
    day: 12,
    time: ['18:30', '20:00'],
  },
  {
    title: 'Formação de professores',
    description: 'Oficina de metodologias ativas.',
    location: 'Laboratório de informática',
    color: '#7e57c2',
    day: 14,
    time: ['08:00', '12:00'],
  },
  {
    title: 'Entrega de boletins',
    description: 'Plantão da secretaria para as famílias.',
    location: 'Secretaria',
    color: '#2196f3',
    day: 16,
    time: ['08:00', '18:00'],
  },
  {
    title: 'Recesso escolar',
    description: 'Sem aulas; a secretaria atende em horário reduzido.',
    location: '',
    color: '#546e7a',
    day: 20,
    time: { days: 3 },
  },
];

function dayFrom(day0: number, offset: number): string {
  const d = new Date(day0);
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + offset);
  return toIsoDate(d);
}

/** The events of the template calendar app, around day0. */
export function seedTemplateCalendar(_t: Tables, day0 = Date.now()): TemplateCalendarEvent[] {
  return EVENTS.map((ev, index) => {
    const date = dayFrom(day0, ev.day);
    const span = Array.isArray(ev.time)
      ? { allDay: false, start: `${date}T${ev.time[0]}:00`, end: `${date}T${ev.time[1]}:00` }
      : { allDay: true, start: date, end: dayFrom(day0, ev.day + ev.time.days) };
    return {
      id: `tev-${String(index + 1).padStart(2, '0')}`,
      title: ev.title,
      description: ev.description,
      location: ev.location,
      color: ev.color,
      ...span,
    };
  });
}
