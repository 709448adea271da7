import Grid, { type GridBaseProps } from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export interface SkeletonColumn {
  size: GridBaseProps['size'];
  /** One rounded block per height, stacked; a single height is a single block. */
  heights: readonly number[];
}

/** The loading shape of a page laid out in columns (a main column and a side one). */
export default function ColumnsSkeleton({
  columns,
  spacing,
}: {
  columns: readonly SkeletonColumn[];
  spacing: number;
}) {
  return (
    <Grid container spacing={spacing}>
      {columns.map((column, index) => (
        // A page's columns are fixed: their position is their identity.
        <Grid key={index} size={column.size}>
          {column.heights.length === 1 ? (
            <Skeleton variant="rounded" height={column.heights[0]} />
          ) : (
            <Stack spacing={2}>
              {column.heights.map((height, block) => (
                <Skeleton key={block} variant="rounded" height={height} />
              ))}
            </Stack>
          )}
        </Grid>
      ))}
    </Grid>
  );
}
