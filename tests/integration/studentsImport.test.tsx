import { screen, waitFor, within } from '@testing-library/react';
import { IMPORT_COLUMNS } from '@/api/contract/students';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';

const school = sessionState({ id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null });
const FIRST_LOAD = { timeout: Math.max(LAZY_LOAD.timeout, 20_000) };
const WAIT = { timeout: 20_000 };
const SLOW = 150_000;

const HEADER =
  'Nome do aluno;Data de nascimento;Série;Turmas;Responsável;Celular do responsável;E-mail;Parentesco';

function br(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** A file with two good rows and one row for each kind of problem. */
function fileWithProblems() {
  const existing = db.tables.students.find((s) => s.id === DEMO_IDS.familyStudentId)!;
  const robotics = db.tables.courseClasses.find((c) => c.id === 'class-01a')!;
  const chess = db.tables.courseClasses.find((c) => c.id === 'class-05a')!;
  const lines = [
    HEADER,
    `Ana Beatriz Lima;14/03/2017;3º ano;${robotics.title};Mariana Lima;(11) 98765-4321;mariana@exemplo.com.br;Mãe`,
    `;10/10/2016;4º ano;;Carlos Dias;11987654321;;Pai`,
    `Pedro Santos;31/02/2016;4º ano;;Joana Santos;11987650000;;Mãe`,
    `Rafael Gomes;05/05/2015;5º ano;Turma Inexistente;Lúcia Gomes;11987651111;;Avó`,
    `Sofia Nunes;06/06/2015;5º ano;;Marta Nunes;12345;;Mãe`,
    `Ana Beatriz Lima;14/03/2017;3º ano;;Mariana Lima;(11) 98765-4321;;Mãe`,
    `${existing.name};${br(existing.birthDate)};${existing.grade};;Carla Souza;11922222222;;Mãe`,
    `Júlia Rocha;02/08/2015;5º ano;${chess.title.toUpperCase()};Paulo Rocha;21998765432;paulo@exemplo.com;Pai`,
  ];
  return new File([`\uFEFF${lines.join('\r\n')}\r\n`], 'alunos.csv', { type: 'text/csv' });
}

async function openImport() {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route: '/empresa/gestao-alunos', preloadedState: school });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('students.title') }, FIRST_LOAD),
  ).toBeInTheDocument();
  await app.user.click(screen.getByRole('button', { name: t('students.import.open') }));
  const dialog = await screen.findByRole('dialog', { name: t('students.import.title') }, WAIT);
  return { ...app, dialog };
}

/** The preview's row for a line of the file (header = line 1). */
function previewRow(dialog: HTMLElement, line: number): HTMLElement {
  const table = within(dialog).getByRole('table', { name: t('students.import.previewLabel') });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(line));
  if (!row) throw new Error(`no preview row for line ${line}`);
  return row;
}

