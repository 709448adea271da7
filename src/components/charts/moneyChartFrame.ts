import type { IntlShape } from 'react-intl';

/**
 * The frame of a day-by-day money chart (DailyLineChart): a value axis in compact reais read from cents
 * ("R$ 1,2 mil"), the margins and the area's opacity, the same on every money chart.
 */
export const moneyChartFrame = (intl: IntlShape) => ({
  xAxisHeight: 28,
  yAxis: {
    width: 64,
    format: (value: number) =>
      intl.formatNumber(value / 100, { notation: 'compact', style: 'currency', currency: 'BRL' }),
  },
  margin: { left: 4, right: 16, top: 12, bottom: 8 },
  areaOpacity: 0.18,
});
