/**
 * A stand-in for a phone photo when no real one is at hand (this machine has no camera roll and no
 * internet): Chromium paints a car in a driveway with sensor grain at phone resolution and encodes
 * it as a JPEG. Grain is what makes real photos large and hard to compress; `grain` sets how much.
 */
import type { Page } from '@playwright/test';

/** Options of the painted photo. */
export interface SamplePhoto {
  width?: number;
  height?: number;
  /** Amplitude of the per-pixel noise (0-255); more grain, bigger file. */
  grain?: number;
  quality?: number;
}

/** Paints the photo in `page` (any page; nothing is added to its document) and returns the JPEG. */
export async function samplePhoto(page: Page, options: SamplePhoto = {}): Promise<Buffer> {
  const { width = 4032, height = 3024, grain = 18, quality = 0.92 } = options;
  const base64 = await page.evaluate(
    async ({ width, height, grain, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      const sky = g.createLinearGradient(0, 0, 0, height * 0.6);
      sky.addColorStop(0, '#6fa8dc');
      sky.addColorStop(1, '#dfeaf5');
      g.fillStyle = sky;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#5b5f66';
      g.fillRect(0, height * 0.6, width, height * 0.4);
      const u = width / 100;
      g.fillStyle = '#0b3d91';
      g.beginPath();
      g.roundRect(12 * u, height * 0.42, 76 * u, 14 * u, 4 * u);
      g.roundRect(28 * u, height * 0.42 - 9 * u, 40 * u, 11 * u, 5 * u);
      g.fill();
      g.fillStyle = '#a9c7e8';
      g.fillRect(32 * u, height * 0.42 - 7 * u, 15 * u, 7 * u);
      g.fillRect(50 * u, height * 0.42 - 7 * u, 15 * u, 7 * u);
      g.fillStyle = '#111';
      for (const x of [26, 72]) {
        g.beginPath();
        g.arc(x * u, height * 0.42 + 14 * u, 7 * u, 0, Math.PI * 2);
        g.fill();
      }
      const pixels = g.getImageData(0, 0, width, height);
      const data = pixels.data;
      let seed = 7;
      for (let i = 0; i < data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const noise = ((seed >> 8) % (2 * grain + 1)) - grain;
        data[i] = Math.min(255, Math.max(0, data[i]! + noise));
        data[i + 1] = Math.min(255, Math.max(0, data[i + 1]! + noise));
        data[i + 2] = Math.min(255, Math.max(0, data[i + 2]! + noise));
      }
      g.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/jpeg', quality),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { width, height, grain, quality },
  );
  return Buffer.from(base64, 'base64');
}
