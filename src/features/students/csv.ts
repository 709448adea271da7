import type { Student } from '@/api/contract/domain';
import {
  foldText,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  type ImportField,
  type ImportRow,
  type StudentClassOption,
} from '@/api/contract/students';
import { formatPhone } from '@/utils/br';
import { parseCsv, toCsv, type CsvColumn } from '@/utils/csv';
import { brDate } from './labels';

/** Columns a row cannot do without; the file must carry them. */
export const REQUIRED_COLUMNS: readonly ImportField[] = [
  'name',
  'birthDate',
  'grade',
  'guardianName',
  'guardianPhone',
];

export const headerOf = (key: ImportField) => IMPORT_COLUMNS.find((c) => c.key === key)?.header ?? key;

/** The template the school fills in: the expected headers and one example row. */
export function templateCsv(classes: readonly StudentClassOption[]): string {
  const example: ImportRow = {
    name: 'Ana Beatriz Lima',
    birthDate: '14/03/2017',
    grade: '3º ano',
    classes: classes
      .slice(0, 2)
      .map((c) => c.title)
      .join(', '),
    status: 'Ativo',
    guardianName: 'Mariana Lima',
    guardianPhone: '(11) 98765-4321',
    guardianEmail: 'mariana.lima@exemplo.com.br',
    guardianRelation: 'Mãe',
    guardian2Name: 'Roberto Lima',
    guardian2Phone: '(11) 97654-3210',
    guardian2Email: '',
    guardian2Relation: 'Pai',
  };
  return toCsv(
    [example],
    IMPORT_COLUMNS.map((c) => ({ header: c.header, value: (row: ImportRow) => row[c.key] ?? '' })),
  );
}

/** The export of the current filter: the import's columns, so an exported file imports back. */
export function studentsCsv(students: readonly Student[], classTitle: (id: string) => string): string {
  const guardian = (s: Student, index: number) => s.guardians[index];
  const values: Record<ImportField, (s: Student) => string> = {
    name: (s) => s.name,
    birthDate: (s) => brDate(s.birthDate),
    grade: (s) => s.grade,
    classes: (s) => s.classIds.map(classTitle).join(', '),
    status: (s) => (s.status === 'active' ? 'Ativo' : 'Inativo'),
    guardianName: (s) => guardian(s, 0)?.name ?? '',
    guardianPhone: (s) => formatPhone(guardian(s, 0)?.phone ?? ''),
    guardianEmail: (s) => guardian(s, 0)?.email ?? '',
    guardianRelation: (s) => guardian(s, 0)?.relation ?? '',
    guardian2Name: (s) => guardian(s, 1)?.name ?? '',
    guardian2Phone: (s) => formatPhone(guardian(s, 1)?.phone ?? ''),
    guardian2Email: (s) => guardian(s, 1)?.email ?? '',
    guardian2Relation: (s) => guardian(s, 1)?.relation ?? '',
  };
  const columns: CsvColumn<Student>[] = IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    value: values[c.key],
  }));
  return toCsv(students, columns);
}

/**
 * A file's text. Spreadsheets in Brazil often save CSV as Windows-1252 rather than UTF-8: when the
 * bytes are not valid UTF-8, they are read as Windows-1252 so "João" stays "João".
 */
export async function readCsvFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const HEADER_KEYS = new Map<string, ImportField>(
  IMPORT_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((h) => [foldText(h), c.key] as const)),
);

export type ParsedImport =
  | { ok: true; rows: ImportRow[]; ignoredHeaders: string[] }
  | { ok: false; problem: 'empty' | 'tooMany' | 'missingColumns'; missing: string[] };

/** CSV text to import rows keyed by column, or why the file cannot be used. */
export function parseImportFile(text: string): ParsedImport {
  const parsed = parseCsv(text);
  const mapping = new Map<string, ImportField>();
  const ignoredHeaders: string[] = [];
  for (const header of parsed.headers) {
    const key = HEADER_KEYS.get(foldText(header));
    if (key && ![...mapping.values()].includes(key)) mapping.set(header, key);
    else if (header) ignoredHeaders.push(header);
  }
  const present = new Set(mapping.values());
  const missing = REQUIRED_COLUMNS.filter((key) => !present.has(key)).map(headerOf);
  if (parsed.headers.length === 0) return { ok: false, problem: 'empty', missing: [] };
  if (missing.length > 0) return { ok: false, problem: 'missingColumns', missing };
  const rows = parsed.rows
    .map((raw) => {
      const row: ImportRow = {};
      for (const [header, key] of mapping) row[key] = raw[header] ?? '';
      return row;
    })
    // Lines of separators only (";;;;") are blank lines too.
    .filter((row) => Object.values(row).some((v) => v.trim() !== ''));
  if (rows.length === 0) return { ok: false, problem: 'empty', missing: [] };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, problem: 'tooMany', missing: [] };
  return { ok: true, rows, ignoredHeaders };
}

/** A row as the API takes it: every column a string. */
export function apiRow(row: ImportRow): Record<string, string> {
  return Object.fromEntries(Object.entries(row));
}
