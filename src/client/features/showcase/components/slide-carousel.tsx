import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { Slide } from '../../../../shared/contracts/showcase';
import { showcaseQueries } from '../api/showcase-queries';
import { useCarousel } from '../hooks/use-carousel';

const CAROUSEL_LABEL = 'Featured on NightDrive FM';

/** The home page's spotlight: the slides from the station's database, or why they are missing. */
export function SlideCarousel() {
  const slides = useQuery(showcaseQueries.slides());
  if (slides.isPending) return <CarouselSkeleton />;
  if (slides.isError) {
    return (
      <section aria-label={CAROUSEL_LABEL} className="panel p-6">
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="font-semibold">The featured shows could not be loaded.</p>
          <p className="text-muted">
            The music is still playing. Check your connection and try again.
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => slides.refetch()}>
            Try again
          </button>
        </div>
      </section>
    );
  }
  if (slides.data.slides.length === 0) return null;
  return <SlideCarouselView slides={slides.data.slides} />;
}

function CarouselSkeleton() {
  return (
    <div className="panel grid gap-4 p-4 sm:p-5" role="status">
      <span className="sr-only">Loading the featured shows…</span>
      <div aria-hidden className="grid gap-4 motion-safe:animate-pulse">
        <div className="h-6 w-40 rounded-full bg-surface-2" />
        <div className="aspect-video w-full rounded-xl bg-surface-2" />
        <div className="h-4 w-3/4 rounded-full bg-surface-2" />
        <div className="h-4 w-1/2 rounded-full bg-surface-2" />
      </div>
    </div>
  );
}

const arrowClass =
  'grid size-11 shrink-0 place-items-center rounded-full border-2 border-line text-text transition-colors hover:border-accent hover:text-accent';

/**
 * The slides as a WAI-ARIA carousel: arrows, one dot per slide and an Auto badge while it moves
 * by itself. Its live region stays quiet during auto-rotation and speaks once the visitor drives.
 */
export function SlideCarouselView({ slides }: { slides: Slide[] }) {
  const carousel = useCarousel(slides.length);
  const { index, auto } = carousel;
  const trackStyle = { '--slide': index } as CSSProperties;
  // A lone slide is a panel: nothing to move between.
  const several = slides.length > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={CAROUSEL_LABEL}
      className="panel grid gap-3 p-3 sm:gap-4 sm:p-5"
      {...carousel.holdProps}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="truncate font-display text-sm font-bold tracking-[0.2em] uppercase">
            Spotlight
          </h2>
          {auto ? (
            <span
              className="chip border border-cyan/60 text-cyan"
              title="Moves to the next slide every 5 seconds"
            >
              Auto
            </span>
          ) : null}
        </div>
        {several ? (
          <div className="flex shrink-0 gap-2">
            {[
              { label: 'Previous slide', Arrow: ChevronLeft, onClick: carousel.previous },
              { label: 'Next slide', Arrow: ChevronRight, onClick: carousel.next },
            ].map(({ label, Arrow, onClick }) => (
              <button
                key={label}
                type="button"
                aria-label={label}
                className={arrowClass}
                onClick={onClick}
              >
                <Arrow aria-hidden className="size-5 rtl:-scale-x-100" />
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <div className="overflow-hidden rounded-xl">
        <div
          aria-live={auto ? 'off' : 'polite'}
          style={trackStyle}
          className="flex translate-x-[calc(var(--slide)*-100%)] transition-transform duration-500 ease-out motion-reduce:transition-none rtl:translate-x-[calc(var(--slide)*100%)]"
        >
          {slides.map((slide, position) => (
            <SlideItem
              key={slide.id}
              slide={slide}
              label={`${position + 1} of ${slides.length}`}
              current={position === index}
            />
          ))}
        </div>
      </div>

      {several ? (
        <div className="flex justify-center gap-1">
          {slides.map((slide, position) => {
            const current = position === index;
            return (
              <button
                key={slide.id}
                type="button"
                aria-label={`Go to slide ${position + 1}: ${slide.title}`}
                aria-current={current ? 'true' : undefined}
                className="group grid size-9 place-items-center rounded-full"
                onClick={() => carousel.goTo(position)}
              >
                <span
                  aria-hidden
                  className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
                    current
                      ? 'w-7 bg-accent shadow-[0_0_10px_var(--c-glow)]'
                      : 'w-2.5 bg-muted/70 group-hover:bg-accent/70'
                  }`}
                />
              </button>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}

interface SlideItemProps {
  slide: Slide;
  label: string;
  current: boolean;
}

/** One slide; the ones off screen are invisible, so neither focus nor screen readers land there. */
function SlideItem({ slide, label, current }: SlideItemProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group; a fieldset is for form controls
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-current={current || undefined}
      className={`@container w-full shrink-0 transition-[visibility] duration-500 motion-reduce:transition-none ${
        current ? 'visible' : 'invisible'
      }`}
    >
      <SlideFace slide={slide} />
    </div>
  );
}

/**
 * How wide the picture is drawn, for the browser to pick a size: beside the text in the home
 * band's wide column on a desktop, about half the screen on a tablet, all of it on a phone.
 */
const SLIDE_IMAGE_SIZES_ATTR = '(min-width: 80rem) 23rem, (min-width: 40rem) 55vw, 100vw';

/**
 * A slide's picture, texts and button, laid out by the width of its container: side by side
 * when there is room, stacked on a phone. `inert` draws the button without a link (a preview).
 */
export function SlideFace({ slide, inert = false }: { slide: Slide; inert?: boolean }) {
  const internal = slide.ctaLink.startsWith('/');
  const ctaClass = 'btn btn-primary mt-4 self-start';
  const ctaContent = (
    <>
      {slide.cta} <ArrowRight aria-hidden size={18} className="rtl:-scale-x-100" />
    </>
  );
  const { image } = slide;
  return (
    <div className="grid h-full gap-4 @xl:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] @xl:items-center @xl:gap-6">
      <img
        src={image.src}
        srcSet={image.srcset ?? undefined}
        sizes={image.srcset ? SLIDE_IMAGE_SIZES_ATTR : undefined}
        alt=""
        width={image.width}
        height={image.height}
        className="aspect-video w-full rounded-xl border border-line object-cover"
      />
      <div className="flex min-w-0 flex-col px-1 pb-1">
        <p className="text-xs font-bold tracking-[0.2em] text-cyan uppercase">{slide.subtitle}</p>
        <h3 className="mt-1 text-2xl font-black break-words @md:text-3xl">{slide.title}</h3>
        <p className="mt-2 text-muted">{slide.description}</p>
        {inert ? (
          <span className={ctaClass}>{ctaContent}</span>
        ) : internal ? (
          <Link href={slide.ctaLink} className={ctaClass}>
            {ctaContent}
          </Link>
        ) : (
          <a href={slide.ctaLink} className={ctaClass} rel="noopener">
            {ctaContent}
          </a>
        )}
      </div>
    </div>
  );
}
