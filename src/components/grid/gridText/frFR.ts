import { frFR } from '@mui/x-data-grid/locales';

export const gridText = frFR.components.MuiDataGrid.defaultProps.localeText;
