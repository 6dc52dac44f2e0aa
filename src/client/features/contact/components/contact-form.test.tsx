import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { textsByRole } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import { CONTACT_FAILED_DESCRIPTION, CONTACT_SENT_DESCRIPTION, ContactForm } from './contact-form';

type User = ReturnType<typeof userEvent.setup>;

function setup(path = '/contact') {
  const api = stubApi();
  const { user } = renderWithUser(<ContactForm />, { path });
  return { api, user };
}

const field = (label: string) => screen.getByLabelText(label);

async function fillValid(user: User) {
  await user.type(field('Name'), 'Vega Starr');
  await user.type(field('Email'), 'vega@example.com');
  await user.type(field('Subject'), 'Loved the Neon Nights show');
  await user.type(field('Message'), 'That closing track last night was perfect. What was it?');
}

const sendButton = () => screen.getByRole('button', { name: /Send Message/ });

/** Fills the form in correctly and sends it. */
async function sendValid(user: User) {
  await fillValid(user);
  await user.click(sendButton());
}

describe('ContactForm validation', () => {
  it('shows every rule under its field on an empty submit and sends nothing', async () => {
    const { api, user } = setup();
    // Nothing is said before the first submit.
    await user.type(field('Name'), 'V');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await user.click(sendButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('refuses an invalid address and too-short texts', async () => {
    const { api, user } = setup();
    await user.type(field('Name'), 'Vega');
    await user.type(field('Email'), 'vega@nowhere');
    await user.type(field('Subject'), 'Hey');
    await user.type(field('Message'), 'Too short');
    await user.click(sendButton());

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});

describe('ContactForm sending', () => {
  it('offers the five inquiry types with General Inquiry chosen', () => {
    setup();
    const select = field('Inquiry type');
    expect(select).toHaveDisplayValue('General Inquiry');
    expect(textsByRole(select, 'option')).toEqual([
      'General Inquiry',
      'DJ Application',
      'Advertising',
      'Technical Support',
      'Music Submission',
    ]);
  });

  it('preselects the type a link asks for with ?type=', () => {
    setup('/contact?type=advertise');
    expect(field('Inquiry type')).toHaveDisplayValue('Advertising');
  });

  it('ignores an unknown ?type= and keeps the default', () => {
    setup('/contact?type=pizza');
    expect(field('Inquiry type')).toHaveDisplayValue('General Inquiry');
  });

  it('disables the button while sending, then thanks the sender and resets the form', async () => {
    const { api, user } = setup('/contact?type=dj');
    let answer: (response: Response) => void = () => {};
    api.on('POST /api/contact', () => new Promise<Response>((resolve) => (answer = resolve)));
    await fillValid(user);
    await user.selectOptions(field('Inquiry type'), 'Music Submission');
    await user.click(sendButton());

    const sending = await screen.findByRole('button', { name: 'Sending Message...' });
    expect(sending).toBeDisabled();
    expect(api.calls('POST /api/contact')[0]?.json()).toEqual({
      name: 'Vega Starr',
      email: 'vega@example.com',
      subject: 'Loved the Neon Nights show',
      message: 'That closing track last night was perfect. What was it?',
      contactType: 'music',
    });

    answer(json({ message: 'Thanks, we got it.' }, 201));
    const toast = await findToast('Message Sent!');
    expect(within(toast).getByText(CONTACT_SENT_DESCRIPTION)).toBeInTheDocument();
    expect(CONTACT_SENT_DESCRIPTION).toMatch(/24 hours/);
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    expect(field('Email')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    // Back to the type the link chose, not to the one picked by hand.
    expect(field('Inquiry type')).toHaveDisplayValue('DJ Application');
    expect(sendButton()).toBeEnabled();
  });

  it('shows the error toast and keeps everything typed when sending fails', async () => {
    const { api, user } = setup();
    api.on('POST /api/contact', apiError(500, 'INTERNAL', 'Something went wrong.'));
    await sendValid(user);

    const toast = await findToast(CONTACT_FAILED_DESCRIPTION);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Vega Starr');
    expect(field('Message')).toHaveValue('That closing track last night was perfect. What was it?');
  });

  it("says clearly when the address has sent too many messages, in the server's words", async () => {
    const { api, user } = setup();
    const limit = 'You have sent 5 messages in the last hour. Please try again after 10:42 PM.';
    api.on('POST /api/contact', apiError(429, 'RATE_LIMITED', limit));
    await sendValid(user);

    const toast = await findToast(limit);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText('Too many messages')).toBeInTheDocument();
    expect(field('Subject')).toHaveValue('Loved the Neon Nights show');
  });

  it("puts the server's field reasons at the fields", async () => {
    const { api, user } = setup();
    api.on(
      'POST /api/contact',
      apiError(400, 'VALIDATION_FAILED', 'Some fields need attention.', [
        { field: 'email', reason: 'Please enter a valid email address' },
      ]),
    );
    await sendValid(user);

    expect(await findToast(CONTACT_FAILED_DESCRIPTION)).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Email')).toHaveFocus();
  });

  it('keeps the honeypot out of sight and out of the tab order', () => {
    setup();
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
