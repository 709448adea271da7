import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { enUS, esES, frFR, ptBR } from '@mui/x-data-grid/locales';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/store/settingsSlice';

const GRID_TEXT = { pt: ptBR, en: enUS, es: esES, fr: frFR } as const;

/**
 * The product's data grid: MUI X DataGrid speaking the user's language. Pages pass server-side
 * pagination/sort/filter models (see useListUrlState); the grid code loads only with those pages.
 */
export default function AppDataGrid<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  const { i18n } = useAppSelector(selectSettings);
  return (
    <DataGrid<Row>
      localeText={GRID_TEXT[i18n].components.MuiDataGrid.defaultProps.localeText}
      pageSizeOptions={[10, 25, 50, 100]}
      disableRowSelectionOnClick
      {...props}
    />
  );
}
