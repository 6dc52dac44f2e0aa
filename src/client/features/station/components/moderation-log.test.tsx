import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { expectTexts, findListItems } from '../../../testing/queries';
import { renderWithUser } from '../../../testing/render';
import { moderationLogEntry } from '../testing/station-fixtures';
import { ModerationLog } from './moderation-log';

const LOG = 'GET /api/station/moderation-log';

function setup(first = [moderationLogEntry()], nextCursor: number | null = 9) {
  const api = stubApi().on(LOG, (request) =>
    request.url.searchParams.get('before') === '9'
      ? json({
          entries: [
            moderationLogEntry({
              id: 8,
              action: 'mute',
              moderator: { id: 4, username: 'djmira' },
              target: 'Spammy',
              messageId: null,
              excerpt: null,
              until: '2026-11-21T23:00:00.000Z',
            }),
          ],
          nextCursor: null,
        })
      : json({ entries: first, nextCursor }),
  );
  const { user } = renderWithUser(<ModerationLog />);
  return { api, user };
}

describe('ModerationLog', () => {
  it('says what was done, by whom, to whom and when, with the deleted text', async () => {
    setup();
    const [entry] = await findListItems('Moderation log entries');
    expectTexts(entry, ['@nightowl deleted a message by Loudmouth', 'Nov 21, 2026']);
    expect(
      within(entry as HTMLElement)
        .getByText('buy cheap followers')
        .closest('blockquote'),
    ).toBeInTheDocument();
  });

  it('loads older entries with the cursor, a mute showing when it ends', async () => {
    const { api, user } = setup();
    await findListItems('Moderation log entries');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const mute = (await screen.findByText('Spammy')).closest('li') as HTMLElement;
    expectTexts(mute, ['@djmira muted Spammy', 'muted until']);
    expect(within(mute).queryByRole('blockquote')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls(LOG).map((call) => call.url.searchParams.get('before'))).toEqual([null, '9']);
  });

  it('says when nothing is on record', async () => {
    setup([], null);
    expect(await screen.findByText('Nothing on record yet')).toBeInTheDocument();
  });
});
