import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_IMPORT_ROWS } from '@/api/contract/students';
import { useIsTouch } from '@/hooks/useIsTouch';
import type { StudentImport } from '../hooks/useStudentImport';

interface StudentImportPickProps {
  /** The file input, cleared after each read so the same file can be picked again. */
  fileInput: StudentImport['fileInput'];
  importer: Pick<
    StudentImport,
    'templateLoading' | 'downloadTemplate' | 'readFile' | 'reading' | 'fileProblem'
  >;
}

/** The import's first step: the rules, the template, and a file picked or dropped. */
export default function StudentImportPick({ fileInput, importer }: StudentImportPickProps) {
  const intl = useIntl();
  // A phone has no files to drag in: the whole box is a button that opens the file picker.
  const touch = useIsTouch();
  const theme = useTheme();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const { readFile } = importer;

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void readFile(file);
  };

  return (
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
          onClick={importer.downloadTemplate}
          disabled={importer.templateLoading}
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
          <FormattedMessage id={touch ? 'students.import.pick.touch' : 'students.import.pick'} />
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
      {importer.reading && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'students.import.reading' })} />
      )}
      {importer.fileProblem && (
        <Alert severity="error" role="alert">
          {importer.fileProblem}
        </Alert>
      )}
    </Stack>
  );
}
