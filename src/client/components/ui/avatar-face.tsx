import type { AvatarData } from '../../../shared/contracts/friends';

/** Fixed colours per choice, so a member's face looks the same on every screen and theme. */
export const HAIR_PALETTE: Record<AvatarData['hairColor'], string> = {
  black: '#1c1b22',
  brown: '#6b3f22',
  blonde: '#e8c36a',
  red: '#b8432a',
  pink: '#ff5fb8',
  cyan: '#2fd8e6',
  purple: '#8a4dff',
  silver: '#c9ccd6',
};

export const EYE_PALETTE: Record<AvatarData['eyeColor'], string> = {
  brown: '#5a3414',
  blue: '#2f7de1',
  green: '#2e9b55',
  hazel: '#8e6b2f',
  grey: '#7b8794',
  violet: '#8b3fd9',
};

export const SKIN_PALETTE: Record<AvatarData['skinTone'], string> = {
  porcelain: '#fbe3d6',
  light: '#f1c7a5',
  tan: '#d9a273',
  olive: '#b98a57',
  brown: '#8d5a36',
  deep: '#5a3622',
};

const sizes = {
  sm: 'size-9',
  md: 'size-14',
  lg: 'size-24 sm:size-28',
} as const;

interface AvatarFaceProps {
  data: AvatarData;
  size?: keyof typeof sizes;
  /** Text for the picture; empty (the default) when a name is already written beside it. */
  label?: string;
}

/** A member's drawn face (hair, eyes, skin) in the same round frame as a profile picture. */
export function AvatarFace({ data, size = 'md', label = '' }: AvatarFaceProps) {
  const hair = HAIR_PALETTE[data.hairColor];
  const eyes = EYE_PALETTE[data.eyeColor];
  const skin = SKIN_PALETTE[data.skinTone];
  return (
    <span
      className={`grid shrink-0 place-items-center overflow-hidden rounded-full bg-surface-2 ring-2 ring-accent/60 ${sizes[size]}`}
    >
      <svg
        viewBox="0 0 64 64"
        className="size-full"
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
        data-testid="avatar-face"
        data-hair={data.hairColor}
        data-eyes={data.eyeColor}
        data-skin={data.skinTone}
      >
        {/* Hair behind the head, then the face, then a fringe over the forehead. */}
        <ellipse cx="32" cy="30" rx="21" ry="22" fill={hair} />
        <rect x="22" y="46" width="20" height="14" rx="6" fill={skin} />
        <ellipse cx="32" cy="35" rx="15" ry="17" fill={skin} />
        <path d="M16 30 Q18 12 32 12 Q46 12 48 30 Q42 20 32 21 Q22 20 16 30 Z" fill={hair} />
        <circle cx="26" cy="35" r="2.8" fill="#fff" />
        <circle cx="38" cy="35" r="2.8" fill="#fff" />
        <circle cx="26" cy="35.4" r="1.8" fill={eyes} />
        <circle cx="38" cy="35.4" r="1.8" fill={eyes} />
        <path
          d="M27 43 Q32 47 37 43"
          fill="none"
          stroke="#7a2e3a"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
