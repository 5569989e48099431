/**
 * The proof upload: the slot from `get-upload-url`, checked against the allowed
 * upload origins (docs/rules.md, Payment-worker calls), then a multipart POST with field `file`.
 * XMLHttpRequest, because fetch cannot report upload progress.
 */

/** Resolves with the HTTP status (0 for a network error); never rejects. */
export function uploadFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(request.status);
    request.onerror = () => resolve(0);
    request.onabort = () => resolve(0);
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
