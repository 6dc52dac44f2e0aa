import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../../../shared/contracts/admin';
import { dismissToast } from '../../../components/ui/toast-store';
import { type ApiStub, apiError, json, stubApi } from '../../../testing/api-stub';
import { expectTexts, findListItems, textsOf } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import { report } from '../testing/admin-fixtures';
import { ReportsPanel } from './reports-panel';

const LIST = 'GET /api/admin/reports';
const RESOLVE = 'POST /api/admin/reports/31/resolve';

afterEach(() => dismissToast());

const profileReport = report({
  id: 32,
  targetType: 'profile',
  targetId: 7,
  excerpt: 'Neon Rider: Chasing sunsets',
  link: null,
  reason: 'Pretends to be someone else',
});

function reportsApi(open: Report[] = [report(), profileReport]): ApiStub {
  let stored = open;
  const resolved = report({
    status: 'resolved',
    action: 'hide',
    resolutionNote: 'Hidden as spam',
    resolvedBy: 'nightowl',
    resolvedAt: '2026-11-21T11:00:00.000Z',
  });
  return stubApi()
    .on(LIST, (request) =>
      json({
        reports: request.url.searchParams.get('status') === 'resolved' ? [resolved] : stored,
      }),
    )
    .on(RESOLVE, () => {
      stored = stored.filter((item) => item.id !== 31);
      return json(resolved);
    });
}

function setup(api: ApiStub = reportsApi()) {
  const { user } = renderWithUser(<ReportsPanel />, { path: '/admin?tab=reports' });
  return { api, user };
}

const itemOf = async (text: string) =>
  within((await screen.findByText(text)).closest('li') as HTMLElement);

/** The actions offered for the report showing a text. */
const actionsOffered = async (text: string) => textsOf((await itemOf(text)).getAllByRole('option'));

describe('the admin’s reports', () => {
  it('shows open reports first, with what was reported, by whom and why', async () => {
    const { api } = setup();
    const [post] = await findListItems('Open reports');
    expectTexts(post, [
      'Post',
      'by @neonrider · reported by @quietfan',
      'Buy cheap followers at example.test',
      'Reason: Spam in the feed',
    ]);
    expect(
      within(post as HTMLElement).getByRole('link', { name: 'See it on the site' }),
    ).toHaveAttribute('href', '/creator/neonrider');
    expect(api.calls(LIST)[0]?.url.searchParams.get('status')).toBe('open');
  });

  it('offers only the actions that fit what was reported', async () => {
    setup();
    expect(await actionsOffered('Buy cheap followers at example.test')).toEqual([
      'Choose an action',
      'Dismiss',
      'Hide content',
      'Remove content',
      'Warn author',
      'Suspend author',
    ]);
    expect(await actionsOffered('Neon Rider: Chasing sunsets')).toEqual([
      'Choose an action',
      'Dismiss',
      'Warn author',
      'Suspend author',
    ]);
  });

  it('resolves a report only with an action and a note', async () => {
    const { api, user } = setup();
    const post = await itemOf('Buy cheap followers at example.test');
    await user.click(post.getByRole('button', { name: 'Resolve' }));
    expect(await post.findByText('Choose what to do.')).toBeVisible();
    expect(post.getByText('Say what was decided.')).toBeVisible();
    expect(api.calls(RESOLVE)).toHaveLength(0);

    await user.selectOptions(post.getByLabelText('Action'), 'Hide content');
    await user.type(post.getByLabelText('Note'), 'Hidden as spam');
    await user.click(post.getByRole('button', { name: 'Resolve' }));
    expect(await findToast('Report resolved')).toHaveTextContent(
      'Hide content. The report is closed.',
    );
    expect(api.calls(RESOLVE).map((call) => call.json())).toEqual([
      { action: 'hide', note: 'Hidden as spam' },
    ]);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    await within(list).findByText('Neon Rider: Chasing sunsets');
    expect(within(list).queryByText('Buy cheap followers at example.test')).not.toBeInTheDocument();
  });

  it('shows resolved reports with what was decided', async () => {
    const { user } = setup();
    await screen.findByRole('list', { name: 'Open reports' });
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    const list = await screen.findByRole('list', { name: 'Resolved reports' });
    expect(list).toHaveTextContent('Hide content by @nightowl on Nov 21, 2026');
    expect(list).toHaveTextContent('Hidden as spam');
    expect(within(list).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('says when another admin resolved the report first', async () => {
    const api = reportsApi().on(
      RESOLVE,
      apiError(409, 'ALREADY_RESOLVED', 'This report has already been resolved.'),
    );
    const { user } = setup(api);
    const post = await itemOf('Buy cheap followers at example.test');
    await user.selectOptions(post.getByLabelText('Action'), 'Dismiss');
    await user.type(post.getByLabelText('Note'), 'Not spam');
    await user.click(post.getByRole('button', { name: 'Resolve' }));
    expect(await findToast('This report has already been resolved.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('says when nothing is waiting', async () => {
    setup(reportsApi([]));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });
});
