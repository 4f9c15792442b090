import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ImageCategory } from '../../../lib/data/images.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useImageName } from './use-image-name.ts';
import type { SuggestedTexts } from './describe-upload.tsx';
import { ImageThumb } from './image-thumb.tsx';
import { ImageUploader } from './image-uploader.tsx';
import { LibraryChoices } from './library-choices.tsx';
import { revealMotion } from './reveal.ts';
import { GroupError } from '../editor/field-frame.tsx';
import { useUnsentPhotoCheck } from '../editor/unsent-photos.ts';

/** Props of the image slot of the hero and package dialogs. */
export interface ImagePickerProps {
  /** The chosen image's public URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** The library category given to inline uploads (services for packages). */
  category: ImageCategory;
  /** The slot's visible name ('Background image'). */
  label?: string;
  /** The form's validation message for the slot. */
  error?: string | undefined;
  /** The alt texts an upload's description starts from (the package's title); else empty. */
  suggested?: SuggestedTexts | undefined;
}

const unsuggested: SuggestedTexts = { alt_text: '', alt_text_es: '' };

/** The texts of the buttons that open the library's images and the upload box. */
const openers = { library: 'chooseFromLibrary', upload: 'uploadNew' } as const;

/**
 * The image slot of an editor dialog (docs/product.md#image-library): the chosen image's preview,
 * choose one from the library's images (every category), upload one into `category` inline with
 * the library's checks, described first (its alt texts, from `suggested`), or clear it. An opened
 * panel is scrolled into view and takes the focus; after an upload, focus is back on 'Upload new
 * image'.
 */
export function ImagePicker({
  value,
  onChange,
  category,
  label,
  error,
  suggested,
}: ImagePickerProps) {
  const t = useMessages('images');
  const id = useId();
  const [mode, setMode] = useState<'closed' | 'library' | 'upload'>('closed');
  const toggle = (next: 'library' | 'upload') => setMode(mode === next ? 'closed' : next);
  // The opened panel opens below the buttons, often below a phone's screen: it is brought into
  // view (again once the library's images have loaded under it), and focus moves onto it rather
  // than onto a field, which would raise a phone's keyboard over it.
  const panel = useRef<HTMLDivElement>(null);
  const reveal = useCallback(
    () => panel.current?.scrollIntoView({ block: 'nearest', behavior: revealMotion() }),
    [],
  );
  // An upload closes its box: focus still in it goes back to the button that opened it, under the
  // new image's preview, not to the page's start (focus moved elsewhere meanwhile stays there).
  const uploadOpener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode === 'closed') return;
    panel.current?.focus({ preventScroll: true });
    reveal();
  }, [mode, reveal]);
  // A photo picked and not uploaded yet stops the dialog's Save here: saved without it, the entry
  // would keep its old image while the owner believes the new one is in. The box says so, and
  // takes the focus as when it opened (its 'Upload photo' is in reach).
  const pending = useRef(false);
  const [unsent, setUnsent] = useState(false);
  const onPending = useCallback((waiting: boolean) => {
    pending.current = waiting;
    if (!waiting) setUnsent(false);
  }, []);
  useUnsentPhotoCheck(() => {
    if (!pending.current) return false;
    setUnsent(true);
    panel.current?.focus({ preventScroll: true });
    reveal();
    return true;
  });
  const name = useImageName(value);
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-current`}>
      <legend className="text-sm font-medium text-ink-900">{label ?? t('pickerLabel')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <ImageThumb url={value} />
        <p id={`${id}-current`} className="min-w-0 flex-1 text-sm break-words text-ink-600">
          {value ? t('chosen', { file: name ?? value }) : t('noImage')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {(['library', 'upload'] as const).map((next) => (
          <Button
            key={next}
            ref={next === 'upload' ? uploadOpener : undefined}
            variant="outline"
            size="sm"
            aria-expanded={mode === next}
            onClick={() => toggle(next)}
          >
            {t(openers[next])}
          </Button>
        ))}
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('clearImage')}
          </Button>
        ) : null}
      </div>
      <GroupError message={error} />
      {mode === 'closed' ? null : (
        <div
          ref={panel}
          role="group"
          aria-label={t(openers[mode])}
          aria-describedby={unsent ? `${id}-unsent` : undefined}
          tabIndex={-1}
          className="rounded-md border border-mist-200 p-3 outline-none focus-visible:outline-3 focus-visible:outline-(--focus-ring)"
        >
          {mode === 'library' ? (
            <LibraryChoices value={value} onChoose={onChange} onLoaded={reveal} />
          ) : (
            <ImageUploader
              category={category}
              describe={suggested ?? unsuggested}
              onUploaded={(image) => {
                if (panel.current?.contains(document.activeElement)) uploadOpener.current?.focus();
                onChange(image.url);
                setMode('closed');
              }}
              onPending={onPending}
            />
          )}
          {unsent ? (
            <p id={`${id}-unsent`} role="alert" className="mt-3 text-sm text-red-700">
              {t('unsentPhoto', { upload: t('uploadDescribed'), close: t(openers.upload) })}
            </p>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
