/*
 * Every upload leaves the browser as new pixels, never as the owner's original file: the image is
 * decoded right way up (EXIF orientation applied) and drawn onto a canvas, and the canvas encodes a
 * new file. A canvas carries no EXIF, XMP or camera data, so a photo's GPS position and camera
 * stay on the phone. Chromium writes JPEGs with only JFIF and ICC headers and PNGs with only
 * IHDR/IDAT/IEND chunks (checked by the upload e2e test, which reads the stored file back).
 */
import { MAX_UPLOAD_BYTES } from './upload-rules.ts';

/** Decodes `file` right way up; null when it is not an image the browser can decode. */
export async function decodeImage(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/**
 * The type a re-encoded upload gets: its own where a canvas can write it, else WebP (AVIF, which
 * browsers cannot encode) or PNG (GIF: the first frame, lossless).
 */
export function outputType(type: string): string {
  if (type === 'image/jpeg' || type === 'image/png' || type === 'image/webp') return type;
  return type === 'image/gif' ? 'image/png' : 'image/webp';
}

function canvasOf(image: ImageBitmap, scale: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images; try another browser');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

function encode(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      type,
      quality,
    ),
  );
}

/** Lossy qualities tried in turn before the image is made smaller. */
const qualities = [0.9, 0.82, 0.74, 0.66];

/**
 * A new file of `image` in `type` of at most 5 MB: scaled so that its longest side is at most
 * `longestSide` (when given), then lower qualities, then smaller sizes until it fits.
 */
export async function encodeImage(
  image: ImageBitmap,
  type: string,
  longestSide?: number,
): Promise<Blob> {
  let scale = longestSide ? Math.min(1, longestSide / Math.max(image.width, image.height)) : 1;
  const steps = type === 'image/png' ? [undefined] : qualities;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const canvas = canvasOf(image, scale);
    for (const quality of steps) {
      const blob = await encode(canvas, type, quality);
      if (blob.size <= MAX_UPLOAD_BYTES) return blob;
    }
    scale *= 0.8;
  }
  throw new Error('The image could not be made smaller than 5 MB');
}
