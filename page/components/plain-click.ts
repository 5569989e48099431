/**
 * A click the page may take over. A modified or middle click keeps a link's own meaning (a new
 * tab, a new window), so the page leaves it to the browser: the channel cards and the language
 * menu's links both follow this.
 */
import type { MouseEvent } from 'react';

export const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
