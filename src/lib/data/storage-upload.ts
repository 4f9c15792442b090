/**
 * Uploads one file to a storage bucket with progress. supabase-js uploads through `fetch`, which
 * reports no upload progress, so this sends the same request storage-js sends for raw bytes
 * (`POST /storage/v1/object/<bucket>/<path>` with the session's token) through XMLHttpRequest.
 */
import { supabase } from '../supabase.ts';

const baseUrl = import.meta.env.PUBLIC_SUPABASE_URL as string;
const anonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY as string;

/** Why storage refused an upload, in its own words ('mime type … is not supported', …). */
function storageMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return `Storage answered HTTP ${xhr.status}`;
}

/**
 * Stores `file` at `key` in `bucket` (never overwriting); `onProgress` gets the sent fraction.
 * Rejects with storage's message when the upload is refused or the network fails.
 */
export async function uploadWithProgress(
  bucket: string,
  key: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? anonKey;
  const path = key.split('/').map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl}/storage/v1/object/${bucket}/${path}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', anonKey);
    xhr.setRequestHeader('content-type', file.type);
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(storageMessage(xhr)));
    xhr.onerror = () => reject(new Error('The upload did not reach storage (network error)'));
    xhr.send(file);
  });
}
