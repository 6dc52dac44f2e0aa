import type { StaffMember } from '../../../../shared/contracts/showcase';

/** One member of the crew: neon initials, name, title, what they do and what they know best. */
export function StaffCard({ member }: { member: StaffMember }) {
  return (
    <li
      data-testid="staff-card"
      className="panel flex flex-col gap-4 p-5 transition-transform duration-200 hover:-translate-y-0.5 motion-reduce:transition-none"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className="grid size-16 shrink-0 place-items-center rounded-full bg-surface-2 font-display text-xl font-black text-accent ring-2 ring-accent shadow-[0_0_22px_var(--c-glow)]"
        >
          {member.initials}
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{member.name}</h2>
          <p className="text-sm font-semibold text-cyan">{member.title}</p>
        </div>
      </div>
      <p className="flex-1">{member.role}</p>
      <p className="text-sm text-muted">
        <span className="font-semibold text-text">Specialty:</span> {member.specialty}
      </p>
    </li>
  );
}
