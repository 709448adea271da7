import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

export type LandingIcon = ComponentType<SvgIconProps>;

/** A call to action: an in-app link with its label. */
export interface CtaLink {
  to: string;
  labelId: string;
  variant?: 'contained' | 'outlined' | 'text';
  /** Shows an arrow after the label (the main action of a group). */
  arrow?: boolean;
}

export interface Feature {
  icon: LandingIcon;
  titleId: string;
  bodyId: string;
}

export interface Step {
  titleId: string;
  bodyId: string;
}

export interface FaqItem {
  questionId: string;
  answerId: string;
}

/** Everything an audience page (families, educators, companies) says, as message ids. */
export interface AudienceContent {
  hero: {
    kickerId: string;
    titleId: string;
    subtitleId: string;
    actions: readonly CtaLink[];
    highlightsTitleId: string;
    highlights: readonly { icon: LandingIcon; labelId: string }[];
  };
  features: { titleId: string; subtitleId: string; items: readonly Feature[] };
  steps: { titleId: string; items: readonly Step[] };
  faq: { titleId: string; items: readonly FaqItem[] };
  cta: { titleId: string; bodyId: string; actions: readonly CtaLink[] };
}
