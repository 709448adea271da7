import type { Preview } from './importPreview';
import {
  localProblems,
  previewView,
  problemsOf,
  ROWS_PER_PAGE,
  serverProblems,
  withRefusedRows,
} from './importPreview';

const preview = (patch: Partial<Preview> = {}): Preview => ({
  fileName: 'alunos.csv',
  rows: [{ name: 'Ana' }, { name: '' }, { name: 'Bia' }],
  ignoredHeaders: [],
  local: [[], [{ field: 'name', text: 'Nome em branco' }], []],
  server: new Map(),
  checking: false,
  checkFailed: null,
  ...patch,
});

describe('import preview', () => {
  it('turns the browser findings into texts, row by row', () => {
    const text = (code: string) => `text:${code}`;
    expect(localProblems([[], [{ field: 'name', code: 'a' }]], text)).toEqual([
      [],
      [{ field: 'name', text: 'text:a' }],
    ]);
  });

  it('groups the dry run findings by row, with the words the caller picks', () => {
    const server = serverProblems(
      [
        { row: 2, field: 'name', msg: 'Já cadastrado', code: 'students.import.error.exists' },
        { row: 2, field: 'grade', msg: 'Série inválida' },
        { row: 0, field: 'classes', msg: 'Turma desconhecida' },
      ],
      (code, fallback) => code ?? fallback,
    );
    expect(server.get(2)).toEqual([
      { field: 'name', text: 'students.import.error.exists' },
      { field: 'grade', text: 'Série inválida' },
    ]);
    expect(server.get(0)).toEqual([{ field: 'classes', text: 'Turma desconhecida' }]);
    expect(server.has(1)).toBe(false);
  });

  it('puts a refused import back on the rows of the file that were sent', () => {
    const before = new Map([[0, [{ field: 'name', text: 'antes' }]]]);
    const after = withRefusedRows(
      before,
      { 'rows.1.guardianPhone': 'Telefone repetido', 'rows.9.name': 'fora', other: 'sem linha' },
      [0, 2],
    );
    expect(after.get(2)).toEqual([{ field: 'guardianPhone', text: 'Telefone repetido' }]);
    expect(after.get(0)).toEqual([{ field: 'name', text: 'antes' }]);
    expect(after.size).toBe(2);
    // The preview's own map is left as it was.
    expect(before.size).toBe(1);
  });

  it('shows a finding once when the browser and the server both made it', () => {
    const both = preview({ server: new Map([[1, [{ field: 'name', text: 'Nome em branco' }]]]) });
    expect(problemsOf(both, 1)).toEqual([{ field: 'name', text: 'Nome em branco' }]);
  });

  it('counts valid and invalid rows and filters to the rows with problems', () => {
    const all = previewView(preview(), false, 0);
    expect(all.validIndexes).toEqual([0, 2]);
    expect(all.invalidCount).toBe(1);
    expect(all.shown.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(previewView(preview(), true, 0).shown.map((r) => r.index)).toEqual([1]);
    expect(previewView(null, false, 0)).toEqual({
      validIndexes: [],
      invalidCount: 0,
      shown: [],
      pageRows: [],
    });
  });

  it('pages the rows shown', () => {
    const rows = Array.from({ length: ROWS_PER_PAGE + 3 }, (_v, i) => ({ name: `Aluno ${i}` }));
    const view = previewView(preview({ rows, local: [] }), false, 1);
    expect(view.pageRows.map((r) => r.index)).toEqual([ROWS_PER_PAGE, ROWS_PER_PAGE + 1, ROWS_PER_PAGE + 2]);
  });
});
