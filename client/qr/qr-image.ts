/**
 * The PNG a payer saves or shares, with the saving and sharing (docs/rules.md, Saving and sharing
 * the QR code): the code's modules come from the QR thread (./qr-modules.ts, through
 * ./lazy-qr.ts), and the picture is painted here, on the page, where the fonts for the amount and
 * the address are. In step 2's chunk.
 */
import type { QrModules } from '../../common/qr-drawing.ts';
import { QR_OPTIONS } from '../../common/qr-options.ts';
import { isIos } from '../../common/upi-app.ts';

/** What the PNG shows: the code, then the amount and the UPI address under it, already formatted. */
export interface QrPng {
  value: string;
  /** The code's modules, from the QR thread; asked only when the file is made. */
  modules: () => Promise<QrModules>;
  amountText: string;
  address: string;
  fileName: string;
}

/** At least this wide, so the code survives a chat app's recompression and prints cleanly. */
const MIN_WIDTH = 512;
const QUIET_MODULES = QR_OPTIONS.margin;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

/** Dark modules on white with the quiet zone, the amount and the address beneath, as a PNG file. */
async function qrPngFile({ modules: modulesOf, amountText, address, fileName }: QrPng): Promise<File> {
  const qr = await modulesOf();
  const modules = qr.size + 2 * QUIET_MODULES;
  const scale = Math.ceil(MIN_WIDTH / modules);
  const side = modules * scale;
  const amountSize = Math.round(side * 0.085);
  const addressSize = Math.round(side * 0.045);
  const pad = Math.round(side * 0.05);

  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side + amountSize + addressSize + 2 * pad;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  for (let row = 0; row < qr.size; row++) {
    for (let col = 0; col < qr.size; col++) {
      if (qr.dark[row * qr.size + col])
        context.fillRect((col + QUIET_MODULES) * scale, (row + QUIET_MODULES) * scale, scale, scale);
    }
  }
  // The text under the code's own quiet zone; a long address is squeezed to the width, never cut.
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const textWidth = side - 2 * pad;
  context.font = `700 ${amountSize}px ${FONT}`;
  context.fillText(amountText, side / 2, side + amountSize, textWidth);
  context.font = `500 ${addressSize}px ${FONT}`;
  context.fillText(address, side / 2, side + amountSize + pad + addressSize, textWidth);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the canvas gave no PNG');
  return new File([blob], fileName, { type: 'image/png' });
}

// One PNG per picture, made once: the share check, Save and Share all use the same file.
let made: { key: string; file: Promise<File> } | null = null;

function pngFile(picture: QrPng): Promise<File> {
  // The modules are the value's: the value, the texts and the name say which picture it is.
  const key = JSON.stringify([picture.value, picture.amountText, picture.address, picture.fileName]);
  if (made?.key !== key) {
    const file = qrPngFile(picture);
    made = { key, file };
    // A failure is not kept: the next press tries again.
    file.catch(() => {
      if (made?.key === key) made = null;
    });
  }
  return made.file;
}

/** Hands a file to the share sheet; a share the payer cancels (AbortError) is not a failure. */
async function shareFile(file: File): Promise<'shared' | 'cancelled'> {
  try {
    await navigator.share({ files: [file] });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}

/**
 * 'Save QR code'. On an iPhone or iPad a download lands in Files, where UPI apps' scanners do not
 * look; the share sheet's 'Save Image' puts it in Photos, where they do. So there, where the share
 * sheet takes files, Save opens it with the PNG; elsewhere (an Android download is already in the
 * gallery) and when it cannot, the PNG downloads under its own name.
 */
export async function savePng(picture: QrPng): Promise<void> {
  const file = await pngFile(picture);
  const ios = isIos(navigator.userAgent, navigator.maxTouchPoints);
  if (ios && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await shareFile(file);
    return;
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy long before a minute has passed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Whether the browser can share the PNG as a file. Making the file now also means a later Share
 * press calls `navigator.share` at once, inside the press's user activation.
 */
export async function canSharePng(picture: QrPng): Promise<boolean> {
  return navigator.canShare({ files: [await pngFile(picture)] });
}

/** Hands the PNG to the share sheet; a share the payer cancels is silent. */
export async function sharePng(picture: QrPng): Promise<'shared' | 'cancelled'> {
  return shareFile(await pngFile(picture));
}
