import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageNavProps {
  /** How many items the list has in all. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The range shown ("11–20 de 42"), already translated. */
  shownLabel: (range: { from: number; to: number; count: number }) => string;
  /** The buttons' names, already translated. */
  previousLabel: string;
  nextLabel: string;
}

/**
 * The list kit's pager for a list with a fixed page size: the range shown and previous/next buttons.
 * MUI's TablePagination draws the same with a rows-per-page select and tooltips, whose code (Select,
 * Tooltip and its positioning engine) a list without that choice should not carry.
 */
export default function PageNav({
  count,
  page,
  pageSize,
  onPage,
  shownLabel,
  previousLabel,
  nextLabel,
}: PageNavProps) {
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const last = Math.max(0, Math.ceil(count / pageSize) - 1);
  // The arrows point the way the page turns: mirrored in a right-to-left language.
  const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, py: 1, color: 'text.secondary' }}
    >
      <Typography variant="body2" aria-live="polite">
        {shownLabel({ from, to, count })}
      </Typography>
      <IconButton
        aria-label={previousLabel}
        title={previousLabel}
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftOutlined sx={mirrored} />
      </IconButton>
      <IconButton
        aria-label={nextLabel}
        title={nextLabel}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightOutlined sx={mirrored} />
      </IconButton>
    </Stack>
  );
}
