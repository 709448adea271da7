import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { WidgetStat, WidgetStatKey } from '@/api/contract/widget';
import StatCard from './StatCard';
import { STAT_LOOKS } from './statLooks';

interface OverviewStatsProps {
  stats: readonly WidgetStat[];
  /** Which stats, in this order; all of them when left out. */
  keys?: readonly WidgetStatKey[];
  /** Under each figure (the chart page's sparkline). */
  footer?: (stat: WidgetStat) => ReactNode;
  size?: { xs: number; sm?: number; md?: number; lg?: number };
  /** A card placed first (the money figure of roles that may read it). */
  lead?: ReactNode;
}

/** The overview's counts as stat cards, each with its trend against the 30 days before. */
export default function OverviewStats({
  stats,
  keys,
  footer,
  size = { xs: 12, sm: 6, lg: 4 },
  lead,
}: OverviewStatsProps) {
  const shown = keys ? keys.flatMap((key) => stats.filter((s) => s.key === key)) : stats;
  return (
    <Grid container spacing={2}>
      {lead && <Grid size={size}>{lead}</Grid>}
      {shown.map((stat) => {
        const { Icon, tone } = STAT_LOOKS[stat.key];
        return (
          <Grid key={stat.key} size={size}>
            <StatCard
              label={<FormattedMessage id={`widget.stat.${stat.key}`} />}
              value={<FormattedNumber value={stat.current} />}
              trend={stat}
              Icon={Icon}
              tone={tone}
              footer={footer?.(stat)}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
