import { LazyMotion, m, MotionConfig } from 'framer-motion';
import { Outlet, useLocation } from 'react-router-dom';
import { PAGE_TRANSITION_S } from '@/config';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

/** Sign-in pages fade and rise in over 0.4 s. */
export default function AuthTransition() {
  const { pathname } = useLocation();
  return (
    // Respects the system's reduce-motion setting.
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        <m.div
          key={pathname}
          initial={{ opacity: 0, y: 16 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: PAGE_TRANSITION_S, ease: 'easeOut' }}
        >
          <Outlet />
        </m.div>
      </LazyMotion>
    </MotionConfig>
  );
}
