/** Inline SVG icons (decorative: hidden from assistive technology). Stroke styles live in CSS. */
import type { ReactNode } from 'react';

export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const UpiIcon = () => (
  <Icon className="icon-upi">
    <path d="M7 3l5 9-5 9" />
    <path d="M12 3l5 9-5 9" />
  </Icon>
);

const BankIcon = () => (
  <Icon>
    <path d="M3 10l9-6 9 6" />
    <path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
    <path d="M3 21h18" />
  </Icon>
);

const GenericIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18" />
  </Icon>
);

export function ChannelIcon({ type }: { type: string }) {
  if (type === 'upi') return <UpiIcon />;
  if (type === 'bank_transfer') return <BankIcon />;
  return <GenericIcon />;
}

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Icon>
);

/** Points left; the stylesheet mirrors it on a right-to-left page, where back is to the right. */
export const BackIcon = () => (
  <Icon className="icon-back">
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon className="icon-chevron">
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const AlertIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.5" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </Icon>
);
