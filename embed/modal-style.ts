/**
 * How the modal looks (docs/embedding.md, 'How a merchant embeds it'): set through the CSSOM (`element.style`),
 * so a merchant's CSP needs no `style-src` for it. A sheet on a phone, a centred dialog wider, its
 * bar light or dark as the payer's device is, like the page inside.
 */

/** Under this width the modal is a full-screen sheet; from it up, a centred dialog. */
export const NARROW = '(max-width: 599.98px)';
/** The payer's device in dark mode: the modal's bar follows, as the page inside does. */
export const DARK = '(prefers-color-scheme: dark)';

/** The parts of the modal the styles apply to. */
export interface ModalParts {
  backdrop: HTMLElement;
  dialog: HTMLElement;
  button: HTMLElement;
  frame: HTMLIFrameElement;
}

/** The styles that do not depend on the screen. */
export function styleModal({ backdrop, dialog, button, frame }: ModalParts): void {
  Object.assign(backdrop.style, {
    position: 'fixed',
    top: '0',
    right: '0',
    bottom: '0',
    left: '0',
    // A merchant's page wider than the phone (378 px of content on a 360 px screen) widens the box a
    // fixed element fills to its content, beyond the screen: the viewport's width (100vw, the screen's)
    // keeps the sheet, and Close at its end, on screen (tests/e2e/embed.test.ts, 'a page wider than the phone').
    maxWidth: '100vw',
    zIndex: '2147483647',
    background: 'rgba(0,0,0,.5)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  });
  Object.assign(dialog.style, {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: '#fff',
    overflow: 'hidden',
    boxSizing: 'border-box',
  });
  Object.assign(button.style, {
    alignSelf: 'flex-end',
    margin: '4px',
    padding: '8px 12px',
    font: '600 14px/1.2 system-ui, sans-serif',
    color: '#111',
    background: '#fff',
    border: '1px solid #888',
    borderRadius: '6px',
    cursor: 'pointer',
    // A control a thumb can hit: 44 × 44 px at least, as every control of the page's (page/styles.css).
    minHeight: '44px',
    minWidth: '44px',
  });
  Object.assign(frame.style, { flex: '1 1 auto', minHeight: '0', height: 'auto' });
}

/** The styles that follow the screen: its width and the device's colour scheme. */
export function layoutModal({ dialog, button }: ModalParts, narrow: boolean, dark: boolean): void {
  // The modal's own bar in the page's colours, light or dark as the payer's device is.
  const [surface, ink, edge] = dark ? ['#172033', '#e7ecf4', '#5b6e8f'] : ['#fff', '#111', '#888'];
  dialog.style.background = surface;
  Object.assign(button.style, { color: ink, background: surface, borderColor: edge });
  Object.assign(
    dialog.style,
    narrow
      ? { width: '100%', height: '100%', maxWidth: 'none', borderRadius: '0' }
      : {
          width: '480px',
          height: 'min(760px, calc(100% - 48px))',
          maxWidth: 'calc(100% - 32px)',
          borderRadius: '12px',
        },
  );
}
