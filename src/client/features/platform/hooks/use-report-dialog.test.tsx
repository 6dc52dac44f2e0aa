import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { findToast, renderWithUser, signIn } from '../../../testing/render';
import { useReportDialog } from './use-report-dialog';

const REPORTS = 'POST /api/reports';

function ReportablePost() {
  const { report, dialog } = useReportDialog();
  return (
    <>
      <button
        type="button"
        onClick={() => report({ type: 'post', id: 3, name: 'Night drive demo' })}
      >
        Report the post
      </button>
      {dialog}
    </>
  );
}

function setup(answer: Response) {
  signIn();
  const api = stubApi().on(REPORTS, answer);
  const { user } = renderWithUser(<ReportablePost />);
  const send = async (reason: string) => {
    await user.click(screen.getByRole('button', { name: 'Report the post' }));
    // The dialog's code loads with the first report.
    const dialog = within(await screen.findByRole('dialog', { name: 'Report post' }));
    expect(dialog.getByText('Night drive demo')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    return dialog;
  };
  return { api, send };
}

describe('reporting something', () => {
  it('sends the target and reason, thanks the member and closes', async () => {
    const { api, send } = setup(json({ id: 41 }, 201));
    await send('Links to a scam site');
    const toast = await findToast('Report sent');
    expect(toast).toHaveTextContent('Thank you. An administrator will look at it.');
    expect(api.calls(REPORTS)[0]?.json()).toEqual({
      targetType: 'post',
      targetId: 3,
      reason: 'Links to a scam site',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the member has reported it already, and closes', async () => {
    const { send } = setup(apiError(409, 'ALREADY_REPORTED', 'You have already reported this.'));
    await send('Links to a scam site');
    expect(await findToast('You have already reported this.')).toHaveTextContent(
      'Already reported',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows any other refusal in the dialog, keeping what was typed', async () => {
    const { send } = setup(apiError(400, 'SELF_REPORT', 'You cannot report your own content.'));
    const dialog = await send('Links to a scam site');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You cannot report your own content.',
    );
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Links to a scam site');
  });
});
