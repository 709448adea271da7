import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import PageHeader from '@/components/states/PageHeader';

interface DemoPageProps {
  titleId: string;
  subtitleId?: string;
  /** What the demo shows and where its data comes from, in a note under the heading. */
  noteId?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a template demo page: its h1, a line on what it shows, then the demo. */
export default function DemoPage({ titleId, subtitleId, noteId, actions, children }: DemoPageProps) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <PageHeader titleId={titleId} subtitleId={subtitleId} actions={actions} />
      {noteId && (
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
          <FormattedMessage id={noteId} />
        </Alert>
      )}
      {children}
    </Stack>
  );
}
