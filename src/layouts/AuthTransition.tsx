import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { loadHttpClient } from '@/api/loadClient';
import { PAGE_TRANSITION_S } from '@/config';
import { useHydrated } from '@/hooks/useHydrated';
import { useIdleLoad } from '@/hooks/useIdleLoad';

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Sign-in pages fade and rise in over 0.4 s, as a CSS animation: the sign-in pages load no animation
 * library (framer-motion cost them 13.5 KB gzip for this one effect). A reduced-motion setting keeps the
 * fade and drops the movement.
 */
export default function AuthTransition() {
  const { pathname } = useLocation();
  const live = useHydrated();
  // Every sign-in page submits through the HTTP client, which is not part of the page's own load: it
  // comes in while the browser is idle, before the visitor has finished typing.
  useIdleLoad(loadHttpClient);
  return <RiseIn key={pathname} live={live} />;
}

function RiseIn({ live }: { live: boolean }) {
  // Decided when the page mounts: a prerendered sign-in page is painted as it is, and hydrating it (which
  // turns `live` on afterwards) does not fade it out and in again.
  const [animate] = useState(live);
  return (
    <Box
      sx={
        animate
          ? {
              animation: `${riseIn} ${PAGE_TRANSITION_S}s ease-out both`,
              '@media (prefers-reduced-motion: reduce)': { animationName: String(fadeIn) },
            }
          : undefined
      }
    >
      <Outlet />
    </Box>
  );
}
