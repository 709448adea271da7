import type { ImportField, ImportResponse, ImportRow, ImportRowError } from '@/api/contract/students';

/** One problem of one row: its column and the text to show. */
export interface RowProblem {
  field: string;
  text: string;
}

export interface Preview {
  fileName: string;
  rows: ImportRow[];
  ignoredHeaders: string[];
  /** Problems found in the browser, per row. */
  local: RowProblem[][];
  /** Problems the server found (dry run or a refused import), per row. */
  server: Map<number, RowProblem[]>;
  checking: boolean;
  /** The server could not check the file (network…): importing is still allowed, it checks again. */
  checkFailed: string | null;
}

export const PREVIEW_COLUMNS: readonly ImportField[] = [
  'name',
  'birthDate',
  'grade',
  'classes',
  'guardianName',
  'guardianPhone',
];
export const ROWS_PER_PAGE = 25;

/** The browser's findings, as texts (`text` turns a message id into words). */
export function localProblems(
  errors: readonly (readonly ImportRowError[])[],
  text: (code: string) => string,
): RowProblem[][] {
  return errors.map((rowErrors) => rowErrors.map((er) => ({ field: er.field, text: text(er.code) })));
}

/** The dry run's findings per row (`text` picks the words: the code's message, else the server's). */
export function serverProblems(
  errors: ImportResponse['errors'],
  text: (code: string | undefined, fallback: string) => string,
): Map<number, RowProblem[]> {
  const server = new Map<number, RowProblem[]>();
  for (const er of errors) {
    const list = server.get(er.row) ?? [];
    list.push({ field: er.field, text: text(er.code, er.msg) });
    server.set(er.row, list);
  }
  return server;
}

/**
 * A refused import's field errors ("rows.<sent index>.<field>") added to the rows of the file they
 * came from: only the valid rows were sent, so sent index i is file row validIndexes[i].
 */
export function withRefusedRows(
  server: ReadonlyMap<number, RowProblem[]>,
  fieldErrors: Record<string, string>,
  validIndexes: readonly number[],
): Map<number, RowProblem[]> {
  const next = new Map(server);
  for (const [key, message] of Object.entries(fieldErrors)) {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    const sent = match ? validIndexes[Number(match[1])] : undefined;
    if (sent === undefined || !match?.[2]) continue;
    next.set(sent, [...(next.get(sent) ?? []), { field: match[2], text: message }]);
  }
  return next;
}

export function problemsOf(preview: Pick<Preview, 'local' | 'server'>, index: number): RowProblem[] {
  const all = [...(preview.local[index] ?? []), ...(preview.server.get(index) ?? [])];
  // The same finding from the browser and the server shows once.
  return all.filter((p, i) => all.findIndex((q) => q.field === p.field && q.text === p.text) === i);
}

export interface PreviewRow {
  index: number;
  problems: RowProblem[];
}

/** What the preview shows: the counts, the rows kept by the filter and the page of them. */
export function previewView(preview: Preview | null, onlyErrors: boolean, page: number) {
  const rowsWithProblems = preview ? preview.rows.map((_row, index) => problemsOf(preview, index)) : [];
  const validIndexes = rowsWithProblems.flatMap((problems, index) => (problems.length === 0 ? [index] : []));
  const shown: PreviewRow[] = rowsWithProblems
    .map((problems, index) => ({ index, problems }))
    .filter((r) => !onlyErrors || r.problems.length > 0);
  return {
    validIndexes,
    invalidCount: rowsWithProblems.length - validIndexes.length,
    shown,
    pageRows: shown.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE),
  };
}
