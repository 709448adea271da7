import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import ColumnsSkeleton from '@/components/states/ColumnsSkeleton';

const FIGURE = { size: { xs: 12, sm: 6, lg: 3 }, heights: [132] } as const;

/** The playtest figures' loading shape: four figure cards, then the ratings and the comments. */
export function PlaytestSkeleton() {
  const intl = useIntl();
  return (
    <Box role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <ColumnsSkeleton
        spacing={2}
        columns={[
          FIGURE,
          FIGURE,
          FIGURE,
          FIGURE,
          { size: { xs: 12, md: 5 }, heights: [260] },
          { size: { xs: 12, md: 7 }, heights: [260] },
        ]}
      />
    </Box>
  );
}
