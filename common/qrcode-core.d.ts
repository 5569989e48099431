/**
 * The `qrcode` library's encoder alone (common/qr-code.ts): `create`, typed as the package's own,
 * without the renderers (canvas, SVG, terminal) its main module bundles and the page never uses.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
