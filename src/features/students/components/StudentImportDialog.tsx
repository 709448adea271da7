import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  checkImportRows,
  foldText,
  MAX_IMPORT_ROWS,
  type ImportField,
  type ImportRow,
} from '@/api/contract/students';
import { useImportStudentsMutation, useStudentOptionsQuery } from '@/api/endpoints/students';
import { isApiError } from '@/api/errors';
import { notify } from '@/components/feedback/notify';
import { downloadText } from '@/utils/csv';
import { apiRow, headerOf, parseImportFile, readCsvFile, templateCsv } from '../csv';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/** One problem of one row: its column and the text to show. */
interface RowProblem {
  field: string;
  text: string;
}

interface Preview {
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

const PREVIEW_COLUMNS: readonly ImportField[] = [
  'name',
  'birthDate',
  'grade',
  'classes',
  'guardianName',
  'guardianPhone',
];
const ROWS_PER_PAGE = 25;

function problemText(intl: IntlShape, code: string | undefined, fallback: string): string {
  return code && code in intl.messages ? intl.formatMessage({ id: code }) : fallback;
}

function problemsOf(preview: Preview, index: number): RowProblem[] {
  const all = [...(preview.local[index] ?? []), ...(preview.server.get(index) ?? [])];
  // The same finding from the browser and the server shows once.
  return all.filter((p, i) => all.findIndex((q) => q.field === p.field && q.text === p.text) === i);
}

function RowProblems({ problems }: { problems: RowProblem[] }) {
  if (problems.length === 0)
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
        <CheckCircleOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">
          <FormattedMessage id="students.import.rowOk" />
        </Typography>
      </Stack>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
      {problems.map((p) => (
        <Typography component="li" variant="body2" key={`${p.field}-${p.text}`}>
          <strong>{headerOf(p.field as ImportField)}:</strong> {p.text}
        </Typography>
      ))}
    </Box>
  );
}

