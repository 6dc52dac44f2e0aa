import type { AvatarData } from '../../../shared/contracts/friends';
import { AvatarFace } from './avatar-face';

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-14 text-xl',
  lg: 'size-24 text-4xl sm:size-28',
} as const;

/** The smallest drawn size of each, in CSS pixels: the picture's box before it loads. */
const pixels = { sm: 36, md: 56, lg: 96 } as const;

interface AvatarProps {
  username: string;
  src?: string | null;
  size?: keyof typeof sizes;
  /** Text for the image; empty (the default) when a name is already written beside it. */
  alt?: string;
  /** The member's drawn face, shown when there is no picture. */
  face?: AvatarData | null;
}

/** A round profile picture; without one the drawn face, or else the username's uppercase first letter. */
export function Avatar({ username, src, size = 'md', alt = '', face }: AvatarProps) {
  if (!src && face) return <AvatarFace data={face} size={size} label={alt} />;
  return (
    <span
      className={`grid shrink-0 place-items-center overflow-hidden rounded-full bg-surface-2 font-display font-bold text-accent ring-2 ring-accent/60 ${sizes[size]}`}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={pixels[size]}
          height={pixels[size]}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden={alt ? undefined : true}>{username.charAt(0).toUpperCase()}</span>
      )}
    </span>
  );
}

/** A member as the contracts send one: creator cards name the picture `avatar`, others `profileImageUrl`. */
interface AvatarMember {
  username: string;
  avatarData?: AvatarData | null;
  avatar?: string | null;
  profileImageUrl?: string | null;
}

/** A member's avatar from the member as sent: picture, drawn face or initial. */
export function MemberAvatar({
  member,
  ...look
}: { member: AvatarMember } & Pick<AvatarProps, 'size' | 'alt'>) {
  const src = 'avatar' in member ? member.avatar : member.profileImageUrl;
  return <Avatar username={member.username} src={src} face={member.avatarData} {...look} />;
}
