import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { srOnly } from '@/components/srOnly';

interface ChartWithTableProps {
  /** The chart (given CHART_PROPS), shown and hidden from screen readers. */
  chart: ReactNode;
  /** The chart's box height; the chart's own when left out. */
  height?: number;
  /** The table's caption, head and body: the same numbers, read by screen readers. */
  children: ReactNode;
}

/**
 * A chart for the eye and its numbers as a table for screen readers. The table sits in a visually
 * hidden box rather than being hidden itself: a table grows to its columns whatever width it is given,
 * so on its own it widened the page on a phone.
 */
export default function ChartWithTable({ chart, height, children }: ChartWithTableProps) {
  return (
    <>
      <Box aria-hidden sx={{ width: '100%', height }}>
        {chart}
      </Box>
      <Box sx={srOnly}>
        <table>{children}</table>
      </Box>
    </>
  );
}
