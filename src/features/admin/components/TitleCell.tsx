import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface TitleCellProps {
  /** The title: plain text, or a link the caller styles. */
  title: ReactNode;
  /** A word before the detail (the status, on a phone where its column is hidden). */
  note?: { label: string; color: string } | null;
  detail: ReactNode;
  /** Cut a long detail with an ellipsis. */
  clipDetail?: boolean;
}

/** A grid's first cell: the title in bold and a detail line under it. */
export default function TitleCell({ title, note, detail, clipDetail = false }: TitleCellProps) {
  return (
    <Box sx={{ minWidth: 0, py: 0.5, lineHeight: 1.3 }}>
      {typeof title === 'string' ? (
        <Typography variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {title}
        </Typography>
      ) : (
        title
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', ...(clipDetail && { overflow: 'hidden', textOverflow: 'ellipsis' }) }}
      >
        {note && (
          <Box component="span" sx={{ fontWeight: 700, mr: 0.75, color: note.color }}>
            {note.label}
          </Box>
        )}
        {detail}
      </Typography>
    </Box>
  );
}
