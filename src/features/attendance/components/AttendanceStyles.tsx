import GlobalStyles from '@mui/material/GlobalStyles';
import { memo } from 'react';
import { ROSTER_CLASS, rosterSx, SR_ONLY_CLASS, srOnly } from '../styles';

/**
 * The roster's CSS, injected once per theme instead of being serialised by emotion on every tap
 * (an `sx` on the grid would be rebuilt each time the roster renders).
 */
function RosterGridStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        [`.${ROSTER_CLASS}`]: theme.unstable_sx(rosterSx),
        [`.${SR_ONLY_CLASS}`]: srOnly,
      })}
    />
  );
}

export default memo(RosterGridStyles);
