import type { AirplaySubmission } from '../../../../shared/contracts/playout';

/** Neon Rider's Night Drive, put forward for airplay and waiting for a DJ unless told. */
export function airplaySubmission(overrides: Partial<AirplaySubmission> = {}): AirplaySubmission {
  return {
    id: 21,
    song: { id: 7, title: 'Night Drive', premium: false },
    creator: { username: 'neonrider', displayName: 'Neon Rider' },
    status: 'pending',
    note: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
    airplays: 0,
    ...overrides,
  };
}
