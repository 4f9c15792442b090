import { failStorage } from './errors.ts';

/** The parts of an upload form: text fields and the (first) file part. */
export type UploadForm = {
  fields: Record<string, string>;
  file?: { data: Buffer; contentType: string; filename: string };
};

const invalid = (message: string): never =>
  failStorage(400, 'InvalidRequest', 'Invalid Input', message);

/** Parses a buffered `multipart/form-data` body (the size limit was applied while reading it). */
export function parseMultipart(body: Buffer, contentType: string): UploadForm {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2]?.trim();
  if (!boundary || boundary.length > 200) return invalid('Missing multipart boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const form: UploadForm = { fields: {} };
  let start = body.indexOf(delimiter);
  if (start < 0) invalid('Malformed multipart body');
  for (let count = 0; count < 100; count++) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') return form;
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) invalid('Malformed multipart body');
    const part = body.subarray(partStart + 2, next - 2); // strip CRLF after delimiter and before next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) invalid('Malformed multipart part');
    const head = part.subarray(0, headerEnd).toString('utf8');
    const data = part.subarray(headerEnd + 4);
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    if (filename !== undefined || name === '') {
      const type =
        /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream';
      form.file ??= { data, contentType: type, filename: filename ?? '' };
    } else {
      form.fields[name] = data.toString('utf8');
    }
    start = next;
  }
  return invalid('Too many multipart parts');
}
