import { PageHeader } from '../components/ui/page-status';
import { JoinCrewSection } from '../features/showcase/components/join-crew-section';
import { StaffDirectory } from '../features/showcase/components/staff-directory';

/** /staff: the DJs and crew behind the station, and how to join them. */
export function StaffPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Staff & DJs"
        description="The voices on the air and the people keeping the signal strong, day and night."
      />
      <div className="mt-8">
        <StaffDirectory />
      </div>
      <div className="mt-12">
        <JoinCrewSection />
      </div>
    </div>
  );
}
