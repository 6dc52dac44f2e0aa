import type { StaffMember } from '../../../../shared/contracts/showcase';

const ringClass =
  'size-16 shrink-0 rounded-full ring-2 ring-accent shadow-[0_0_22px_var(--c-glow)]';

/** The photo, drawn at 64 px (the browser picks the sharpest copy), or the neon initials. */
function StaffFace({ member }: { member: StaffMember }) {
  const { photo } = member;
  if (photo) {
    return (
      <img
        src={photo.src}
        srcSet={photo.srcset ?? undefined}
        sizes={photo.srcset ? '4rem' : undefined}
        width={photo.width}
        height={photo.height}
        alt=""
        loading="lazy"
        className={`${ringClass} bg-surface-2 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${ringClass} grid place-items-center bg-surface-2 font-display text-xl font-black text-accent`}
    >
      {member.initials}
    </span>
  );
}

/** One member of the crew: photo or initials, name, title, what they do and what they know best. */
export function StaffCard({
  member,
  as: Item = 'li',
}: {
  member: StaffMember;
  /** A preview outside a list draws the card as a plain block. */
  as?: 'li' | 'div';
}) {
  return (
    <Item
      data-testid="staff-card"
      className="panel flex flex-col gap-4 p-5 transition-transform duration-200 hover:-translate-y-0.5 motion-reduce:transition-none"
    >
      <div className="flex items-center gap-4">
        <StaffFace member={member} />
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{member.name}</h2>
          <p className="text-sm font-semibold text-cyan">{member.title}</p>
        </div>
      </div>
      <p>{member.role}</p>
      {member.bio ? <p className="text-sm whitespace-pre-line text-muted">{member.bio}</p> : null}
      {member.specialty ? (
        <p className="mt-auto text-sm text-muted">
          <span className="font-semibold text-text">Specialty:</span> {member.specialty}
        </p>
      ) : null}
    </Item>
  );
}
