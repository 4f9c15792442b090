/*
 * What the library accepts, checked in the browser before any request (docs/product.md#validation).
 * The bucket says the same (migration 20261122000750): these checks give the owner a clear message
 * early, storage refuses whatever skips them.
 */

/** The bucket's limit: 5 MB (docs/product.md#business-facts). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The longest side of a photo after "Resize and upload". */
export const RESIZE_LONGEST_SIDE = 2560;

/** Raster types the bucket stores; SVG is refused because it can carry script. */
export const storableTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/** Types a too-large file may be resized from (the formats phones and cameras produce). */
export const resizableTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** The `accept` list of the file inputs. */
export const acceptedTypes = storableTypes.join(',');

/** The hint under every file input (docs/product.md#validation). */
export const uploadHint = 'Max 5MB. JPG, PNG, WEBP supported.';

/** A refusal as its toast shows it: title and description (docs/product.md#validation). */
export interface UploadRefusal {
  title: string;
  description: string;
  /** A JPEG, PNG or WebP over 5 MB: "Resize and upload" can still take it. */
  resizable?: boolean;
}

/** A file whose type does not begin with image/ (docs/product.md#validation). */
export const notAnImage: UploadRefusal = {
  title: 'Invalid file type',
  description: 'Please upload an image file',
};

/**
 * An image type the bucket does not store (SVG, HEIC, TIFF…): beyond docs/product.md#validation,
 * same title.
 */
export const unsupportedImage: UploadRefusal = {
  title: 'Invalid file type',
  description: 'Please upload a JPG, PNG, WEBP, AVIF or GIF image',
};

/** A file over 5 MB (docs/product.md#validation). */
export const tooLarge: UploadRefusal = {
  title: 'File too large',
  description: 'Maximum file size is 5MB',
};

/** The refusal for a file of this type, or null when the bucket stores the type. */
export function typeRefusal(type: string): UploadRefusal | null {
  if (!type.startsWith('image/')) return notAnImage;
  return storableTypes.includes(type) ? null : unsupportedImage;
}

/** The refusal for a file of this size (resizable when its type allows), or null. */
export function sizeRefusal(file: Pick<File, 'type' | 'size'>): UploadRefusal | null {
  if (file.size <= MAX_UPLOAD_BYTES) return null;
  return { ...tooLarge, resizable: resizableTypes.includes(file.type) };
}
