export interface Stat {
  value: string;
  label: string;
}

/** Big figures with a caption, two across on phones and four on wide screens. */
export function StatStrip({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ value, label }) => (
        // The caption comes first for screen readers; on screen the figure leads, top-aligned
        // so that figures line up across cards whose captions differ in length.
        <div
          key={label}
          className="panel flex flex-col-reverse justify-end gap-1 p-4 text-center sm:p-5"
        >
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-display text-2xl leading-tight font-black break-words text-gradient">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
