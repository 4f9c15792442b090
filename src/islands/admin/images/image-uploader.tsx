import { useEffect, useId, useState } from 'react';
import type { ImageCategory, ImageRow } from '../../../lib/data/images.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { ArrowUpTrayIcon } from '@heroicons/react/24/outline';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CategorySelect } from './category-select.tsx';
import { DescribeUpload, type SuggestedTexts } from './describe-upload.tsx';
import { OversizeOffer } from './oversize-offer.tsx';
import { useImageUpload, type UploadState } from './use-image-upload.ts';

function progressLabel(t: Translate<'images'>, state: UploadState): string {
  if (state.phase === 'preparing') return t('preparing');
  if (state.phase !== 'uploading') return '';
  return state.progress < 1
    ? t('uploading', { percent: Math.round(state.progress * 100) })
    : t('saving');
}

/**
 * The upload box of the library and the picker: category select (unless the picker fixes the
 * category), file input, hint, with `describe` the picked photo's description before it uploads,
 * and while busy the input waiting (it keeps focus) with a spinner and progress.
 */
export function ImageUploader({
  category: fixedCategory,
  shownCategory,
  describe,
  onUploaded,
  onPending,
}: {
  category?: ImageCategory;
  /** The category the library shows (its filter): the select moves to it when it changes. */
  shownCategory?: ImageCategory;
  /** Asks for the photo's alt texts before uploading it, starting from these. */
  describe?: SuggestedTexts | undefined;
  onUploaded: (image: ImageRow) => void;
  /** Told whether a picked photo waits (checked, described, uploading, or offered a resize). */
  onPending?: (pending: boolean) => void;
}) {
  const t = useMessages('images');
  const id = useId();
  const [chosen, setChosen] = useState<ImageCategory>(shownCategory ?? 'general');
  // Adjusted while rendering, as React's docs advise for state following a prop: the owner who
  // filters the library on Testimonials and uploads means a Testimonials photo.
  const [followed, setFollowed] = useState(shownCategory);
  if (shownCategory !== followed) {
    setFollowed(shownCategory);
    if (shownCategory) setChosen(shownCategory);
  }
  const category = fixedCategory ?? chosen;
  const upload = useImageUpload(category, onUploaded, Boolean(describe));
  const { state, busy } = upload;
  const draft = state.phase === 'describing' || state.phase === 'uploading' ? state.draft : null;
  const pending = state.phase !== 'idle';
  useEffect(() => {
    onPending?.(pending);
    return () => onPending?.(false);
  }, [pending, onPending]);
  return (
    <div className="space-y-3">
      <div className={fixedCategory ? '' : 'grid gap-3 sm:grid-cols-[12rem_1fr]'}>
        {fixedCategory ? null : (
          <div className="space-y-1.5">
            <CategorySelect value={chosen} onChange={setChosen} disabled={busy} />
          </div>
        )}
        <div className="space-y-1.5">
          <label id={`${id}-label`} htmlFor={`${id}-file`} className="block text-sm font-medium">
            {t('imageFile')}
          </label>
          {/* The browser's own button and "No file chosen" speak the browser's language: the
              input lies, see-through, over a button in the admin's, and takes its clicks, taps,
              dropped files and keyboard focus (drawn on the button). Its name starts with the
              button's text, what a person sees on it and says to pick it (WCAG 2.5.3). */}
          <div className="relative w-fit max-w-full">
            <input
              id={`${id}-file`}
              type="file"
              accept="image/*"
              // Busy, not disabled: focus stays on it through the upload and after it.
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
              aria-labelledby={`${id}-choose ${id}-label`}
              aria-describedby={
                category === 'testimonials' ? `${id}-hint ${id}-carousel` : `${id}-hint`
              }
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared at once, so picking the same file again is a new change.
                event.target.value = '';
                if (file) upload.pick(file);
              }}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0 aria-disabled:cursor-default"
            />
            <span
              id={`${id}-choose`}
              aria-hidden="true"
              className={buttonVariants({
                variant: 'outline',
                className:
                  'peer-hover:bg-mist-100 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring) peer-aria-disabled:opacity-60',
              })}
            >
              <ArrowUpTrayIcon />
              {t('chooseFile')}
            </span>
          </div>
          <p id={`${id}-hint`} className="text-sm text-ink-600">
            {t('uploadHint')}
          </p>
          {category === 'testimonials' ? (
            <p id={`${id}-carousel`} className="text-sm text-ink-700">
              {t('carouselNote')}
            </p>
          ) : null}
        </div>
      </div>
      {draft && describe ? (
        <DescribeUpload
          key={draft.preview}
          draft={draft}
          suggested={describe}
          busy={busy}
          onUpload={upload.upload}
        />
      ) : null}
      {busy ? (
        <div className="space-y-2">
          <Spinner label={progressLabel(t, state)} />
          <progress
            className="h-2 w-full accent-brand-600"
            aria-label={t('uploadProgress')}
            max={1}
            value={state.phase === 'uploading' ? state.progress : undefined}
          />
        </div>
      ) : null}
      {state.phase === 'oversize' ? (
        <OversizeOffer
          file={state.file}
          onResize={upload.resizeAndUpload}
          onDismiss={upload.dismiss}
        />
      ) : null}
    </div>
  );
}
