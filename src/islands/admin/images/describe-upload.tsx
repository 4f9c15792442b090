import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import type { NewImageTexts } from '../../../lib/data/images.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { z } from '../../../lib/zod.ts';
import { AltTextFields } from './image-fields.tsx';
import { uploadTextsSchema, type UploadTexts } from './image-form.ts';
import { revealMotion } from './reveal.ts';
import type { Draft } from './use-image-upload.ts';

/** The alt texts an editor suggests for its upload (a package's title in each language). */
export type SuggestedTexts = { alt_text: string; alt_text_es: string };

/**
 * A picked photo's description, asked before it is uploaded from an editor's picker
 * (docs/product.md#image-library): its preview and file name, the alt texts of 'Edit Image
 * Metadata' (same fields, same rules) starting from the editor's suggestion, and 'Upload photo'.
 * Shown, it is scrolled into view and takes the focus itself, not a field's, so a phone's keyboard
 * does not rise over it. Its own form inside the editor's: Enter in a field uploads, never saves
 * the editor. While `busy`, 'Upload photo' keeps the focus and a press does nothing.
 */
export function DescribeUpload({
  draft,
  suggested,
  busy,
  onUpload,
}: {
  draft: Draft;
  suggested: SuggestedTexts;
  busy: boolean;
  onUpload: (texts: NewImageTexts) => void;
}) {
  const t = useMessages('images');
  const id = useId();
  const form = useForm<UploadTexts, unknown, z.output<typeof uploadTextsSchema>>({
    defaultValues: { single: { ...suggested, file_name: draft.file.name } },
    resolver: zodResolver(uploadTextsSchema),
  });
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    group.current?.focus({ preventScroll: true });
    group.current?.scrollIntoView({ block: 'nearest', behavior: revealMotion() });
  }, []);
  const submit = form.handleSubmit(({ single }) =>
    onUpload({ alt_text: single.alt_text, alt_text_es: single.alt_text_es }),
  );
  const upload = () => {
    // Focus waits on the button through the upload (the fields are disabled meanwhile).
    button.current?.focus();
    if (!busy) void submit();
  };
  return (
    <FormProvider {...form}>
      {/* It catches Enter bubbling from the fields inside; the group is no control. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={group}
        role="group"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          // The editor's form around it would take Enter as its Save.
          event.preventDefault();
          upload();
        }}
        className="space-y-3 border-t border-mist-200 pt-3 outline-none focus-visible:outline-3 focus-visible:outline-(--focus-ring)"
      >
        <p id={`${id}-title`} className="text-sm font-medium text-ink-900">
          {t('describeTitle')}
        </p>
        <div className="flex items-center gap-3">
          <img
            src={draft.preview}
            alt=""
            className="aspect-video w-24 shrink-0 rounded-md border border-mist-200 bg-mist-100 object-cover"
          />
          <p translate="no" className="min-w-0 text-sm break-all text-ink-600">
            {draft.file.name}
          </p>
        </div>
        <fieldset disabled={busy} className="space-y-4">
          <AltTextFields />
        </fieldset>
        <Button ref={button} busy={busy} onClick={upload}>
          {t('uploadDescribed')}
        </Button>
      </div>
    </FormProvider>
  );
}
