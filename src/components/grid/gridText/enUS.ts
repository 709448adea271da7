import { enUS } from '@mui/x-data-grid/locales';

export const gridText = enUS.components.MuiDataGrid.defaultProps.localeText;
