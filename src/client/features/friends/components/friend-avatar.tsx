import type { Friend } from '../../../../shared/contracts/friends';
import { Avatar } from '../../../components/ui/avatar';
import { AvatarFace } from '../../../components/ui/avatar-face';

interface FriendAvatarProps {
  friend: Pick<Friend, 'username' | 'avatar' | 'avatarData'>;
  size?: 'sm' | 'md' | 'lg';
  alt?: string;
}

/** Their photo; without one the face they drew; without either their initial. */
export function FriendAvatar({ friend, size = 'md', alt = '' }: FriendAvatarProps) {
  if (!friend.avatar && friend.avatarData) {
    return <AvatarFace data={friend.avatarData} size={size} label={alt} />;
  }
  return <Avatar username={friend.username} src={friend.avatar} size={size} alt={alt} />;
}
