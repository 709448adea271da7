import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentImport } from '../hooks/useStudentImport';
import { ROWS_PER_PAGE, type Preview } from '../importPreview';
import StudentImportRows from './StudentImportRows';

interface StudentImportPreviewProps {
  preview: Preview;
  importer: Pick<
    StudentImport,
    | 'validIndexes'
    | 'invalidCount'
    | 'shown'
    | 'pageRows'
    | 'importError'
    | 'onlyErrors'
    | 'filterErrors'
    | 'page'
    | 'setPage'
  >;
  compact: boolean;
}

/** The import's second step: the file's rows, counted, checked and paged, before importing. */
export default function StudentImportPreview({ preview, importer, compact }: StudentImportPreviewProps) {
  const intl = useIntl();
  const { invalidCount, shown, page } = importer;
  return (
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
            label={intl.formatMessage({ id: 'students.import.summary.rows' }, { count: preview.rows.length })}
          />
          <Chip
            size="small"
            color="success"
            icon={<CheckCircleOutlined />}
            label={intl.formatMessage(
              { id: 'students.import.summary.valid' },
              { count: importer.validIndexes.length },
            )}
          />
          {invalidCount > 0 && (
            <Chip
              size="small"
              color="error"
              icon={<ErrorOutlined />}
              label={intl.formatMessage({ id: 'students.import.summary.invalid' }, { count: invalidCount })}
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
      {importer.importError && (
        <Alert severity="error" role="alert">
          {importer.importError}
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
          <Switch checked={importer.onlyErrors} onChange={(e) => importer.filterErrors(e.target.checked)} />
        }
        label={<FormattedMessage id="students.import.onlyErrors" />}
      />
      <StudentImportRows rows={preview.rows} pageRows={importer.pageRows} compact={compact} />
      {shown.length > ROWS_PER_PAGE && (
        <TablePagination
          component="div"
          count={shown.length}
          page={page}
          onPageChange={(_e, next) => importer.setPage(next)}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[ROWS_PER_PAGE]}
        />
      )}
    </Stack>
  );
}
