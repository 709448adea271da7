import type { Mail, MailFolder, MailLabel, MailPerson, MailTable } from '@/api/contract/mail';
import type { Tables } from './types';

const HOUR = 3_600_000;

export const SECRETARY: MailPerson = {
  name: 'Secretaria da Escola Aurora',
  email: 'secretaria@escolaaurora.com.br',
};

const P = {
  carla: { name: 'Carla Souza', email: 'carla.souza@exemplo.com.br' },
  rafael: { name: 'Rafael Oliveira', email: 'rafael.oliveira@exemplo.com.br' },
  juliana: { name: 'Juliana Martins', email: 'juliana.martins@exemplo.com.br' },
  fernanda: { name: 'Fernanda Lima', email: 'fernanda.lima@exemplo.com.br' },
  ana: { name: 'Profa. Ana Ribeiro', email: 'ana.ribeiro@escolaaurora.com.br' },
  marcos: { name: 'Prof. Marcos Teixeira', email: 'marcos.teixeira@escolaaurora.com.br' },
  helena: { name: 'Helena Duarte (Coordenação)', email: 'coordenacao@escolaaurora.com.br' },
  paulo: { name: 'Paulo Mendes', email: 'paulo@vibraproducoes.com.br' },
  teatro: { name: 'Cia. Teatro de Bolso', email: 'agenda@teatrodebolso.com.br' },
  marina: { name: 'Marina Costa (Lumi)', email: 'marina.costa@lumi.app.br' },
  bruno: { name: 'Bruno Lima (Lumi)', email: 'bruno.lima@lumi.app.br' },
  lumi: { name: 'Equipe Lumi', email: 'contato@lumi.app.br' },
  financeiro: { name: 'Financeiro Aurora', email: 'financeiro@escolaaurora.com.br' },
  promo: { name: 'Super Ofertas Já', email: 'ofertas@superofertas-ja.com' },
  premio: { name: 'Prêmio Garantido', email: 'voce-ganhou@premio-garantido.net' },
} satisfies Record<string, MailPerson>;

interface SeedLine {
  folder: MailFolder;
  from: MailPerson;
  to?: MailPerson[];
  cc?: MailPerson[];
  subject: string;
  body: string;
  /** Hours before day0. */
  hoursAgo: number;
  read?: boolean;
  starred?: boolean;
  important?: boolean;
  labels?: MailLabel[];
  attachments?: string[];
}

