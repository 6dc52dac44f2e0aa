import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CTA_LINK_REASON, type OfficeSlide } from '../../../../shared/contracts/showcase';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { answerConfirm } from '../../../testing/dialogs';
import { findListItems } from '../../../testing/queries';
import { findToast, renderApp, signIn } from '../../../testing/render';
import { SlidesEditor } from './slides-editor';

const LIST = 'GET /api/station/slides';

const officeSlide = (id: number, title: string, extra: Partial<OfficeSlide> = {}): OfficeSlide => ({
  id,
  title,
  subtitle: `${title} subtitle`,
  description: `All about ${title}.`,
  image: { src: `/images/slides/${id}.svg`, srcset: null, width: 1600, height: 900 },
  cta: 'Listen now',
  ctaLink: '/now-playing',
  published: true,
  uploaded: false,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const SLIDES = [
  officeSlide(1, 'SYNTHGRL'),
  officeSlide(2, 'Digital Metropolis', { published: false }),
  officeSlide(3, 'Neon Boulevard'),
];

const png = (name = 'night.png', type = 'image/png') =>
  new File([new Uint8Array(2048)], name, { type });

function setup(slides: OfficeSlide[] = SLIDES) {
  signIn('tok');
  const api = stubApi().on(LIST, json({ slides }));
  // The picker's accept list is only a hint; the check under test must hold without it.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const view = renderApp(<SlidesEditor />);
  // The home carousel, as a visitor's page holds it: a change must make it read again.
  view.queryClient.setQueryData(['/api/slides'], { slides: [] });
  return { api, user, ...view };
}

const slideForm = () => screen.findByRole('form', { name: /New slide|Edit/ });

describe('SlidesEditor', () => {
  it('lists every slide in carousel order, marking the unpublished ones', async () => {
    setup();
    const items = await findListItems('Slides, in carousel order');
    for (const [position, title] of [
      'SYNTHGRL',
      'Digital Metropolis',
      'Neon Boulevard',
    ].entries()) {
      expect(items[position]).toHaveTextContent(`${position + 1}${title}`);
    }
    expect(within(items[1] as HTMLElement).getByText('Hidden')).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByRole('switch', { name: /Published/ }),
    ).not.toBeChecked();
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Move “SYNTHGRL” up' }),
    ).toBeDisabled();
  });

  it('moves a slide down from the keyboard, keeps the focus on it and says where it went', async () => {
    const { api, user } = setup();
    api.on('PUT /api/station/slides/order', json({ slides: [SLIDES[1], SLIDES[0], SLIDES[2]] }));
    const down = await screen.findByRole('button', { name: 'Move “SYNTHGRL” down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('PUT /api/station/slides/order')).toHaveLength(1));
    expect(api.calls('PUT /api/station/slides/order')[0]?.json()).toEqual({ ids: [2, 1, 3] });
    expect(screen.getByText('“SYNTHGRL” moved to place 2 of 3.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Move “SYNTHGRL” down'),
    );
  });

  it('publishes a slide with its switch, naming the version it read, and refreshes the carousel', async () => {
    const { api, user, queryClient } = setup();
    api.on('PATCH /api/station/slides/2', json({ ...SLIDES[1], published: true, version: 2 }));
    const item = (await findListItems('Slides, in carousel order'))[1] as HTMLElement;
    await user.click(within(item).getByRole('switch', { name: /Published/ }));
    expect(await findToast('Shown')).toBeInTheDocument();
    expect(api.calls('PATCH /api/station/slides/2')[0]?.json()).toEqual({
      published: true,
      version: 1,
    });
    expect(queryClient.getQueryState(['/api/slides'])?.isInvalidated).toBe(true);
  });

  it('adds a slide, then uploads its picture, with a preview at phone and desktop widths', async () => {
    const { api, user, queryClient } = setup();
    const created = officeSlide(9, 'Night Drive');
    api
      .on('POST /api/station/slides', json(created, 201))
      .on('PUT /api/station/slides/9/image', json({ ...created, uploaded: true, version: 2 }));
    await user.click(await screen.findByRole('button', { name: 'Add a slide' }));
    const form = within(await slideForm());
    expect(screen.getByText('Preview on a phone (390 px)')).toBeInTheDocument();
    expect(screen.getByText('Preview on a desktop (1280 px)')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Night Drive');
    await user.type(form.getByRole('textbox', { name: /^Subtitle/ }), 'New show');
    await user.clear(form.getByRole('textbox', { name: 'Button link' }));
    await user.type(
      form.getByRole('textbox', { name: 'Button link' }),
      'https://example.com/tickets',
    );
    await user.upload(form.getByLabelText(/^Picture/), png());
    await user.click(form.getByRole('button', { name: 'Add slide' }));

    expect(await findToast('Slide added')).toBeInTheDocument();
    expect(api.calls('POST /api/station/slides')[0]?.json()).toEqual({
      title: 'Night Drive',
      subtitle: 'New show',
      description: '',
      cta: 'Listen now',
      ctaLink: 'https://example.com/tickets',
      published: true,
    });
    const sent = api.calls('PUT /api/station/slides/9/image')[0]?.body as FormData;
    expect((sent.get('image') as File).name).toBe('night.png');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(['/api/slides'])?.isInvalidated).toBe(true);
  });

  it('refuses a script link and a file that is not a picture beside their fields, sending nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add a slide' }));
    const form = within(await slideForm());
    await user.type(form.getByRole('textbox', { name: /^Title/ }), 'Sneaky');
    await user.clear(form.getByRole('textbox', { name: 'Button link' }));
    await user.type(form.getByRole('textbox', { name: 'Button link' }), 'javascript:alert(1)');
    await user.upload(form.getByLabelText(/^Picture/), png('notes.txt', 'text/plain'));
    expect(form.getByText('Picture must be a PNG, JPEG or WebP image')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Add slide' }));
    expect(await form.findByText(`Button link ${CTA_LINK_REASON}`)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Button link' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls('POST /api/station/slides')).toHaveLength(0);
  });

  it('keeps the saved texts and shows the server’s reason beside the picture when it refuses it', async () => {
    const { api, user } = setup();
    api
      .on('PATCH /api/station/slides/1', json({ ...SLIDES[0], subtitle: 'Fresh', version: 2 }))
      .on(
        'PUT /api/station/slides/1/image',
        apiError(400, 'BROKEN_IMAGE', 'The picture could not be read.', [
          { field: 'image', reason: 'could not be read as an image (the file looks damaged)' },
        ]),
      );
    await user.click(await screen.findByRole('button', { name: 'Edit “SYNTHGRL”' }));
    const form = within(await slideForm());
    const subtitle = form.getByRole('textbox', { name: /^Subtitle/ });
    await user.clear(subtitle);
    await user.type(subtitle, 'Fresh');
    await user.upload(form.getByLabelText(/^Picture/), png());
    await user.click(form.getByRole('button', { name: 'Save slide' }));

    expect(
      await form.findByText('Picture could not be read as an image (the file looks damaged)'),
    ).toBeInTheDocument();
    // Only the field edited is sent, with the version read.
    expect(api.calls('PATCH /api/station/slides/1')[0]?.json()).toEqual({
      subtitle: 'Fresh',
      version: 1,
    });
    expect(form.getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('Fresh');
  });

  it('shows what someone else saved meanwhile, and saves over it only when asked', async () => {
    const { api, user } = setup();
    const theirs = { ...SLIDES[0], title: 'SYNTHGRL Live', version: 2 } as OfficeSlide;
    api.on('PATCH /api/station/slides/1', () =>
      json(
        { error: { status: 409, code: 'STALE_SLIDE', message: 'Changed.' }, current: theirs },
        409,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit “SYNTHGRL”' }));
    const form = within(await slideForm());
    await user.type(form.getByRole('textbox', { name: /^Description/ }), ' More.');
    await user.click(form.getByRole('button', { name: 'Save slide' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Someone else saved “SYNTHGRL Live” while you were editing.');
    expect(notice).toHaveTextContent('Title, as they saved it:SYNTHGRL Live');

    api.on('PATCH /api/station/slides/1', json({ ...theirs, version: 3 }));
    await user.click(within(notice).getByRole('button', { name: 'Keep mine, then save again' }));
    await user.click(form.getByRole('button', { name: 'Save slide' }));
    expect(await findToast('Slide saved')).toBeInTheDocument();
    expect(api.calls('PATCH /api/station/slides/1').at(-1)?.json()).toEqual({
      description: 'All about SYNTHGRL. More.',
      version: 2,
    });
  });

  it('asks before unsaved edits are thrown away, and keeps them when told to', async () => {
    const { user } = setup();
    const confirm = answerConfirm(false);
    await user.click(await screen.findByRole('button', { name: 'Edit “SYNTHGRL”' }));
    const form = within(await slideForm());
    await user.type(form.getByRole('textbox', { name: /^Title/ }), '!');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalled();
    expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('SYNTHGRL!');
    await user.click(screen.getByRole('button', { name: 'Edit “Neon Boulevard”' }));
    expect(screen.getByRole('heading', { name: 'Edit “SYNTHGRL”' })).toBeInTheDocument();
  });

  it('deletes a slide once the dialog is confirmed', async () => {
    const { api, user } = setup();
    api.on('DELETE /api/station/slides/3', noContent());
    await user.click(await screen.findByRole('button', { name: 'Delete “Neon Boulevard”' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Neon Boulevard”?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await findToast('Slide deleted')).toBeInTheDocument();
    expect(api.calls('DELETE /api/station/slides/3')).toHaveLength(1);
  });

  it('says when no slide is published, as the home page then shows no carousel', async () => {
    setup([officeSlide(1, 'Alone', { published: false })]);
    expect(
      await screen.findByText('No slide is published, so the home page shows no carousel.'),
    ).toBeInTheDocument();
  });
});
