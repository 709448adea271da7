import type { ReactNode } from 'react';
import DemoPage from './DemoPage';
import LoadState from './LoadState';
import { useDemoEvents, type DemoEventRow } from '../data/demoEvents';

/** A table or data-grid demo: its heading, then the public events with their loading, error and empty states. */
export default function EventsDemoPage({
  titleId,
  subtitleId,
  noteId = 'demo.events.note',
  children,
}: {
  titleId: string;
  subtitleId: string;
  noteId?: string;
  children: (rows: readonly DemoEventRow[]) => ReactNode;
}) {
  const { query, rows } = useDemoEvents();
  return (
    <DemoPage titleId={titleId} subtitleId={subtitleId} noteId={noteId}>
      <LoadState
        query={query}
        items={rows}
        loadingLabelId="demo.events.loading"
        emptyTitleId="demo.events.empty.title"
        emptyBodyId="demo.events.empty.body"
      >
        {children}
      </LoadState>
    </DemoPage>
  );
}
