import { ApiError, readDocumentCookie } from '@portal/api-client';

/**
 * Sends a multipart form with XMLHttpRequest (fetch reports no upload progress), as the api-client does: the
 * session's cookies, the XSRF token echoed, the screen's language for the server's words. Resolves with the JSON
 * answer; any other status rejects with the same ApiError the generated client throws, so the form layer shows a
 * refusal by its field; a network failure rejects with a plain Error.
 */
export function uploadForm(
  url: string,
  form: FormData,
  options: { language?: string; onProgress?: (percent: number) => void },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = readDocumentCookie('XSRF-TOKEN');
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    if (options.language) xhr.setRequestHeader('Accept-Language', options.language);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the raw text stands as the body, as the client keeps it.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new ApiError(xhr.status, body));
    });
    xhr.addEventListener('error', () => reject(new Error('upload failed')));
    xhr.addEventListener('abort', () => reject(new Error('upload aborted')));
    xhr.send(form);
  });
}