const LINES: SeedLine[] = [
  {
    folder: 'inbox',
    from: P.carla,
    subject: 'Autorização para a excursão ao Museu Catavento',
    body: 'Olá, equipe da secretaria!\n\nSegue a autorização assinada para o **Lucas (5º ano B)** participar da excursão ao Museu Catavento.\n\nEle tem alergia a amendoim; o lanche dele vai separado na mochila.\n\nObrigada,\nCarla Souza',
    hoursAgo: 2,
    important: true,
    labels: ['familias', 'eventos'],
    attachments: ['autorizacao-lucas.pdf'],
  },
  {
    folder: 'inbox',
    from: P.paulo,
    subject: 'Festival de Inverno: ingressos de meia-entrada para a escola',
    body: 'Bom dia!\n\nConseguimos reservar **120 ingressos de meia-entrada** para alunos da Escola Aurora no Festival de Inverno.\n\n- Data: sábado, 10h\n- Local: Teatro Municipal\n- Cupom: `AURORA10`\n\nPodemos publicar o evento na Lumi para as famílias ainda hoje?\n\nAbraço,\nPaulo — Vibra Produções',
    hoursAgo: 5,
    starred: true,
    important: true,
    labels: ['eventos'],
  },
  {
    folder: 'inbox',
    from: P.ana,
    subject: 'Notas do 3º bimestre lançadas',
    body: 'Prezada secretaria,\n\nLancei as notas do 3º bimestre das turmas de **Matemática do 6º ano**. Faltam só dois alunos em recuperação.\n\nProfa. Ana',
    hoursAgo: 9,
    labels: ['escola'],
  },
  {
    folder: 'inbox',
    from: P.marina,
    subject: 'Novidades da Lumi: missões de leitura',
    body: '## Missões de leitura chegaram!\n\nAgora a escola pode criar missões de leitura com recompensa em cartas Lumis.\n\n1. Abra *Missões* no menu\n2. Escolha as turmas\n3. Defina a carta de recompensa\n\nQualquer dúvida, é só responder este e-mail.\n\nMarina, equipe Lumi',
    hoursAgo: 20,
    read: true,
    labels: ['escola'],
  },
  {
    folder: 'inbox',
    from: P.rafael,
    subject: 'Segunda via do boleto de setembro',
    body: 'Boa tarde,\n\nNão recebi o boleto da mensalidade de setembro da Sofia (3º ano A). Vocês podem enviar a segunda via?\n\nRafael Oliveira',
    hoursAgo: 26,
    labels: ['financeiro', 'familias'],
  },
  {
    folder: 'inbox',
    from: P.helena,
    subject: 'Reunião pedagógica: pauta de quinta-feira',
    body: 'Pessoal,\n\nA pauta da reunião de quinta:\n\n- Calendário da Feira de Ciências\n- Rematrícula 2027\n- Projeto de leitura com as famílias\n\nHelena, coordenação',
    hoursAgo: 30,
    read: true,
    starred: true,
    labels: ['escola'],
    attachments: ['pauta-reuniao.docx'],
  },
  {
    folder: 'inbox',
    from: P.juliana,
    subject: 'Falta justificada — Pedro, 2º ano',
    body: 'Olá,\n\nO Pedro não irá à aula amanhã por causa de uma consulta médica. Envio o atestado em anexo.\n\nJuliana Martins',
    hoursAgo: 34,
    labels: ['familias'],
    attachments: ['atestado-pedro.jpg'],
  },
  {
    folder: 'inbox',
    from: P.teatro,
    subject: 'Proposta: peça "O Pequeno Príncipe" na escola',
    body: 'Olá, Escola Aurora!\n\nSomos a **Cia. Teatro de Bolso** e gostaríamos de levar a peça *O Pequeno Príncipe* ao auditório da escola em novembro.\n\nA venda de ingressos pode ser feita pela Lumi, com meia-entrada para os alunos.\n\nAtenciosamente,\nCia. Teatro de Bolso',
    hoursAgo: 2 * 24 + 3,
    read: true,
    labels: ['eventos'],
  },
  {
    folder: 'inbox',
    from: P.financeiro,
    subject: 'Repasse das vendas da Feira de Ciências',
    body: 'Bom dia,\n\nO repasse das vendas de ingressos da Feira de Ciências caiu hoje na conta da escola: **R$ 3.480,00** líquidos.\n\nFinanceiro',
    hoursAgo: 2 * 24 + 8,
    read: true,
    important: true,
    labels: ['financeiro', 'eventos'],
  },
  {
    folder: 'inbox',
    from: P.marcos,
    subject: 'Material para a aula de robótica',
    body: 'Oi!\n\nPreciso de 12 kits de robótica para a turma do 8º ano na sexta. Conseguem confirmar a reserva do laboratório?\n\nMarcos',
    hoursAgo: 3 * 24,
    labels: ['escola'],
  },
  {
    folder: 'inbox',
    from: P.fernanda,
    subject: 'Dúvida sobre a rematrícula',
    body: 'Olá,\n\nA rematrícula do Theo já pode ser feita pela Lumi ou preciso ir até a secretaria?\n\nObrigada!\nFernanda',
    hoursAgo: 3 * 24 + 6,
    read: true,
    labels: ['familias', 'escola'],
  },
  {
    folder: 'inbox',
    from: P.bruno,
    subject: 'Manutenção programada no domingo',
    body: 'Olá!\n\nNo domingo, das 2h às 4h, a Lumi passará por uma manutenção programada. A venda de ingressos fica pausada nesse intervalo.\n\nBruno, equipe Lumi',
    hoursAgo: 4 * 24,
    read: true,
  },
  {
    folder: 'inbox',
    from: P.carla,
    subject: 'Agradecimento pela Festa Junina',
    body: 'Queria agradecer a toda a equipe pela Festa Junina. As crianças adoraram a quadrilha!\n\nCarla',
    hoursAgo: 5 * 24,
    read: true,
    starred: true,
    labels: ['familias', 'eventos'],
  },
  {
    folder: 'inbox',
    from: P.paulo,
    subject: 'Check-in do show de talentos',
    body: 'Oi, pessoal!\n\nNo dia do show de talentos, vamos fazer o check-in dos ingressos pelo QR code na entrada. Precisamos de dois voluntários da escola às 18h.\n\nPaulo',
    hoursAgo: 6 * 24,
    read: true,
    labels: ['eventos'],
  },
  {
    folder: 'inbox',
    from: P.rafael,
    subject: 'Cardápio da cantina',
    body: 'Bom dia! A cantina vai publicar o cardápio do mês no mural ou pelo app?\n\nRafael',
    hoursAgo: 7 * 24,
    read: true,
    labels: ['familias'],
  },
  {
    folder: 'inbox',
    from: P.lumi,
    subject: 'Seu resumo semanal na Lumi',
    body: '## Semana da Escola Aurora\n\n- 86 ingressos vendidos\n- 14 missões concluídas\n- 212 cartas Lumis entregues\n\nContinue assim!',
    hoursAgo: 8 * 24,
    read: true,
  },
  {
    folder: 'inbox',
    from: P.helena,
    subject: 'Calendário de provas do 4º bimestre',
    body: 'Segue o calendário de provas do 4º bimestre para divulgação às famílias.\n\nHelena',
    hoursAgo: 10 * 24,
    read: true,
    important: true,
    labels: ['escola', 'familias'],
    attachments: ['calendario-provas.pdf'],
  },
  {
    folder: 'inbox',
    from: P.juliana,
    subject: 'Uniforme perdido',
    body: 'Olá! O Pedro esqueceu o casaco do uniforme na quadra na terça. Alguém encontrou?\n\nJuliana',
    hoursAgo: 12 * 24,
    read: true,
    labels: ['familias'],
  },
  {
    folder: 'sent',
    from: SECRETARY,
    to: [P.carla],
    subject: 'Re: Autorização para a excursão ao Museu Catavento',
    body: 'Olá, Carla!\n\nRecebemos a autorização do Lucas. Anotamos a alergia a amendoim e avisamos a professora responsável.\n\nSecretaria da Escola Aurora',
    hoursAgo: 1,
    read: true,
    labels: ['familias'],
  },
  {
    folder: 'sent',
    from: SECRETARY,
    to: [P.paulo],
    cc: [P.helena],
    subject: 'Re: Check-in do show de talentos',
    body: 'Oi, Paulo!\n\nConfirmados dois voluntários às 18h: a Profa. Ana e o Prof. Marcos.\n\nSecretaria',
    hoursAgo: 5 * 24 + 4,
    read: true,
    labels: ['eventos'],
  },
  {
    folder: 'sent',
    from: SECRETARY,
    to: [P.fernanda],
    subject: 'Re: Dúvida sobre a rematrícula',
    body: 'Olá, Fernanda!\n\nA rematrícula pode ser feita pela Lumi, em *Cursos*, até o dia 30. Não precisa vir à secretaria.\n\nAbraço!',
    hoursAgo: 3 * 24 + 2,
    read: true,
    labels: ['familias'],
  },
  {
    folder: 'sent',
    from: SECRETARY,
    to: [P.ana, P.marcos],
    subject: 'Escala do recreio — novembro',
    body: 'Professores,\n\nSegue a escala do recreio de novembro. Qualquer troca, avisem a coordenação.\n\nSecretaria',
    hoursAgo: 9 * 24,
    read: true,
    labels: ['escola'],
    attachments: ['escala-recreio-novembro.pdf'],
  },
  {
    folder: 'sent',
    from: SECRETARY,
    to: [P.marina],
    subject: 'Dúvida sobre o repasse de eventos gratuitos',
    body: 'Olá, Marina!\n\nEventos gratuitos publicados na Lumi têm alguma taxa? Queremos divulgar a Mostra de Artes.\n\nSecretaria da Escola Aurora',
    hoursAgo: 11 * 24,
    read: true,
    labels: ['financeiro'],
  },
  {
    folder: 'drafts',
    from: SECRETARY,
    to: [P.rafael],
    subject: 'Re: Segunda via do boleto de setembro',
    body: 'Olá, Rafael!\n\nSegue a segunda via do boleto de setembro da Sofia.',
    hoursAgo: 24,
    read: true,
    labels: ['financeiro'],
  },
  {
    folder: 'drafts',
    from: SECRETARY,
    to: [],
    subject: 'Comunicado: Feira de Ciências 2026',
    body: '## Feira de Ciências\n\nQueridas famílias, a Feira de Ciências será no dia',
    hoursAgo: 2 * 24,
    read: true,
    labels: ['eventos', 'familias'],
  },
  {
    folder: 'spam',
    from: P.promo,
    subject: 'ÚLTIMA CHANCE!!! 90% de desconto em material escolar',
    body: 'Clique agora e garanta sua oferta exclusiva!!!',
    hoursAgo: 15,
  },
  {
    folder: 'spam',
    from: P.premio,
    subject: 'Parabéns, você ganhou um prêmio',
    body: 'Você foi selecionado. Envie seus dados bancários para receber o prêmio.',
    hoursAgo: 4 * 24,
  },
  {
    folder: 'trash',
    from: P.lumi,
    subject: 'Convite: webinar sobre gamificação na escola',
    body: 'Participe do nosso webinar sobre gamificação com cartas Lumis. Vagas limitadas.',
    hoursAgo: 9 * 24,
    read: true,
  },
  {
    folder: 'trash',
    from: P.teatro,
    subject: 'Temporada encerrada',
    body: 'Agradecemos o público da temporada de inverno. Até a próxima!',
    hoursAgo: 20 * 24,
    read: true,
    labels: ['eventos'],
  },
  {
    folder: 'inbox',
    from: P.marcos,
    subject: 'Olimpíada de Matemática: inscrições',
    body: 'As inscrições para a Olimpíada de Matemática vão até sexta. Já temos 18 alunos inscritos.\n\nMarcos',
    hoursAgo: 14 * 24,
    read: true,
    labels: ['escola'],
  },
];

const address = (people: MailPerson[] | undefined) => (people ?? []).map((p) => p.email);

/**
 * The mailbox of the template mail app: the Escola Aurora secretary's inbox, with families, teachers,
 * event producers and the Lumi team writing in, newest first. Deterministic, dated from `day0`.
 */
export function seedMail(_t: Tables, day0 = Date.now()): MailTable {
  const mails: Mail[] = LINES.map((line, index) => ({
    id: `mail-${String(index + 1).padStart(3, '0')}`,
    folder: line.folder,
    from: line.from,
    to: line.to ? address(line.to) : [SECRETARY.email],
    cc: address(line.cc),
    bcc: [],
    subject: line.subject,
    body: line.body,
    sentAt: new Date(day0 - line.hoursAgo * HOUR - (index % 7) * 7 * 60_000).toISOString(),
    read: line.read ?? false,
    starred: line.starred ?? false,
    important: line.important ?? false,
    labels: line.labels ?? [],
    attachments: line.attachments ?? [],
  }));
  mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return { mails };
}
