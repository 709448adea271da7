import { ptBR } from '@mui/x-data-grid/locales';

export const gridText = ptBR.components.MuiDataGrid.defaultProps.localeText;
