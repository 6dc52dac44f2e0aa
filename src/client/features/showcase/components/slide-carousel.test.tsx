import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '../../../../shared/contracts/showcase';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render';
import { CAROUSEL_INTERVAL_MS } from '../hooks/use-carousel';
import { SlideCarousel, SlideCarouselView } from './slide-carousel';

const slide = (id: number, title: string, cta: string): Slide => ({
  id,
  title,
  subtitle: `${title} subtitle`,
  description: `All about ${title}.`,
  image: { src: `/images/slides/${id}.svg`, srcset: null, width: 1600, height: 900 },
  cta,
  ctaLink: '/now-playing',
});

const slides: Slide[] = [
  slide(1, 'SYNTHGRL', 'Listen now'),
  slide(2, 'Digital Metropolis', 'Tune in'),
  slide(3, 'Constellation Vibes', 'Start listening'),
  slide(4, 'Neon Boulevard', 'Hit the road'),
];

/** The label ("2 of 4") of the slide on show. */
function currentSlide(): string | null {
  return (
    document
      .querySelector('[aria-roledescription="slide"][data-current]')
      ?.getAttribute('aria-label') ?? null
  );
}

const autoBadge = () => screen.queryByText('Auto', { exact: true });
const dot = (name: RegExp | string) => screen.getByRole('button', { name });
const liveRegion = () =>
  document.querySelector('[aria-roledescription="slide"]')?.parentElement as HTMLElement;

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('SlideCarouselView', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel of slides, each with its image, texts and button', () => {
    renderApp(<SlideCarouselView slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Featured on NightDrive FM' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect([...groups].map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    const first = within(groups[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'SYNTHGRL' })).toBeInTheDocument();
    expect(first.getByText('SYNTHGRL subtitle')).toBeInTheDocument();
    expect(first.getByText('All about SYNTHGRL.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Listen now' })).toHaveAttribute('href', '/now-playing');
    expect(groups[0]?.querySelector('img')).toHaveAttribute('src', '/images/slides/1.svg');
    expect(currentSlide()).toBe('1 of 4');
  });

  it('advances every 5000 ms and wraps around to the first slide', () => {
    renderApp(<SlideCarouselView slides={slides} />);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(autoBadge()).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');

    wait(CAROUSEL_INTERVAL_MS - 1);
    expect(currentSlide()).toBe('1 of 4');
    wait(1);
    expect(currentSlide()).toBe('2 of 4');
    expect(dot('Go to slide 2: Digital Metropolis')).toHaveAttribute('aria-current', 'true');
    expect(dot('Go to slide 1: SYNTHGRL')).not.toHaveAttribute('aria-current');

    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('3 of 4');
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('4 of 4');
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('1 of 4');
    expect(autoBadge()).toBeInTheDocument();
  });

  it('stops auto-advance for good at the first arrow press and hides the Auto badge', () => {
    renderApp(<SlideCarouselView slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 4');
    expect(autoBadge()).not.toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');

    wait(CAROUSEL_INTERVAL_MS * 4);
    expect(currentSlide()).toBe('2 of 4');
    expect(autoBadge()).not.toBeInTheDocument();
  });

  it('moves back with the previous arrow, wrapping from the first slide to the last', () => {
    renderApp(<SlideCarouselView slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('1 of 4');
  });

  it('selects a slide with its dot, which also stops auto-advance', () => {
    renderApp(<SlideCarouselView slides={slides} />);
    fireEvent.click(dot('Go to slide 3: Constellation Vibes'));
    expect(currentSlide()).toBe('3 of 4');
    expect(dot('Go to slide 3: Constellation Vibes')).toHaveAttribute('aria-current', 'true');
    expect(autoBadge()).not.toBeInTheDocument();

    fireEvent.click(dot('Go to slide 1: SYNTHGRL'));
    expect(currentSlide()).toBe('1 of 4');
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 of 4');
  });

  it('holds still while pointed at and carries on afterwards, still in auto', () => {
    renderApp(<SlideCarouselView slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Featured on NightDrive FM' });
    fireEvent.pointerEnter(carousel);
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe('1 of 4');
    expect(autoBadge()).toBeInTheDocument();

    fireEvent.pointerLeave(carousel);
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('2 of 4');
  });

  it('holds still while keyboard focus is inside and carries on once it leaves', () => {
    renderApp(
      <>
        <SlideCarouselView slides={slides} />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(currentSlide()).toBe('1 of 4');
    expect(autoBadge()).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(CAROUSEL_INTERVAL_MS);
    expect(currentSlide()).toBe('2 of 4');
  });

  it('does not move by itself, nor show the Auto badge, when reduced motion is asked for', () => {
    preferReducedMotion();
    renderApp(<SlideCarouselView slides={slides} />);
    expect(autoBadge()).not.toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(currentSlide()).toBe('1 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 4');
  });
});

describe('SlideCarouselView with fewer or more slides', () => {
  it('draws an uploaded picture with its sizes and intrinsic size, so the page does not jump', () => {
    const uploaded: Slide = {
      ...slide(7, 'Uploaded', 'Go'),
      image: {
        src: '/api/showcase/images/slides/7/abc-1600x900.webp',
        srcset:
          '/api/showcase/images/slides/7/abc-1600x900.webp 1600w, /api/showcase/images/slides/7/abc-800x450.webp 800w',
        width: 1600,
        height: 900,
      },
    };
    renderApp(<SlideCarouselView slides={[uploaded, ...slides]} />);
    const image = document.querySelector('[aria-roledescription="slide"] img');
    expect(image).toHaveAttribute('src', uploaded.image.src);
    expect(image).toHaveAttribute('srcset', uploaded.image.srcset);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
  });

  it('shows a lone slide as a still panel, without arrows, dots or the Auto badge', () => {
    renderApp(<SlideCarouselView slides={[slide(1, 'Only One', 'Listen')]} />);
    expect(screen.getByRole('heading', { name: 'Only One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    expect(autoBadge()).not.toBeInTheDocument();
  });

  it('takes six slides, with a dot for each and wrapping from the last to the first', () => {
    const six = [...slides, slide(5, 'Fifth', 'Go'), slide(6, 'Sixth', 'Go')];
    renderApp(<SlideCarouselView slides={six} />);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('6 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('1 of 6');
  });
});

describe('SlideCarousel', () => {
  it('leaves the carousel out when no slide is published', async () => {
    const api = stubApi().on('GET /api/slides', json({ slides: [] }));
    const { container } = renderApp(<SlideCarousel />);
    await waitFor(() => expect(api.calls('GET /api/slides')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });

  it('shows the slides from the API in their order', async () => {
    stubApi().on('GET /api/slides', json({ slides }));
    renderApp(<SlideCarousel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the featured shows…');
    expect(await screen.findByRole('heading', { name: 'SYNTHGRL' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['SYNTHGRL', 'Digital Metropolis', 'Constellation Vibes', 'Neon Boulevard']);
  });

  it('says so and loads again on Try again when the slides cannot be fetched', async () => {
    const api = stubApi().on('GET /api/slides', apiError(500, 'INTERNAL', 'Something broke'));
    renderApp(<SlideCarousel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The featured shows could not be loaded.',
    );

    api.on('GET /api/slides', json({ slides }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Neon Boulevard' })).toBeInTheDocument();
    expect(api.calls('GET /api/slides')).toHaveLength(2);
  });
});
