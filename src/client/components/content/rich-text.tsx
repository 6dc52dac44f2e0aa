import type { ReactNode } from 'react';

/** A piece of a line: plain text, or an address that became a link. */
type Piece = { kind: 'text' | 'link'; value: string; at: number };

// Addresses start with http:// or https://; anything else stays text, so no other scheme
// (javascript:, data:…) can ever become a link.
const ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence around an address rather than the address itself.
const TRAILING = /[.,;:!?'"’”»]+$/;

/** Cuts sentence punctuation, and a closing bracket the address did not open, off its end. */
function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING, '');
  while (address.endsWith(')') && !address.includes('(')) {
    address = address.slice(0, -1).replace(TRAILING, '');
  }
  return address;
}

function isWebAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A line as text and link pieces, each with its offset for a stable key. */
export function splitLine(line: string, offset = 0): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  const push = (kind: Piece['kind'], value: string, at: number) => {
    if (!value) return;
    const previous = pieces.at(-1);
    // Neighbouring text pieces merge, so an address refused as a link reads as ordinary text.
    if (kind === 'text' && previous?.kind === 'text') previous.value += value;
    else pieces.push({ kind, value, at: offset + at });
  };
  for (const match of line.matchAll(ADDRESS)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    push('text', line.slice(last, start), last);
    push(isWebAddress(address) ? 'link' : 'text', address, start);
    last = start + address.length;
  }
  push('text', line.slice(last), last);
  return pieces;
}

/** Paragraphs (separated by blank lines), each a list of lines with their offsets. */
export function splitParagraphs(
  text: string,
): { at: number; lines: { at: number; text: string }[] }[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  const paragraphs: { at: number; lines: { at: number; text: string }[] }[] = [];
  let at = 0;
  // The separator is kept in the pieces (a capturing group) so the offsets stay exact.
  for (const block of normalised.split(/(\n(?:[ \t]*\n)+)/)) {
    const start = at;
    at += block.length;
    if (block.trim() === '') continue;
    const lines: { at: number; text: string }[] = [];
    let lineAt = start;
    for (const line of block.split('\n')) {
      lines.push({ at: lineAt, text: line });
      lineAt += line.length + 1;
    }
    paragraphs.push({ at: start, lines });
  }
  return paragraphs;
}

const linkClass =
  'font-semibold text-accent underline decoration-2 underline-offset-4 [overflow-wrap:anywhere] hover:text-accent-strong';

function Line({ text, at }: { text: string; at: number }): ReactNode {
  return splitLine(text, at).map((piece) =>
    piece.kind === 'link' ? (
      <a
        key={piece.at}
        href={piece.value}
        className={linkClass}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
      >
        {piece.value}
      </a>
    ) : (
      <span key={piece.at}>{piece.value}</span>
    ),
  );
}

interface RichTextProps {
  text: string;
  className?: string;
}

/**
 * Members' plain text as the page shows it: blank lines start paragraphs, single newlines break
 * lines, and http(s) addresses become links that open in a new tab. Everything is rendered as
 * text nodes, so markup in a post is shown, never interpreted.
 */
export function RichText({ text, className = '' }: RichTextProps) {
  return (
    <div className={`grid gap-3 wrap-anywhere ${className}`}>
      {splitParagraphs(text).map((paragraph) => (
        <p key={paragraph.at}>
          {paragraph.lines.map((line, index) => (
            <span key={line.at}>
              {index > 0 ? <br /> : null}
              <Line text={line.text} at={line.at} />
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
