import type { FeatureBundle } from 'framer-motion';

let features: Promise<FeatureBundle> | null = null;

/**
 * The card-turn animation's code, fetched once. The page asks for it as soon as it opens, so a match
 * started after the connection drops still animates; a failed fetch is tried again next time.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  features ??= import('./motionFeatures').then(
    (module) => module.default,
    (error: unknown) => {
      features = null;
      throw error;
    },
  );
  return features;
}
