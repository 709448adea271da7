import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FinanceDay } from '@/api/contract/finance';
import EmptyState from '@/components/states/EmptyState';
import FinanceChart from './FinanceChart';

type FinanceChartFigureProps = Omit<ComponentProps<typeof FinanceChart>, 'days' | 'height'> & {
  titleId: string;
  /** The period's days, or undefined while they load. */
  days: FinanceDay[] | undefined;
  height: number;
};

/** The period's chart as a captioned figure: a placeholder while loading, a note when nothing moved. */
export default function FinanceChartFigure({ titleId, days, metrics, ...chart }: FinanceChartFigureProps) {
  const captionId = useId();
  return (
    <Card
      variant="outlined"
      component="figure"
      aria-labelledby={captionId}
      sx={{ m: 0, mt: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={captionId} component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {!days ? (
        <Skeleton variant="rounded" height={chart.height} />
      ) : days.some((d) => metrics.some((m) => d[m] !== 0)) ? (
        <FinanceChart days={days} metrics={metrics} {...chart} />
      ) : (
        <EmptyState icon={TrendingUpOutlined} titleId="finance.chart.empty" />
      )}
    </Card>
  );
}
