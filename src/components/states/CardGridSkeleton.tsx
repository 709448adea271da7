import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';

import { CARD_GRID_ITEM } from './cardGrid';

/**
 * The loading shape of a grid of cards: a few placeholder cards in the same columns the loaded
 * cards take, announced once as busy with the page's own loading label.
 */
export default function CardGridSkeleton({
  label,
  card,
  count = 3,
}: {
  label: string;
  card: ReactNode;
  count?: number;
}) {
  return (
    <Grid container spacing={2} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={CARD_GRID_ITEM}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}
