import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import DailyLineChart from './DailyLineChart';

const DAYS = [
  { date: '2026-06-01', sold: 3, refunded: 0 },
  { date: '2026-06-02', sold: 0, refunded: 0 },
  { date: '2026-06-03', sold: 0, refunded: 1 },
];

function renderChart() {
  return renderWithProviders(
    <DailyLineChart
      days={DAYS}
      series={[
        { key: 'sold', label: 'Vendidos', color: '#1976d2', area: true },
        { key: 'refunded', label: 'Estornados', color: '#ed6c02' },
      ]}
      formatValue={(value) => `${value} un.`}
      caption="Vendas por dia"
      dayLabel="Dia"
      yAxis={{ width: 40, tickMinStep: 1 }}
      margin={{ left: 4, right: 12, top: 12, bottom: 4 }}
      areaOpacity={0.15}
    />,
  );
}

describe('DailyLineChart', () => {
  it('gives screen readers the numbers as a table, one column per series', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Vendas por dia' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Dia', 'Vendidos', 'Estornados']);
  });

  it('lists only the days where something happened, with the values formatted', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Vendas por dia' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['3 un.', '0 un.'],
      ['0 un.', '1 un.'],
    ]);
  });
});
