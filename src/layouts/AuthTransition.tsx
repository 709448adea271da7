import { LazyMotion, m, MotionConfig } from 'framer-motion';
import { Outlet, useLocation } from 'react-router-dom';
import { PAGE_TRANSITION_S } from '@/config';
import { useHydrated } from '@/hooks/useHydrated';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Sign-in pages fade and rise in over 0.4 s. A prerendered sign-in page is painted as it is: it starts
 * visible, and hydrating it does not fade it out and in again.
 */
export default function AuthTransition() {
  const { pathname } = useLocation();
  const live = useHydrated();
  return (
    // Respects the system's reduce-motion setting.
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        <m.div
          key={pathname}
          initial={live ? { opacity: 0, y: 16 } : false}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: PAGE_TRANSITION_S, ease: 'easeOut' }}
        >
          <Outlet />
        </m.div>
      </LazyMotion>
    </MotionConfig>
  );
}
