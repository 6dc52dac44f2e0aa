import { Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How long "Link copied" stays before the line clears for the next time. */
const SAID_FOR_MS = 5000;

interface ShareButtonProps {
  /** What is shared, as the share sheet names it. */
  title: string;
  /** The page's path; shared as an absolute address. */
  path: string;
}

/**
 * Share: the device's own share sheet where there is one, else the page's address copied to the
 * clipboard, and "Link copied" said in a polite live region (and shown beside the button).
 */
export function ShareButton({ title, path }: ShareButtonProps) {
  const [said, setSaid] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const say = (text: string) => {
    clearTimeout(timer.current);
    setSaid(text);
    timer.current = setTimeout(() => setSaid(''), SAID_FOR_MS);
  };

  const handleShare = async () => {
    const url = new URL(path, window.location.origin).href;
    setSaid('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is an answer; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say('Link copied');
    } catch {
      say(`Copy this link: ${url}`);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-ghost ring-1 ring-line"
        onClick={() => void handleShare()}
      >
        <Share2 aria-hidden size={18} /> Share
      </button>
      <p aria-live="polite" className="text-sm font-semibold text-accent-strong wrap-anywhere">
        {said}
      </p>
    </div>
  );
}
