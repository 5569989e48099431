/**
 * 'Deposit Type': a select-only combobox (WAI-ARIA APG pattern) so each type
 * can carry its icon. Keyboard: arrows, Home/End, Enter/Space, Escape, Tab,
 * and type-ahead; the listbox is at most 14rem tall (CSS).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ChannelGroup } from '../../common/channels.ts';
import { useText } from '../i18n/use-text.ts';
import { ChannelIcon, ChevronIcon } from './icons.tsx';

const LIST_ID = 'deposit-type-list';
const LABEL_ID = 'deposit-type-label';
const optionId = (index: number) => `deposit-type-${index}`;

interface Props {
  groups: ChannelGroup[];
  selectedType: string | null;
  onChoose: (channelType: string) => void;
}

export function TypeDropdown({ groups, selectedType, onChoose }: Props) {
  const text = useText();
  const selectedIndex = Math.max(
    0,
    groups.findIndex((group) => group.type === selectedType),
  );
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(selectedIndex);
  const typed = useRef({ text: '', at: 0 });
  const selected = groups[selectedIndex];

  const openList = (index = selectedIndex) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const group = groups[index];
    if (group) onChoose(group.type);
    setOpen(false);
  };
  const move = (index: number) => setActive(Math.min(groups.length - 1, Math.max(0, index)));

  const typeAhead = (key: string) => {
    const now = Date.now();
    typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + key.toLowerCase(), at: now };
    const start = typed.current.text.length === 1 ? active + 1 : active;
    for (let offset = 0; offset < groups.length; offset++) {
      const index = (start + offset) % groups.length;
      if (groups[index]?.name.toLowerCase().startsWith(typed.current.text)) return index;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openList(key === 'ArrowUp' ? Math.max(0, selectedIndex - 1) : selectedIndex);
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? 0 : groups.length - 1);
      } else if (key.length === 1) {
        const index = typeAhead(key);
        if (index >= 0) openList(index);
      }
      return;
    }
    if (key === 'ArrowDown') move(active + 1);
    else if (key === 'ArrowUp') move(active - 1);
    else if (key === 'Home') move(0);
    else if (key === 'End') move(groups.length - 1);
    else if (key === 'PageDown') move(active + 10);
    else if (key === 'PageUp') move(active - 10);
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') setOpen(false);
    else if (key === 'Tab') {
      choose(active);
      return; // let focus move on
    } else if (key.length === 1) {
      const index = typeAhead(key);
      if (index >= 0) move(index);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div className="field dropdown">
      <span className="field-label" id={LABEL_ID}>
        {text.depositType}
      </span>
      <div
        className={open ? 'dropdown-button is-open' : 'dropdown-button'}
        role="combobox"
        tabIndex={0}
        aria-labelledby={LABEL_ID}
        aria-controls={LIST_ID}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        data-testid="deposit-type"
      >
        {selected && <ChannelIcon type={selected.type} />}
        <span className="dropdown-value">{selected?.name ?? ''}</span>
        <ChevronIcon />
      </div>
      <ul className="dropdown-list" role="listbox" id={LIST_ID} aria-labelledby={LABEL_ID} tabIndex={-1} hidden={!open}>
        {groups.map((group, index) => (
          <li
            key={`${group.type}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            className={index === active ? 'dropdown-option is-active' : 'dropdown-option'}
            // mousedown, not click: choose before the combobox's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
            onMouseMove={() => setActive(index)}
          >
            <ChannelIcon type={group.type} />
            <span>{group.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
