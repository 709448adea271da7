import Skeleton from '@mui/material/Skeleton';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { Suspense, use } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/store/settingsSlice';
import { documentLanguage, loadedGridText, loadGridText } from './gridText';

// Asked for as soon as a grid page's code runs, beside the page's first render and its data.
void loadGridText(documentLanguage());

function LocalizedGrid<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  const { i18n } = useAppSelector(selectSettings);
  const localeText = loadedGridText(i18n) ?? use(loadGridText(i18n));
  return (
    <DataGrid<Row>
      localeText={localeText}
      pageSizeOptions={[10, 25, 50, 100]}
      disableRowSelectionOnClick
      {...props}
    />
  );
}

/**
 * The product's data grid: MUI X DataGrid speaking the user's language. Pages pass server-side
 * pagination/sort/filter models (see useListUrlState); the grid code loads only with those pages, and
 * only the shown language's texts load with it (a grid's frame holds the place until they arrive).
 */
export default function AppDataGrid<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" sx={{ height: props.autoHeight ? 260 : '100%', minHeight: 260 }} />
      }
    >
      <LocalizedGrid<Row> {...props} />
    </Suspense>
  );
}
