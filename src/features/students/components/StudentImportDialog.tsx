import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDown } from '@/hooks/useBreakpoint';
import { useStudentImport } from '../hooks/useStudentImport';
import StudentImportPick from './StudentImportPick';
import StudentImportPreview from './StudentImportPreview';

/** "Importar CSV": template, file, a preview with every row's problems, then the import. */
export default function StudentImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useDown('md');
  const titleId = useId();
  const { fileInput, ...importer } = useStudentImport({ open, onClose });
  const { preview, importing } = importer;

  return (
    <Dialog
      open={open}
      onClose={importer.close}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        <FormattedMessage id="students.import.title" />
      </DialogTitle>
      <DialogContent dividers>
        {!preview && <StudentImportPick fileInput={fileInput} importer={importer} />}
        {preview && <StudentImportPreview preview={preview} importer={importer} compact={fullScreen} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {preview && (
          <Button onClick={importer.reset} disabled={importing} sx={{ mr: 'auto' }}>
            <FormattedMessage id="students.import.another" />
          </Button>
        )}
        <Button onClick={importer.close} disabled={importing}>
          <FormattedMessage id="common.cancel" />
        </Button>
        {preview && (
          <Button
            variant="contained"
            onClick={() => void importer.runImport()}
            disabled={importer.validIndexes.length === 0 || preview.checking}
            loading={importing}
          >
            <FormattedMessage id="students.import.submit" values={{ count: importer.validIndexes.length }} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
