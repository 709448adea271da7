import CtaBanner from './CtaBanner';
import FaqAccordion from './FaqAccordion';
import FeatureGrid from './FeatureGrid';
import HeroHighlights from './HeroHighlights';
import HowItWorks from './HowItWorks';
import LandingHero from './LandingHero';
import LandingSection from './LandingSection';
import type { AudienceContent } from './types';

/** The page for one audience: hero, what the product does for them, how it works, FAQ, call to action. */
export default function AudiencePage({ content }: { content: AudienceContent }) {
  const { hero, features, steps, faq, cta } = content;
  return (
    <>
      <LandingHero
        kickerId={hero.kickerId}
        titleId={hero.titleId}
        subtitleId={hero.subtitleId}
        actions={hero.actions}
        aside={<HeroHighlights titleId={hero.highlightsTitleId} items={hero.highlights} />}
      />
      <LandingSection titleId={features.titleId} subtitleId={features.subtitleId}>
        <FeatureGrid items={features.items} />
      </LandingSection>
      <LandingSection titleId={steps.titleId} tone="paper">
        <HowItWorks steps={steps.items} />
      </LandingSection>
      <LandingSection titleId={faq.titleId} maxWidth="md">
        <FaqAccordion items={faq.items} />
      </LandingSection>
      <CtaBanner titleId={cta.titleId} bodyId={cta.bodyId} actions={cta.actions} />
    </>
  );
}
