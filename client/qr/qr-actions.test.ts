// The QR code's actions as step 2's chunk makes them (client/qr/qr-actions.ts; docs/rules.md, Saving
// and sharing the QR code): which failure is the error screen, which a toast, which silent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QrDrawing } from '../../common/qr-drawing.ts';
import type { QrPicture } from '../../common/qr-options.ts';
import type { Action } from '../../page/flow/state.ts';
import { toasts } from '../../page/toasts.ts';
import { ChunkLoadError } from '../platform/lazy.ts';

const lazyQr = vi.hoisted(() => ({
  draw: vi.fn<(value: string) => Promise<unknown>>(),
  saveQrPng: vi.fn<() => Promise<void>>(),
  shareQrPng: vi.fn<() => Promise<void>>(),
  canShareQrPng: vi.fn<() => Promise<boolean>>(),
}));
vi.mock('./lazy-qr.ts', () => ({
  qrDrawings: () => ({ draw: lazyQr.draw, drawn: () => null }),
  saveQrPng: lazyQr.saveQrPng,
  shareQrPng: lazyQr.shareQrPng,
  canShareQrPng: lazyQr.canShareQrPng,
}));
const watched = vi.hoisted(() => ({ onStayed: null as (() => void) | null }));
vi.mock('../navigation/app-open-check.ts', () => ({
  watchAppOpen: (onStayed: () => void) => {
    watched.onStayed = onStayed;
  },
}));
// The frame after the one that shows the code: at once here.
vi.mock('../platform/next-task.ts', () => ({ afterNextPaint: () => Promise.resolve() }));

const { createQrActions } = await import('./qr-actions.ts');

const PICTURE = { value: 'upi://pay?pa=shop@okaxis' } as unknown as QrPicture;

function made() {
  const dispatched: Action[] = [];
  const failures: unknown[] = [];
  const actions = createQrActions(
    new Map<string, QrDrawing>(),
    (action) => dispatched.push(action),
    (error) => failures.push(error),
  );
  return { actions, dispatched, failures };
}

/** Lets the actions' promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.clearAllMocks();
  watched.onStayed = null;
});

describe('saving and sharing the picture', () => {
  it.each(['saveQr', 'shareQr'] as const)('%s: a QR thread that cannot load is the error screen', async (name) => {
    const lost = new ChunkLoadError('Loading chunk qr-thread failed.');
    lazyQr.saveQrPng.mockRejectedValue(lost);
    lazyQr.shareQrPng.mockRejectedValue(lost);
    const { actions, dispatched, failures } = made();
    actions[name](PICTURE);
    await settled();
    expect(failures).toEqual([lost]);
    expect(dispatched).toEqual([]);
  });

  it.each(['saveQr', 'shareQr'] as const)('%s: anything else the browser refuses is a toast', async (name) => {
    lazyQr.saveQrPng.mockRejectedValue(new DOMException('refused', 'NotAllowedError'));
    lazyQr.shareQrPng.mockRejectedValue(new DOMException('refused', 'NotAllowedError'));
    const { actions, dispatched, failures } = made();
    actions[name](PICTURE);
    await settled();
    expect(failures).toEqual([]);
    expect(dispatched).toEqual([{ type: 'toastShown', toast: toasts.somethingWrong }]);
  });

  it('asks whether the phone can share, and answers no when asking fails', async () => {
    lazyQr.canShareQrPng.mockResolvedValueOnce(true).mockRejectedValueOnce(new Error('no canvas'));
    const { actions } = made();
    expect(await actions.qrShareable(PICTURE)).toBe(true);
    expect(await actions.qrShareable(PICTURE)).toBe(false);
  });
});

describe('drawing a code', () => {
  it('reports a QR thread that cannot load as the error screen, and still rejects', async () => {
    const lost = new ChunkLoadError('Loading chunk qr-thread failed.');
    lazyQr.draw.mockRejectedValue(lost);
    const { actions, failures } = made();
    await expect(actions.qrSvg('upi://pay?pa=shop@okaxis')).rejects.toBe(lost);
    expect(failures).toEqual([lost]);
  });

  it('rejects a value no code holds without the error screen', async () => {
    const tooLong = new Error('too long for a QR code');
    lazyQr.draw.mockRejectedValue(tooLong);
    const { actions, failures } = made();
    await expect(actions.qrSvg('x'.repeat(5000))).rejects.toBe(tooLong);
    expect(failures).toEqual([]);
  });
});

describe('a tapped UPI app', () => {
  it('that did not open is reported to the flow by name', () => {
    const { actions, dispatched } = made();
    actions.upiAppTapped('PhonePe');
    expect(dispatched).toEqual([]);
    watched.onStayed?.();
    expect(dispatched).toEqual([{ type: 'upiAppMissing', app: 'PhonePe' }]);
  });
});
