import { ListOrdered, Scale, Sparkles } from 'lucide-react';
import { TRADITIONAL_STREAMING_SHARE_PERCENT } from '../../../../shared/domain/revenue';
import { ContentSection } from '../../../components/content/content-section';
import { HowItWorks } from './how-it-works';
import { RevenueComparison } from './revenue-comparison';
import { RevenueHighlights } from './revenue-highlights';

/** The body both Tuneslingers pages share: the promises, the comparison and the steps. */
export function TuneslingersOverview() {
  return (
    <>
      <ContentSection
        title="What artists get"
        icon={Sparkles}
        intro="A platform built around the people who make the music."
      >
        <RevenueHighlights />
      </ContentSection>
      <ContentSection
        title="The difference"
        icon={Scale}
        intro={`A traditional streaming service leaves artists about ${TRADITIONAL_STREAMING_SHARE_PERCENT}% of what their music earns.`}
      >
        <RevenueComparison />
      </ContentSection>
      <ContentSection title="How it works" icon={ListOrdered}>
        <HowItWorks />
      </ContentSection>
    </>
  );
}
