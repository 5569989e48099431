/**
 * What the loader's frame may use (docs/embedding.md): only what the page needs, the copy buttons
 * and sharing the QR code. Its own file so the docs test reads it without running the loader.
 */
export const FRAME_PERMISSIONS = 'clipboard-write; web-share';
