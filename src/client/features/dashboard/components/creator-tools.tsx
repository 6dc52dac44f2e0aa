import { BarChart3, PenLine, Sparkles, UserCog, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useArtistShares } from '../../../lib/artist-shares';
import { DashboardPanel } from './dashboard-panel';

/** A creator's shortcuts: write a post, edit the creator profile, open the artist dashboard. */
export function CreatorTools({ onNewPost }: { onNewPost: () => void }) {
  return (
    <DashboardPanel id="creator-tools-heading" title="Creator tools" icon={<Wand2 aria-hidden />}>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={onNewPost}>
          <PenLine aria-hidden size={18} /> New post
        </button>
        <Link href="/profile#creator" className="btn btn-outline">
          <UserCog aria-hidden size={18} /> Edit profile
        </Link>
        <Link href="/artist-dashboard" className="btn btn-outline">
          <BarChart3 aria-hidden size={18} /> Artist dashboard
        </Link>
      </div>
    </DashboardPanel>
  );
}

interface BecomeCreatorPanelProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The sign-up form, shown once the member asks for it. */
  form: ReactNode;
  /** Where the member's application stands, or why nobody can apply right now. */
  notice?: ReactNode;
  /** False while the member may not apply (registration closed, an application waiting). */
  canApply?: boolean;
}

/** Invites a member who is not a creator yet to become one; the form brings its own heading. */
export function BecomeCreatorPanel({
  open,
  onOpen,
  onClose,
  form,
  notice,
  canApply = true,
}: BecomeCreatorPanelProps) {
  const shares = useArtistShares();
  if (open && canApply) {
    return (
      <div className="panel grid gap-4 p-5 sm:p-6">
        {form}
        <div>
          <button type="button" className="btn btn-ghost btn-sm ring-1 ring-line" onClick={onClose}>
            Not now
          </button>
        </div>
      </div>
    );
  }
  return (
    <DashboardPanel
      id="creator-invite-heading"
      title="Become a Creator"
      icon={<Sparkles aria-hidden />}
    >
      <p className="text-muted">
        Post for your fans, build a following and earn from subscriptions and tips: creators keep{' '}
        {shares.streaming}% of streaming revenue, {shares.merchandise}% of merchandise and{' '}
        {shares.tip}% of tips.
      </p>
      {notice}
      {canApply ? (
        <div>
          <button type="button" className="btn btn-primary" onClick={onOpen}>
            <Sparkles aria-hidden size={18} /> Become a Creator
          </button>
        </div>
      ) : null}
    </DashboardPanel>
  );
}
