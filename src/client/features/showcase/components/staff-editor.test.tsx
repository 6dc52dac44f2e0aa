import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OfficeStaffMember } from '../../../../shared/contracts/showcase';
import { json, stubApi } from '../../../testing/api-stub';
import { findListItems } from '../../../testing/queries';
import { findToast, renderApp, signIn } from '../../../testing/render';
import { StaffEditor } from './staff-editor';

const LIST = 'GET /api/admin/staff';

const member = (
  id: number,
  name: string,
  extra: Partial<OfficeStaffMember> = {},
): OfficeStaffMember => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  title: 'Host',
  role: `What ${name} does.`,
  specialty: 'Synthwave',
  initials: name
    .split(' ')
    .map((part) => part[0])
    .join(''),
  bio: '',
  photo: null,
  hidden: false,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const PHOTO = {
  src: '/api/showcase/images/staff/2/abc-512x512.webp',
  srcset: '/api/showcase/images/staff/2/abc-512x512.webp 512w',
  width: 512,
  height: 512,
};
const STAFF = [member(1, 'Alex Reyes'), member(2, 'Mara Lux', { photo: PHOTO, hidden: true })];

function setup(staff: OfficeStaffMember[] = STAFF) {
  signIn('tok');
  const api = stubApi().on(LIST, json({ staff }));
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const view = renderApp(<StaffEditor />);
  view.queryClient.setQueryData(['/api/staff'], { staff: [] });
  return { api, user, ...view };
}

describe('StaffEditor', () => {
  it('lists the cards in page order with photo or initials, marking the hidden ones', async () => {
    setup();
    const [alex, mara] = await findListItems('Staff cards, in page order');
    expect(alex).toHaveTextContent('AR');
    expect(alex).toHaveTextContent('Alex Reyes');
    expect(within(alex as HTMLElement).getByRole('switch', { name: /Shown/ })).toBeChecked();
    expect(mara?.querySelector('img')).toHaveAttribute('src', PHOTO.src);
    expect(within(mara as HTMLElement).getByText('Hidden')).toBeInTheDocument();
    expect(within(mara as HTMLElement).getByRole('switch', { name: /Shown/ })).not.toBeChecked();
  });

  it('hides a card with its switch, naming the version read, and refreshes /staff', async () => {
    const { api, user, queryClient } = setup();
    api.on('PATCH /api/admin/staff/1', json({ ...STAFF[0], hidden: true, version: 2 }));
    const [alex] = await findListItems('Staff cards, in page order');
    await user.click(within(alex as HTMLElement).getByRole('switch', { name: /Shown/ }));
    expect(await findToast('Hidden')).toBeInTheDocument();
    expect(api.calls('PATCH /api/admin/staff/1')[0]?.json()).toEqual({ hidden: true, version: 1 });
    expect(queryClient.getQueryState(['/api/staff'])?.isInvalidated).toBe(true);
  });

  it('adds a card whose initials come from the name when left blank, previewed as typed', async () => {
    const { api, user } = setup();
    api.on('POST /api/admin/staff', json(member(7, 'Nova Quinn'), 201));
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = within(await screen.findByRole('form', { name: 'New staff card' }));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Nova Quinn');
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Overnight Host');
    await user.type(form.getByRole('textbox', { name: /^Role/ }), 'Keeps the small hours company.');
    await user.type(form.getByRole('textbox', { name: /^Bio/ }), 'Started on pirate radio.');
    // The previews draw the card as /staff will: the initials made from the name.
    const previews = screen.getAllByText('NQ');
    expect(previews.length).toBeGreaterThan(0);

    await user.click(form.getByRole('button', { name: 'Add card' }));
    expect(await findToast('Staff card added')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/staff')[0]?.json()).toEqual({
      name: 'Nova Quinn',
      title: 'Overnight Host',
      role: 'Keeps the small hours company.',
      specialty: '',
      bio: 'Started on pirate radio.',
      initials: '',
      hidden: false,
    });
  });

  it('refuses a card without a name beside the field, sending nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = within(await screen.findByRole('form', { name: 'New staff card' }));
    await user.click(form.getByRole('button', { name: 'Add card' }));
    const name = form.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(form.getByText('Name is required')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/staff')).toHaveLength(0);
  });

  it('sends only the fields edited, then uploads the new photo as "photo"', async () => {
    const { api, user } = setup();
    api
      .on('PATCH /api/admin/staff/2', json({ ...STAFF[1], bio: 'Resident.', version: 2 }))
      .on('PUT /api/admin/staff/2/photo', json({ ...STAFF[1], bio: 'Resident.', version: 3 }));
    await user.click(await screen.findByRole('button', { name: 'Edit Mara Lux’s card' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Mara Lux’s card' }));
    expect(form.getByRole('button', { name: 'Remove the photo' })).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Bio/ }), 'Resident.');
    await user.upload(
      form.getByLabelText(/^Photo/),
      new File([new Uint8Array(1024)], 'mara.jpg', { type: 'image/jpeg' }),
    );
    await user.click(form.getByRole('button', { name: 'Save card' }));
    expect(await findToast('Staff card saved')).toBeInTheDocument();
    expect(api.calls('PATCH /api/admin/staff/2')[0]?.json()).toEqual({
      bio: 'Resident.',
      version: 1,
    });
    const sent = api.calls('PUT /api/admin/staff/2/photo')[0]?.body as FormData;
    expect((sent.get('photo') as File).name).toBe('mara.jpg');
  });
});
