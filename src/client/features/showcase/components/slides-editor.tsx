import { useQuery } from '@tanstack/react-query';
import { GalleryHorizontal, Plus } from 'lucide-react';
import { useId } from 'react';
import type { OfficeSlide, SlideFormValues } from '../../../../shared/contracts/showcase';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { slidesKind } from '../api/showcase-office';
import { useEditing } from '../hooks/use-editing';
import { ShowcaseOfficeList, type Visibility } from './showcase-office-list';
import { SlideForm } from './slide-form';

const PUBLISHED: Visibility<OfficeSlide, SlideFormValues> = {
  label: 'Published',
  isShown: (slide) => slide.published,
  change: (published) => ({ published }),
  hiddenChip: 'Hidden',
};

function SlideSummary({ slide }: { slide: OfficeSlide }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        src={slide.image.src}
        srcSet={slide.image.srcset ?? undefined}
        sizes="6rem"
        alt=""
        width={96}
        height={54}
        loading="lazy"
        className="hidden aspect-video w-24 shrink-0 rounded-lg border border-line object-cover min-[420px]:block"
      />
      <div className="min-w-0">
        <p className="font-bold wrap-anywhere">{slide.title}</p>
        {slide.subtitle ? (
          <p className="text-sm wrap-anywhere text-muted">{slide.subtitle}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The back office's "Slides" tab: the home carousel's slides in their order, to move, publish
 * or hide, edit with a preview, and delete. The home page follows every change at once.
 */
export function SlidesEditor() {
  const headingId = useId();
  const slides = useQuery(slidesKind.list());
  const editor = useEditing<OfficeSlide>();
  const published = slides.data?.filter((slide) => slide.published).length;

  return (
    <section aria-labelledby={headingId} className="panel grid min-w-0 gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
            <GalleryHorizontal aria-hidden className="size-5 text-accent" /> Home slides
          </h2>
          <p className="text-sm text-muted">
            The carousel at the top of the home page shows the published slides in this order.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => editor.open('new')}>
          <Plus aria-hidden size={18} /> Add a slide
        </button>
      </div>
      {published === 0 ? (
        <p role="status" className="rounded-xl border border-line p-3 text-sm">
          No slide is published, so the home page shows no carousel.
        </p>
      ) : null}
      <QueryStates
        query={slides}
        pending="Loading the slides…"
        problem="We could not load the slides"
        empty={
          <DataEmpty title="No slides yet" icon={GalleryHorizontal}>
            Add one, and it shows on the home page once published.
          </DataEmpty>
        }
      >
        {(items) => (
          <ShowcaseOfficeList
            kind={slidesKind}
            items={items}
            label="Slides, in carousel order"
            summary={(slide) => <SlideSummary slide={slide} />}
            visibility={PUBLISHED}
            editingId={editor.editingId}
            onEdit={editor.open}
            onDeleted={editor.forget}
          />
        )}
      </QueryStates>
      {editor.editing !== null ? (
        <SlideForm
          key={editor.formKey}
          slide={editor.editing === 'new' ? null : editor.editing}
          onClose={editor.close}
          onDirtyChange={editor.setDirty}
        />
      ) : null}
    </section>
  );
}
