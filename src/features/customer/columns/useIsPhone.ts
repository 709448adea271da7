import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** Phones hide most columns: the first one then says what they would. */
export function useIsPhone() {
  const theme = useTheme();
  // Read at once (these pages are never prerendered): no first frame laid out for a wide screen.
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
