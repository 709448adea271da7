import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkImportRows, foldText, MAX_IMPORT_ROWS } from '@/api/contract/students';
import { useImportStudentsMutation, useStudentOptionsQuery } from '@/api/endpoints/students';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import { downloadText } from '@/utils/csv';
import { apiRow, parseImportFile, readCsvFile, templateCsv } from '../csv';
import { localProblems, previewView, serverProblems, withRefusedRows, type Preview } from '../importPreview';

/**
 * The CSV import: the template, reading and checking a file (in the browser, then a dry run on the
 * server), the preview's filter and page, and the import of the valid rows (all or nothing).
 */
export function useStudentImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const options = useStudentOptionsQuery(undefined, { skip: !open });
  const [checkRows] = useImportStudentsMutation();
  const [importRows, importState] = useImportStudentsMutation();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const [reading, setReading] = useState(false);

  const classByTitle = useMemo(
    () => new Map((options.data?.classes ?? []).map((c) => [foldText(c.title), c.id])),
    [options.data],
  );

  const reset = () => {
    setPreview(null);
    setFileProblem(null);
    setImportError(null);
    setOnlyErrors(false);
    setPage(0);
  };
  const close = () => {
    if (importState.isLoading) return;
    reset();
    onClose();
  };

  const downloadTemplate = () =>
    downloadText('modelo-importacao-alunos.csv', templateCsv(options.data?.classes ?? []));

  const readFile = async (file: File) => {
    reset();
    setReading(true);
    try {
      const parsed = parseImportFile(await readCsvFile(file));
      if (!parsed.ok) {
        setFileProblem(
          intl.formatMessage(
            { id: `students.import.file.${parsed.problem}` },
            { columns: parsed.missing.join(', '), max: MAX_IMPORT_ROWS },
          ),
        );
        return;
      }
      const { errors } = checkImportRows(parsed.rows, { classByTitle });
      const local = localProblems(errors, (code) => intl.formatMessage({ id: code }));
      const next: Preview = {
        fileName: file.name,
        rows: parsed.rows,
        ignoredHeaders: parsed.ignoredHeaders,
        local,
        server: new Map(),
        checking: true,
        checkFailed: null,
      };
      setPreview(next);
      setOnlyErrors(local.some((p) => p.length > 0));
      // The server checks again, with what the browser cannot see (students already registered).
      try {
        const answer = await checkRows({ rows: parsed.rows.map(apiRow), dryRun: true }).unwrap();
        const server = serverProblems(answer.errors, (code, fallback) =>
          code && code in intl.messages ? intl.formatMessage({ id: code }) : fallback,
        );
        setPreview({ ...next, server, checking: false });
        if (answer.errors.length > 0) setOnlyErrors(true);
      } catch (error) {
        setPreview({
          ...next,
          checking: false,
          checkFailed: apiErrorText(intl, error, intl.formatMessage({ id: 'students.import.failed' })),
        });
      }
    } catch {
      setFileProblem(intl.formatMessage({ id: 'students.import.file.unreadable' }));
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const view = previewView(preview, onlyErrors, page);
  const { validIndexes } = view;

  const runImport = async () => {
    if (!preview || validIndexes.length === 0) return;
    setImportError(null);
    try {
      const answer = await importRows({
        rows: validIndexes.map((i) => apiRow(preview.rows[i] ?? {})),
      }).unwrap();
      notify(intl.formatMessage({ id: 'students.import.done' }, { count: answer.created }), 'success');
      reset();
      onClose();
    } catch (error) {
      // All or nothing: the server saved no one; its findings join the preview, on their rows.
      const apiError = isApiError(error) ? error : null;
      const server = withRefusedRows(preview.server, apiError?.fieldErrors ?? {}, validIndexes);
      setPreview({ ...preview, server });
      setImportError(apiErrorText(intl, apiError, intl.formatMessage({ id: 'students.import.failed' })));
      if (server.size > preview.server.size) {
        setOnlyErrors(true);
        setPage(0);
      }
    }
  };

  const filterErrors = (only: boolean) => {
    setOnlyErrors(only);
    setPage(0);
  };

  return {
    fileInput,
    templateLoading: options.isLoading,
    downloadTemplate,
    readFile,
    reading,
    fileProblem,
    preview,
    ...view,
    onlyErrors,
    filterErrors,
    page,
    setPage,
    importing: importState.isLoading,
    importError,
    runImport,
    reset,
    close,
  };
}

export type StudentImport = ReturnType<typeof useStudentImport>;
