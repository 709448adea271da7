import type { GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DemoEventRow } from '../data/demoEvents';
import { EVENT_COLUMNS, eventDateText, eventPlaceText, eventPriceText } from '../data/eventColumns';

/** The grid demos' columns over the public events; `editable` opens the title and capacity to inline edits. */
export function useEventGridColumns({ editable = false }: { editable?: boolean } = {}) {
  const intl = useIntl();
  return useMemo((): GridColDef<DemoEventRow>[] => {
    const header = (key: keyof typeof EVENT_COLUMNS) =>
      intl.formatMessage({ id: EVENT_COLUMNS[key].labelId });
    return [
      { field: 'title', headerName: header('title'), flex: 1, minWidth: 220, editable },
      {
        field: 'category',
        headerName: header('category'),
        minWidth: 130,
        valueGetter: (_value, row) => EVENT_COLUMNS.category.text(row, intl),
      },
      {
        field: 'startsAt',
        headerName: header('date'),
        type: 'dateTime',
        minWidth: 190,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => eventDateText(intl, value.toISOString()),
      },
      {
        field: 'place',
        headerName: header('place'),
        minWidth: 170,
        valueGetter: (_value, row) => eventPlaceText(intl, row),
      },
      {
        field: 'priceFrom',
        headerName: header('price'),
        type: 'number',
        minWidth: 120,
        valueFormatter: (value: number | null) => eventPriceText(intl, value),
      },
      { field: 'capacity', headerName: header('capacity'), type: 'number', minWidth: 120, editable },
      { field: 'sold', headerName: header('sold'), type: 'number', minWidth: 110 },
      { field: 'ownerName', headerName: header('owner'), minWidth: 180 },
    ];
  }, [intl, editable]);
}

/** Column groups of the column-visibility demo: the event, when and where, its tickets. */
export function useEventColumnGroups(): GridColumnGroupingModel {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        groupId: 'event',
        headerName: intl.formatMessage({ id: 'demo.grid.group.event' }),
        children: [{ field: 'title' }, { field: 'category' }, { field: 'ownerName' }],
      },
      {
        groupId: 'when',
        headerName: intl.formatMessage({ id: 'demo.grid.group.when' }),
        children: [{ field: 'startsAt' }, { field: 'place' }],
      },
      {
        groupId: 'tickets',
        headerName: intl.formatMessage({ id: 'demo.grid.group.tickets' }),
        children: [{ field: 'priceFrom' }, { field: 'capacity' }, { field: 'sold' }],
      },
    ],
    [intl],
  );
}
