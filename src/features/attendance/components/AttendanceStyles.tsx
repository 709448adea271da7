import GlobalStyles from '@mui/material/GlobalStyles';
import { memo } from 'react';
import {
  ROSTER_CLASS,
  rosterSx,
  SR_ONLY_CLASS,
  SYNC_CHIP_CLASS,
  syncChipSx,
  TOTALS_CLASS,
  totalsSx,
} from '../styles';
import { srOnly } from '@/components/srOnly';

/**
 * The check-in's CSS (roster, totals, sync chip), injected once per theme instead of being serialised
 * by emotion on every tap (an `sx` would be rebuilt each time its component renders).
 */
function AttendanceStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        [`.${ROSTER_CLASS}`]: theme.unstable_sx(rosterSx),
        [`.${TOTALS_CLASS}`]: theme.unstable_sx(totalsSx),
        [`.${SYNC_CHIP_CLASS}`]: theme.unstable_sx(syncChipSx),
        [`.${SR_ONLY_CLASS}`]: srOnly,
      })}
    />
  );
}

export default memo(AttendanceStyles);
