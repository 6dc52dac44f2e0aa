import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LISTENING_BEAT_MS } from '../../../../shared/friends.constants';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/current-user-key';

const LISTENING_URL = '/api/presence/listening';

/**
 * While the player plays and someone is signed in, tells the server so every half minute, so
 * friends see who is listening now; says when it stops. Failures are ignored: this is a
 * courtesy to friends, never a reason to interrupt the music.
 */
export function useListeningSignal(playing: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!playing || !queryClient.getQueryData(CURRENT_USER_KEY)) return;
    const beat = () => void apiRequest(LISTENING_URL, { method: 'PUT' }).catch(() => undefined);
    beat();
    const timer = setInterval(beat, LISTENING_BEAT_MS);
    return () => {
      clearInterval(timer);
      void apiRequest(LISTENING_URL, { method: 'DELETE' }).catch(() => undefined);
    };
  }, [playing, queryClient]);
}
