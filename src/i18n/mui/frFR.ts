export { frFR as localization } from '@mui/material/locale';