/** "Importar CSV": template, file, a preview with every row's problems, then the import. */
export default function StudentImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const options = useStudentOptionsQuery(undefined, { skip: !open });
  const [checkRows] = useImportStudentsMutation();
  const [importRows, importState] = useImportStudentsMutation();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const [dragging, setDragging] = useState(false);
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
      const local = errors.map((rowErrors) =>
        rowErrors.map((er) => ({ field: er.field, text: intl.formatMessage({ id: er.code }) })),
      );
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
        const server = new Map<number, RowProblem[]>();
        for (const er of answer.errors) {
          const list = server.get(er.row) ?? [];
          list.push({ field: er.field, text: problemText(intl, er.code, er.msg) });
          server.set(er.row, list);
        }
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

  const rowsWithProblems = preview ? preview.rows.map((_row, index) => problemsOf(preview, index)) : [];
  const validIndexes = rowsWithProblems.flatMap((problems, index) => (problems.length === 0 ? [index] : []));
  const invalidCount = rowsWithProblems.length - validIndexes.length;
  const shown = rowsWithProblems
    .map((problems, index) => ({ index, problems }))
    .filter((r) => !onlyErrors || r.problems.length > 0);
  const pageRows = shown.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);

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
      const server = new Map(preview.server);
      for (const [key, message] of Object.entries(apiError?.fieldErrors ?? {})) {
        const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
        const sent = match ? validIndexes[Number(match[1])] : undefined;
        if (sent === undefined || !match?.[2]) continue;
        server.set(sent, [...(server.get(sent) ?? []), { field: match[2], text: message }]);
      }
      setPreview({ ...preview, server });
      setImportError(apiErrorText(intl, apiError, intl.formatMessage({ id: 'students.import.failed' })));
      if (server.size > preview.server.size) {
        setOnlyErrors(true);
        setPage(0);
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void readFile(file);
  };

  const cellSx = (problems: RowProblem[], field: ImportField) =>
    problems.some((p) => p.field === field)
      ? { color: 'error.main', fontWeight: 600, bgcolor: alpha(theme.palette.error.main, 0.08) }
      : undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        <FormattedMessage id="students.import.title" />
      </DialogTitle>
      <DialogContent dividers>
        {!preview && (
          <Stack spacing={2.5}>
            <Typography color="text.secondary">
              <FormattedMessage id="students.import.intro" />
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, color: 'text.secondary', '& li': { mb: 0.5 } }}>
              <li>
                <FormattedMessage id="students.import.rule.columns" />
              </li>
              <li>
                <FormattedMessage id="students.import.rule.date" />
              </li>
              <li>
                <FormattedMessage id="students.import.rule.classes" />
              </li>
              <li>
                <FormattedMessage id="students.import.rule.phone" />
              </li>
            </Box>
            <Box>
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                onClick={downloadTemplate}
                disabled={options.isLoading}
              >
                <FormattedMessage id="students.import.template" />
              </Button>
            </Box>
            <Box
              component="label"
              htmlFor={inputId}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
                p: { xs: 3, sm: 5 },
                border: 2,
                borderStyle: 'dashed',
                borderColor: dragging ? 'primary.main' : 'divider',
                borderRadius: 3,
                bgcolor: dragging ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
                cursor: 'pointer',
                textAlign: 'center',
                '&:focus-within': { borderColor: 'primary.main' },
              }}
            >
              <CloudUploadOutlined sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
              <Typography sx={{ fontWeight: 600 }}>
                <FormattedMessage id="students.import.pick" />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="students.import.pickHelp" values={{ max: MAX_IMPORT_ROWS }} />
              </Typography>
              <Box
                component="input"
                id={inputId}
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                aria-label={intl.formatMessage({ id: 'students.import.fileLabel' })}
                onChange={(e: ChangeEvent<HTMLInputElement>) => {
                  const file = e.target.files?.[0];
                  if (file) void readFile(file);
                }}
                sx={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  opacity: 0,
                  overflow: 'hidden',
                }}
              />
            </Box>
            {reading && <LinearProgress aria-label={intl.formatMessage({ id: 'students.import.reading' })} />}
            {fileProblem && (
              <Alert severity="error" role="alert">
                {fileProblem}
              </Alert>
            )}
          </Stack>
        )}

        {preview && (
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{preview.fileName}</Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="status">
                <Chip
                  size="small"
                  variant="outlined"
                  label={intl.formatMessage(
                    { id: 'students.import.summary.rows' },
                    { count: preview.rows.length },
                  )}
                />
                <Chip
                  size="small"
                  color="success"
                  icon={<CheckCircleOutlined />}
                  label={intl.formatMessage(
                    { id: 'students.import.summary.valid' },
                    { count: validIndexes.length },
                  )}
                />
                {invalidCount > 0 && (
                  <Chip
                    size="small"
                    color="error"
                    icon={<ErrorOutlined />}
                    label={intl.formatMessage(
                      { id: 'students.import.summary.invalid' },
                      { count: invalidCount },
                    )}
                  />
                )}
              </Stack>
            </Stack>
            {preview.checking && (
              <Box>
                <LinearProgress />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  <FormattedMessage id="students.import.checking" />
                </Typography>
              </Box>
            )}
            {preview.checkFailed && (
              <Alert severity="warning">
                <FormattedMessage id="students.import.checkFailed" values={{ reason: preview.checkFailed }} />
              </Alert>
            )}
            {importError && (
              <Alert severity="error" role="alert">
                {importError}
              </Alert>
            )}
            <Alert severity="info">
              <FormattedMessage id="students.import.policy" />
            </Alert>
            {preview.ignoredHeaders.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="students.import.ignored"
                  values={{ columns: preview.ignoredHeaders.join(', ') }}
                />
              </Typography>
            )}
            <FormControlLabel
              control={
                <Switch
                  checked={onlyErrors}
                  onChange={(e) => {
                    setOnlyErrors(e.target.checked);
                    setPage(0);
                  }}
                />
              }
              label={<FormattedMessage id="students.import.onlyErrors" />}
            />
            {fullScreen ? (
              <Stack
                component="ol"
                spacing={1}
                aria-label={intl.formatMessage({ id: 'students.import.previewLabel' })}
                sx={{ m: 0, p: 0, listStyle: 'none' }}
              >
                {pageRows.map(({ index, problems }) => {
                  const row = preview.rows[index] ?? {};
                  return (
                    <Paper
                      component="li"
                      key={index}
                      variant="outlined"
                      sx={{
                        p: 1.5,
                        borderRadius: 2,
                        borderColor: problems.length > 0 ? 'error.main' : 'divider',
                      }}
                    >
                      <Typography variant="caption" color="text.secondary">
                        <FormattedMessage id="students.import.col.line" /> {index + 2}
                      </Typography>
                      <Typography sx={{ fontWeight: 600 }}>{row.name || '—'}</Typography>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ mb: 0.75, wordBreak: 'break-word' }}
                      >
                        {[row.birthDate, row.grade, row.classes, row.guardianName, row.guardianPhone]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                      <RowProblems problems={problems} />
                    </Paper>
                  );
                })}
                {pageRows.length === 0 && (
                  <Typography component="li" color="text.secondary">
                    <FormattedMessage id="students.import.noErrors" />
                  </Typography>
                )}
              </Stack>
            ) : (
              <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
                <Table size="small" aria-label={intl.formatMessage({ id: 'students.import.previewLabel' })}>
                  <TableHead>
                    <TableRow>
                      <TableCell>
                        <FormattedMessage id="students.import.col.line" />
                      </TableCell>
                      {PREVIEW_COLUMNS.map((key) => (
                        <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                          {headerOf(key)}
                        </TableCell>
                      ))}
                      <TableCell sx={{ minWidth: 220 }}>
                        <FormattedMessage id="students.import.col.problems" />
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {pageRows.map(({ index, problems }) => {
                      const row = preview.rows[index] ?? {};
                      return (
                        <TableRow key={index} hover>
                          <TableCell>{index + 2}</TableCell>
                          {PREVIEW_COLUMNS.map((key) => (
                            <TableCell
                              key={key}
                              sx={{
                                ...cellSx(problems, key),
                                whiteSpace: key === 'name' || key === 'classes' ? 'normal' : 'nowrap',
                              }}
                            >
                              {row[key] ?? ''}
                            </TableCell>
                          ))}
                          <TableCell>
                            <RowProblems problems={problems} />
                          </TableCell>
                        </TableRow>
                      );
                    })}
                    {pageRows.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={PREVIEW_COLUMNS.length + 2}>
                          <FormattedMessage id="students.import.noErrors" />
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            {shown.length > ROWS_PER_PAGE && (
              <TablePagination
                component="div"
                count={shown.length}
                page={page}
                onPageChange={(_e, next) => setPage(next)}
                rowsPerPage={ROWS_PER_PAGE}
                rowsPerPageOptions={[ROWS_PER_PAGE]}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {preview && (
          <Button onClick={reset} disabled={importState.isLoading} sx={{ mr: 'auto' }}>
            <FormattedMessage id="students.import.another" />
          </Button>
        )}
        <Button onClick={close} disabled={importState.isLoading}>
          <FormattedMessage id="common.cancel" />
        </Button>
        {preview && (
          <Button
            variant="contained"
            onClick={() => void runImport()}
            disabled={validIndexes.length === 0 || preview.checking}
            loading={importState.isLoading}
          >
            <FormattedMessage id="students.import.submit" values={{ count: validIndexes.length }} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
