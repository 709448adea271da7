import Papa from 'papaparse';

/** One column of an export: the header text and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * Rows as CSV text the way Brazilian spreadsheets open it: `;` between fields (Excel in pt-BR reads `,`
 * as the decimal mark), CRLF line ends and a BOM so accents survive. Quoting is papaparse's.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const data = rows.map((row) => columns.map((column) => column.value(row) ?? ''));
  return `\uFEFF${Papa.unparse(
    { fields: columns.map((column) => column.header), data },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  )}`;
}

/** Offers text as a file download (the browser's save dialog or downloads bar). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadCsv<Row>(
  filename: string,
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
): void {
  downloadText(filename, toCsv(rows, columns));
}

export interface ParsedCsv {
  headers: string[];
  rows: Record<string, string>[];
  /** Parse problems with their 1-based data row. */
  errors: { row: number; message: string }[];
}

/** Reads CSV text (`,` or `;`, detected) with a header line into rows keyed by trimmed header. */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  return {
    headers: result.meta.fields ?? [],
    rows: result.data,
    errors: result.errors.map((error) => ({ row: (error.row ?? 0) + 1, message: error.message })),
  };
}
