import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportField, ImportRow } from '@/api/contract/students';
import { headerOf } from '../csv';
import { PREVIEW_COLUMNS, type PreviewRow, type RowProblem } from '../importPreview';

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

interface StudentImportRowsProps {
  rows: readonly ImportRow[];
  pageRows: readonly PreviewRow[];
  /** On phones each row is a card; elsewhere a table. */
  compact: boolean;
}

/** One page of the preview: each line of the file with its values and its problems. */
export default function StudentImportRows({ rows, pageRows, compact }: StudentImportRowsProps) {
  const intl = useIntl();
  const theme = useTheme();
  const label = intl.formatMessage({ id: 'students.import.previewLabel' });

  const cellSx = (problems: RowProblem[], field: ImportField) =>
    problems.some((p) => p.field === field)
      ? { color: 'error.main', fontWeight: 600, bgcolor: alpha(theme.palette.error.main, 0.08) }
      : undefined;

  if (compact) {
    return (
      <Stack component="ol" spacing={1} aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {pageRows.map(({ index, problems }) => {
          const row = rows[index] ?? {};
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
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75, wordBreak: 'break-word' }}>
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
    );
  }

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={label}>
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
            const row = rows[index] ?? {};
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
  );
}
