import { esES } from '@mui/x-data-grid/locales';

export const gridText = esES.components.MuiDataGrid.defaultProps.localeText;
