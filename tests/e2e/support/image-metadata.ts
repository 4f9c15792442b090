/*
 * Image metadata by hand, for the upload tests: an APP1 EXIF segment carrying a camera, an
 * orientation and a GPS position (and an XMP packet with the same position), put into a JPEG that
 * Chromium's canvas made, the same EXIF as a PNG eXIf chunk beside a tEXt chunk; and readers that
 * say which of those a stored file still carries.
 */
import { crc32 } from 'node:zlib';

/** Where the photo was taken: a driveway somewhere in Fairfax. */
export const driveway = { latitude: [38, 50, 47], longitude: [77, 18, 23] } as const;

type Entry = { tag: number; type: 2 | 3 | 4 | 5; count: number; data: Buffer };

function ascii(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'latin1');
}

function rationals(values: readonly number[]): Buffer {
  const out = Buffer.alloc(values.length * 8);
  values.forEach((value, i) => {
    out.writeUInt32BE(value, i * 8);
    out.writeUInt32BE(1, i * 8 + 4);
  });
  return out;
}

function short(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt16BE(value, 0);
  return out;
}

function long(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value, 0);
  return out;
}

/** One IFD at `offset` (from the TIFF header): entries, next-IFD 0, then the values that overflow. */
function ifd(entries: Entry[], offset: number): Buffer {
  const head = Buffer.alloc(2 + entries.length * 12 + 4);
  head.writeUInt16BE(entries.length, 0);
  const overflow: Buffer[] = [];
  let next = offset + head.length;
  entries.forEach((entry, i) => {
    const at = 2 + i * 12;
    head.writeUInt16BE(entry.tag, at);
    head.writeUInt16BE(entry.type, at + 2);
    head.writeUInt32BE(entry.count, at + 4);
    if (entry.data.length <= 4) entry.data.copy(head, at + 8);
    else {
      head.writeUInt32BE(next, at + 8);
      overflow.push(entry.data);
      next += entry.data.length;
    }
  });
  return Buffer.concat([head, ...overflow]);
}

function gpsEntries(): Entry[] {
  return [
    { tag: 0x0001, type: 2, count: 2, data: ascii('N') },
    { tag: 0x0002, type: 5, count: 3, data: rationals(driveway.latitude) },
    { tag: 0x0003, type: 2, count: 2, data: ascii('W') },
    { tag: 0x0004, type: 5, count: 3, data: rationals(driveway.longitude) },
  ];
}

/** A TIFF block (EXIF): camera make and model, `orientation`, and a GPS IFD with the driveway. */
function exifTiff(orientation: number): Buffer {
  const make = ascii('PhoneMaker');
  const model = ascii('Pocket Camera 12');
  const ifd0Size = 2 + 4 * 12 + 4 + make.length + model.length;
  const gpsOffset = 8 + ifd0Size;
  const ifd0 = ifd(
    [
      { tag: 0x010f, type: 2, count: make.length, data: make },
      { tag: 0x0110, type: 2, count: model.length, data: model },
      { tag: 0x0112, type: 3, count: 1, data: short(orientation) },
      { tag: 0x8825, type: 4, count: 1, data: long(gpsOffset) },
    ],
    8,
  );
  return Buffer.concat([
    Buffer.from('MM\0*', 'latin1'),
    long(8),
    ifd0,
    ifd(gpsEntries(), gpsOffset),
  ]);
}

/** An APP1 EXIF segment: camera make and model, `orientation`, and a GPS IFD with the driveway. */
export function exifSegment(orientation = 1): Buffer {
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff(orientation)]));
}

/** An APP1 XMP packet that repeats the GPS position. */
export function xmpSegment(): Buffer {
  const xml =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="38,50.78N" exif:GPSLongitude="77,18.38W"/>' +
    '</rdf:RDF></x:xmpmeta>';
  return segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${xml}`, 'latin1'));
}

function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** `jpeg` with `segments` inserted right after its SOI marker (where cameras put them). */
export function withSegments(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** What a JPEG carries: its size in pixels and whether any EXIF, GPS, XMP or camera data is left. */
export interface JpegFacts {
  width: number;
  height: number;
  exif: boolean;
  xmp: boolean;
  gps: boolean;
  camera: boolean;
}

/** Reads the segments before the image data of `jpeg`. */
export function jpegFacts(jpeg: Buffer): JpegFacts {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const facts: JpegFacts = {
    width: 0,
    height: 0,
    exif: false,
    xmp: false,
    gps: false,
    camera: false,
  };
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    const payload = jpeg.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && payload.subarray(0, 6).toString('latin1') === 'Exif\0\0') {
      facts.exif = true;
    }
    if (marker === 0xe1 && payload.toString('latin1').startsWith('http://ns.adobe.com/xap/')) {
      facts.xmp = true;
    }
    if (marker >= 0xc0 && marker <= 0xc2) {
      facts.height = payload.readUInt16BE(1);
      facts.width = payload.readUInt16BE(3);
    }
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return { ...facts, ...traces(jpeg, facts.exif) };
}

/** Whatever the structure: is the position or the camera anywhere in the file's bytes? */
function traces(file: Buffer, exif: boolean): { gps: boolean; camera: boolean } {
  const text = file.toString('latin1');
  return {
    // EXIF written by hand above always carries the GPS IFD; XMP names the tags.
    gps: exif || text.includes('GPSLatitude') || text.includes('GPSLongitude'),
    camera: text.includes('PhoneMaker') || text.includes('Pocket Camera'),
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** `png` with an eXIf chunk (camera, `orientation`, GPS) and a tEXt chunk naming the camera. */
export function withPngMetadata(png: Buffer, orientation = 1): Buffer {
  const ihdrEnd = 8 + 8 + 13 + 4;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    chunk('eXIf', exifTiff(orientation)),
    chunk('tEXt', Buffer.from('Model\0Pocket Camera 12', 'latin1')),
    png.subarray(ihdrEnd),
  ]);
}

/** What a PNG carries: its size, its chunk types in order, and any GPS or camera trace. */
export function pngFacts(png: Buffer) {
  const chunks: string[] = [];
  for (let at = 8; at + 8 <= png.length; at += 12 + png.readUInt32BE(at)) {
    chunks.push(png.toString('latin1', at + 4, at + 8));
  }
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    chunks: [...new Set(chunks)],
    ...traces(png, chunks.includes('eXIf')),
  };
}
