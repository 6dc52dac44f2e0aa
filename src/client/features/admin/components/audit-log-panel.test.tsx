import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { expectTexts, findListItems } from '../../../testing/queries';
import { renderWithUser } from '../../../testing/render';
import { auditEntry } from '../testing/admin-fixtures';
import { AuditLogPanel } from './audit-log-panel';

const AUDIT = 'GET /api/admin/audit';

function setup() {
  const api = stubApi().on(AUDIT, (request) =>
    request.url.searchParams.get('before') === '100'
      ? json({
          entries: [
            auditEntry({
              id: 99,
              summary: 'Suspended @spammer',
              note: 'Spam in every comment',
              before: null,
              after: null,
            }),
          ],
          nextCursor: null,
        })
      : json({ entries: [auditEntry()], nextCursor: 100 }),
  );
  const { user } = renderWithUser(<AuditLogPanel />, { path: '/admin?tab=audit' });
  return { api, user };
}

describe('the audit log', () => {
  it('shows when, who and what, with the change before and after', async () => {
    const { user } = setup();
    const [entry] = await findListItems('Audit log entries');
    expectTexts(entry, ['Nov 21, 2026', '@nightowl', 'Turned tipping off']);
    const item = within(entry as HTMLElement);
    await user.click(item.getByText('Before and after'));
    expect(item.getByText('Before').nextElementSibling?.textContent).toBe(
      JSON.stringify({ tippingEnabled: true }, null, 2),
    );
    expect(item.getByText('After').nextElementSibling?.textContent).toContain(
      '"tippingEnabled": false',
    );
  });

  it('loads older entries with the cursor until there are none', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const older = (await screen.findByText('Suspended @spammer')).closest('li') as HTMLElement;
    expect(older).toHaveTextContent('Note: Spam in every comment');
    expect(within(older).queryByText('Before and after')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Audit log entries' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls(AUDIT).map((call) => call.url.searchParams.get('before'))).toEqual([
      null,
      '100',
    ]);
  });
});
