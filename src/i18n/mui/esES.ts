export { esES as localization } from '@mui/material/locale';
