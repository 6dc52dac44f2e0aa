import { Construction } from 'lucide-react';
import { StatusChip } from '../../../components/content/content-page';

/** The platform's status (spec: 'In Development'). */
export function InDevelopmentBadge() {
  return (
    <StatusChip tone="accent" icon={<Construction aria-hidden size={14} />}>
      In Development
    </StatusChip>
  );
}
