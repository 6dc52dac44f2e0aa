import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_REASON_MAX } from '../../../shared/admin.constants';
import { ApiError } from '../../lib/api-client';
import { renderWithUser } from '../../testing/render';
import { ReportDialog } from './report-dialog';

function Harness({ onSubmit }: { onSubmit: (reason: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        targetLabel="Chat message"
        targetName="buy followers here"
        onSubmit={onSubmit}
      />
    </>
  );
}

function setup(onSubmit = vi.fn(async (_reason: string) => {})) {
  const { user } = renderWithUser(<Harness onSubmit={onSubmit} />);
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Report' }));
    return within(screen.getByRole('dialog', { name: 'Report chat message' }));
  };
  return { user, onSubmit, open };
}

describe('ReportDialog', () => {
  it('names what is reported and starts in the Reason field', async () => {
    const { open } = setup();
    const dialog = await open();
    expect(dialog.getByText('buy followers here')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    expect(dialog.getByText(`0/${REPORT_REASON_MAX}`)).toBeInTheDocument();
  });

  it('asks for a reason of at least 5 characters, sending nothing', async () => {
    const { user, onSubmit, open } = setup();
    const dialog = await open();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), ' bad ');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Reason must be at least 5 characters')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a reason over 500 characters', async () => {
    const { user, onSubmit, open } = setup();
    const dialog = await open();
    const field = dialog.getByRole('textbox', { name: /Reason/ });
    await user.click(field);
    await user.paste('x'.repeat(REPORT_REASON_MAX + 1));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Reason must be at most 500 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes once it is sent', async () => {
    const { user, onSubmit, open } = setup();
    const dialog = await open();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Spam links in chat  ');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Spam links in chat'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the reason and shows the server’s message when sending fails', async () => {
    const failure = new ApiError(
      404,
      JSON.stringify({ error: { code: 'NOT_FOUND', message: 'That message is gone.' } }),
      'Not Found',
    );
    const { user, open } = setup(vi.fn(async () => Promise.reject(failure)));
    const dialog = await open();
    const field = dialog.getByRole('textbox', { name: /Reason/ });
    await user.type(field, 'Spam links in chat');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That message is gone.');
    expect(field).toHaveValue('Spam links in chat');
  });

  it('puts the server’s reason for the field beside it', async () => {
    const failure = new ApiError(
      400,
      JSON.stringify({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Check the form.',
          fields: [{ field: 'reason', reason: 'must not be only spaces' }],
        },
      }),
      'Bad Request',
    );
    const { user, open } = setup(vi.fn(async () => Promise.reject(failure)));
    const dialog = await open();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Spam links in chat');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Reason must not be only spaces')).toBeInTheDocument();
  });

  it('starts empty again after Cancel', async () => {
    const { user, open } = setup();
    let dialog = await open();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Half a thought');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open();
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });
});
