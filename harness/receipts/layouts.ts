/**
 * How a generated receipt looks: six layouts modelled on the screens payers screenshot (a UPI app's
 * payment details with labels above values, a coloured header with a details card, inline
 * 'Label: value' lines, a bank's two-column table, a row with the value on the right, and a bank
 * SMS with the UTR in running text), in light or dark, in one of the machine's fonts.
 */
export type Layout = 'stacked' | 'header-card' | 'inline' | 'table' | 'right-value' | 'sms';
export type Theme = 'light' | 'dark';

/** One labelled value; `mono` prints it in a monospace face, as some apps print IDs. */
export interface Row {
  label: string;
  value: string;
  mono?: boolean;
  /** A copy icon after the value, as several apps draw one beside the UTR. */
  copyIcon?: boolean;
}

export interface ReceiptText {
  status: string;
  paidTo: string;
  payee: string;
  amount: string;
  date: string;
  rows: Row[];
  /** Only for the SMS layout: the message, already holding the values. */
  message?: string;
  lang: 'en' | 'hi';
}

export const FONTS = [
  'Liberation Sans',
  'DejaVu Sans',
  'Noto Sans',
  'Liberation Serif',
  'DejaVu Sans Condensed',
] as const;

const COLOURS: Record<Theme, { bg: string; card: string; text: string; muted: string; accent: string; line: string }> =
  {
    light: { bg: '#f4f6f8', card: '#ffffff', text: '#1f2328', muted: '#5f6368', accent: '#5f259f', line: '#e3e6ea' },
    dark: { bg: '#101214', card: '#1c1f23', text: '#e8eaed', muted: '#9aa0a6', accent: '#b98cff', line: '#2e3238' },
  };

export const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const COPY_ICON =
  '<svg class="copy" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"/></svg>';

const value = (row: Row) =>
  `<span class="value${row.mono ? ' mono' : ''}">${escape(row.value)}</span>${row.copyIcon ? COPY_ICON : ''}`;

const statusBar = (theme: Theme) =>
  `<div class="status-bar"><span>10:42</span><span class="icons"><i></i><i></i><b>${theme === 'dark' ? '64' : '85'}%</b></span></div>`;

const check = '<div class="check">✓</div>';

function body(layout: Layout, text: ReceiptText): string {
  const rows = text.rows;
  switch (layout) {
    case 'stacked':
      return `${check}<div class="amount big">${escape(text.amount)}</div><div class="muted center">${escape(text.paidTo)} ${escape(text.payee)}</div>
<div class="status center">${escape(text.status)}</div><div class="muted center small">${escape(text.date)}</div>
<div class="card">${rows.map((row) => `<div class="stack"><div class="label">${escape(row.label)}</div><div>${value(row)}</div></div>`).join('')}</div>`;
    case 'header-card':
      return `<div class="banner"><div class="banner-title">${escape(text.status)}</div><div class="small">${escape(text.date)}</div></div>
<div class="card"><div class="label">${escape(text.paidTo)}</div><div class="row-between"><b>${escape(text.payee)}</b><b>${escape(text.amount)}</b></div></div>
<div class="card">${rows.map((row) => `<div class="stack"><div class="label">${escape(row.label)}</div><div>${value(row)}</div></div>`).join('')}</div>`;
    case 'inline':
      return `<div class="status big-status">${escape(text.status)}</div><div class="amount">${escape(text.amount)}</div>
<div class="muted">${escape(text.paidTo)} ${escape(text.payee)}</div><div class="muted small">${escape(text.date)}</div>
<div class="card">${rows.map((row) => `<div class="inline">${escape(row.label)}: ${value(row)}</div>`).join('')}</div>`;
    case 'table':
      return `<div class="bank-head">${escape(text.status)}</div><table class="table">${[
        { label: text.paidTo, value: text.payee },
        ...rows,
        { label: '', value: text.amount },
      ]
        .map((row) => `<tr><th>${escape(row.label)}</th><td>${value(row)}</td></tr>`)
        .join('')}</table><div class="muted small">${escape(text.date)}</div>`;
    case 'right-value':
      return `<div class="amount big center">${escape(text.amount)}</div><div class="status center">${escape(text.status)}</div>
<div class="muted center">${escape(text.paidTo)} ${escape(text.payee)}</div>
<div class="card">${rows.map((row) => `<div class="row-between"><span class="label">${escape(row.label)}</span><span>${value(row)}</span></div>`).join('')}</div>
<div class="muted small center">${escape(text.date)}</div>`;
    case 'sms':
      return `<div class="sms-head">AD-HDFCBK</div><div class="bubble">${escape(text.message ?? '')}</div><div class="muted small">${escape(text.date)}</div>`;
  }
}

