import { Compass, MessagesSquare, Radio, Users, Zap } from 'lucide-react';
import { Link } from 'wouter';
import { DashboardPanel } from './dashboard-panel';

const actions = [
  { href: '/search', label: 'Discover creators', icon: Compass },
  { href: '/now-playing', label: 'Listen live', icon: Radio },
  { href: '/live-chat', label: 'Live chat', icon: MessagesSquare },
  { href: '/friends', label: 'Friends', icon: Users },
] as const;

export function QuickActions() {
  return (
    <DashboardPanel id="quick-actions-heading" title="Quick actions" icon={<Zap aria-hidden />}>
      <ul className="grid grid-cols-2 gap-3">
        {actions.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full min-h-11 flex-col items-center justify-center gap-2 rounded-xl border border-line bg-surface-2 p-3 text-center text-sm font-semibold transition-colors hover:border-accent hover:text-accent"
            >
              <Icon aria-hidden size={20} className="text-accent" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}
