import Box from '@mui/material/Box';
import type { DataGridProps } from '@mui/x-data-grid';
import { useIntl } from 'react-intl';
import AppDataGrid from '@/components/grid/AppDataGrid';
import { DATA_GRID_ROW_HEIGHT } from '@/config';
import type { DemoEventRow } from '../data/demoEvents';

type EventsGridProps = Omit<DataGridProps<DemoEventRow>, 'label'> & { labelId: string };

/**
 * The grid of every data-grid demo: the events, ten to a page, sorted and filtered in the browser; on a
 * phone its columns scroll sideways inside it, never the page.
 */
export default function EventsGrid({ labelId, ...props }: EventsGridProps) {
  const intl = useIntl();
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <AppDataGrid<DemoEventRow>
        label={intl.formatMessage({ id: labelId })}
        autoHeight
        rowHeight={DATA_GRID_ROW_HEIGHT}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        pageSizeOptions={[10, 25, 50]}
        sx={{ bgcolor: 'background.paper' }}
        {...props}
      />
    </Box>
  );
}
