import { useState } from 'react';
import { EmbedFrame } from './embed-frame';
import { RecentlyPlayed } from './recently-played';

/** The optional third-party recently-played list; the station's own list if it fails. */
export function EmbeddedRecentlyPlayed({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <RecentlyPlayed />;
  return (
    <section aria-label="Recently played" className="panel overflow-hidden p-4">
      <EmbedFrame
        src={src}
        title="Recently played tracks"
        className="h-[28rem] w-full rounded-xl border-0"
        onFailed={() => setFailed(true)}
      />
    </section>
  );
}
