export { ptBR as localization } from '@mui/material/locale';
