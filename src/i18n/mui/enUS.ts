export { enUS as localization } from '@mui/material/locale';