describe('students CSV import', () => {
  test(
    'the template has the expected pt-BR headers and an example row',
    async () => {
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user, dialog } = await openImport();
      const button = within(dialog).getByRole('button', { name: t('students.import.template') });
      await waitFor(() => expect(button).toBeEnabled(), WAIT);
      await user.click(button);
      const text = await (created.mock.calls[0]?.[0] as Blob).text();
      const [header, example] = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe(IMPORT_COLUMNS.map((c) => c.header).join(';'));
      expect(example).toMatch(/^Ana Beatriz Lima;14\/03\/2017;3º ano;/);
      expect(example).toContain('(11) 98765-4321');
    },
    SLOW,
  );

  test(
    'the preview shows every row problem before anything is saved; then only good rows are imported',
    async () => {
      const before = db.tables.students.length;
      const { user, dialog } = await openImport();
      await user.upload(within(dialog).getByLabelText(t('students.import.fileLabel')), fileWithProblems());

      // The server's check (existing students) joins the browser's.
      await waitFor(
        () =>
          expect(
            within(previewRow(dialog, 8)).getByText(t('students.import.error.duplicateExisting')),
          ).toBeInTheDocument(),
        WAIT,
      );
      expect(
        within(previewRow(dialog, 3)).getByText(t('students.import.error.nameMissing')),
      ).toBeInTheDocument();
      // 31/02/2016 is written right: the row says the day does not exist, not how to write a date.
      expect(
        within(previewRow(dialog, 4)).getByText(t('students.import.error.dateNonexistent')),
      ).toBeInTheDocument();
      expect(
        within(previewRow(dialog, 4)).queryByText(t('students.import.error.dateFormat')),
      ).not.toBeInTheDocument();
      expect(
        within(previewRow(dialog, 5)).getByText(t('students.import.error.classUnknown')),
      ).toBeInTheDocument();
      expect(within(previewRow(dialog, 6)).getByText(t('students.import.error.phone'))).toBeInTheDocument();
      expect(
        within(previewRow(dialog, 7)).getByText(t('students.import.error.duplicateInFile')),
      ).toBeInTheDocument();
      // Only rows with problems are listed at first; good rows show when the switch is off.
      expect(() => previewRow(dialog, 2)).toThrow();
      await user.click(within(dialog).getByRole('switch', { name: t('students.import.onlyErrors') }));
      expect(within(previewRow(dialog, 2)).getByText(t('students.import.rowOk'))).toBeInTheDocument();
      expect(within(previewRow(dialog, 9)).getByText(t('students.import.rowOk'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('students.import.policy'))).toBeInTheDocument();

      // Nothing was saved by reading and checking the file.
      expect(db.tables.students).toHaveLength(before);

      await user.click(within(dialog).getByRole('button', { name: 'Importar 2 alunos' }));
      expect(await screen.findByText('2 alunos importados.', {}, WAIT)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
      expect(db.tables.students).toHaveLength(before + 2);
      const [ana, julia] = db.tables.students.slice(-2);
      expect(ana).toMatchObject({
        name: 'Ana Beatriz Lima',
        birthDate: '2017-03-14',
        grade: '3º ano',
        classIds: ['class-01a'],
        status: 'active',
        guardians: [
          { name: 'Mariana Lima', phone: '11987654321', email: 'mariana@exemplo.com.br', relation: 'Mãe' },
        ],
      });
      // Class names match without regard to case; the class lists the new student too.
      expect(julia).toMatchObject({ name: 'Júlia Rocha', classIds: ['class-05a'] });
      expect(db.tables.courseClasses.find((c) => c.id === 'class-05a')?.studentIds).toContain(julia?.id);
    },
    SLOW,
  );

  test(
    'all or nothing: when the server refuses a row at import time, no student is saved',
    async () => {
      const before = db.tables.students.length;
      const { user, dialog } = await openImport();
      await user.upload(within(dialog).getByLabelText(t('students.import.fileLabel')), fileWithProblems());
      const submit = await within(dialog).findByRole('button', { name: 'Importar 2 alunos' }, WAIT);
      await waitFor(() => expect(submit).toBeEnabled(), WAIT);

      // Meanwhile someone registers Júlia by hand.
      const julia = structuredClone(db.tables.students[1]!);
      db.tables.students.push({ ...julia, id: 'st-manual', name: 'Júlia Rocha', birthDate: '2015-08-02' });

      await user.click(submit);
      expect(
        await within(dialog).findByText('Nenhum aluno foi importado: 1 linha tem erro.', {}, WAIT),
      ).toBeInTheDocument();
      expect(db.tables.students).toHaveLength(before + 1);
      expect(db.tables.students.some((s) => s.name === 'Ana Beatriz Lima')).toBe(false);
      expect(
        within(previewRow(dialog, 9)).getByText(t('students.import.error.duplicateExisting')),
      ).toBeInTheDocument();
      // The file is still there to fix or import again.
      expect(within(dialog).getByRole('button', { name: 'Importar 1 aluno' })).toBeEnabled();
    },
    SLOW,
  );

  test(
    'a file without the required columns is explained; Windows-1252 files keep their accents',
    async () => {
      const { user, dialog } = await openImport();
      const input = within(dialog).getByLabelText(t('students.import.fileLabel'));
      await user.upload(input, new File(['nome;idade\r\nAna;7\r\n'], 'errado.csv', { type: 'text/csv' }));
      expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
        'O arquivo não tem as colunas obrigatórias: Data de nascimento, Série, Responsável, Celular do responsável. Use o modelo.',
      );

      // Excel in pt-BR saves "CSV" as Windows-1252.
      const latin1 = Uint8Array.from(
        `${HEADER}\r\nJoão Conceição;01/02/2016;4º ano;;Inês Conceição;11987652222;;Mãe\r\n`,
        (ch) => ch.charCodeAt(0),
      );
      await user.upload(input, new File([latin1], 'excel.csv', { type: 'text/csv' }));
      const submit = await within(dialog).findByRole('button', { name: 'Importar 1 aluno' }, WAIT);
      // No problems: every row is listed.
      expect(within(dialog).getByRole('switch', { name: t('students.import.onlyErrors') })).not.toBeChecked();
      expect(within(previewRow(dialog, 2)).getByText('João Conceição')).toBeInTheDocument();
      await waitFor(() => expect(submit).toBeEnabled(), WAIT);
    },
    SLOW,
  );
});