/** The whole document for one receipt, sized for a 360 × 800 CSS-pixel phone screen. */
export function receiptHtml(layout: Layout, theme: Theme, font: string, text: ReceiptText, padTop: number): string {
  return documentHtml({ theme, font, lang: text.lang, padTop, body: body(layout, text) });
}

export interface DocumentParts {
  theme: Theme;
  font: string;
  lang: string;
  padTop: number;
  body: string;
  /** More style rules, after the shared ones. */
  css?: string;
  /** CSS pixels; a phone's 360 unless told (a desktop screenshot is wider). */
  width?: number;
  /** Cropped to the receipt by the payer: no status bar, no margin above, no empty screen below. */
  cropped?: boolean;
}

/** A receipt's document around its body: the shared styles, the status bar, the fonts. */
export function documentHtml({
  theme,
  font,
  lang,
  padTop,
  body,
  css: more = '',
  width = 360,
  cropped = false,
}: DocumentParts): string {
  const c = COLOURS[theme];
  const css = `
*{box-sizing:border-box;margin:0}
body{width:${width}px;min-height:${cropped ? 0 : 800}px;background:${c.bg};color:${c.text};font-family:'${font}','Noto Sans Devanagari','Noto Sans Tamil','Noto Sans Bengali',sans-serif;font-size:15px;padding:0 14px 14px}
.status-bar{display:flex;justify-content:space-between;font-size:13px;padding:6px 2px;margin-bottom:${padTop}px}
.status-bar i{display:inline-block;width:12px;height:10px;background:${c.text};margin-right:4px;border-radius:2px}
.card{background:${c.card};border-radius:12px;padding:12px 14px;margin:12px 0;border:1px solid ${c.line}}
.label{color:${c.muted};font-size:13px}
.stack{padding:8px 0;border-bottom:1px solid ${c.line}}
.stack:last-child{border-bottom:0}
.value{font-size:16px;letter-spacing:.2px}
.mono{font-family:'DejaVu Sans Mono','Liberation Mono',monospace}
.copy{vertical-align:middle;margin-left:8px;color:${c.accent}}
.amount{font-size:28px;font-weight:700;margin:6px 0}
.big{font-size:40px}
.center{text-align:center}
.muted{color:${c.muted}}
.small{font-size:12px}
.status{color:#1e8e3e;font-weight:600;margin:4px 0}
.big-status{font-size:20px}
.check{width:56px;height:56px;border-radius:50%;background:#1e8e3e;color:#fff;font-size:34px;text-align:center;line-height:56px;margin:8px auto}
.banner{background:${c.accent};color:${theme === 'dark' ? '#101214' : '#fff'};margin:0 -14px;padding:18px 14px}
.banner-title{font-size:20px;font-weight:700}
.row-between{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:7px 0}
.inline{padding:7px 0}
.bank-head{font-size:18px;font-weight:700;border-bottom:2px solid ${c.accent};padding:10px 0;margin-bottom:8px}
.table{width:100%;border-collapse:collapse;font-size:14px;margin-bottom:10px}
.table th{text-align:left;font-weight:400;color:${c.muted};padding:8px 6px 8px 0;width:42%;vertical-align:top}
.table td{padding:8px 0;border-bottom:1px solid ${c.line};word-break:break-all}
.sms-head{font-weight:700;padding:10px 0}
.bubble{background:${c.card};border-radius:16px;padding:14px;line-height:1.5;margin-bottom:8px}
.grid{width:100%;border-collapse:collapse;font-size:14px;margin:10px 0}
.grid th{text-align:left;font-weight:600;color:${c.muted};padding:6px 8px 6px 0;border-bottom:1px solid ${c.line}}
.grid td{padding:8px 8px 8px 0}
.line{padding:6px 0}${more}`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}</style></head><body>${cropped ? '' : statusBar(theme)}${body}</body></html>`;
}
