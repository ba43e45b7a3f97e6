import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { IconButton } from '../../components/ui/icon-button';
import { menu } from '../../components/ui/icons';

/**
 * The phone header's Menu: a button that shows and hides a panel of the header's other controls
 * (the disclosure pattern: plain buttons and links in tab order after the button, no arrow-key menu to
 * learn). Escape closes it and gives the focus back to the button; so do a tap outside, leaving it with
 * Tab, following one of its links and pressing a control marked `data-closes-menu`. Plain code, not
 * MUI's Menu: the same panel without Popover, Modal and Popper in every page load.
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) root.current?.querySelector('button')?.focus();
  };

  // A tap anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  // A new page starts with it closed (also when the page changes by Back).
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };
  // Tab past the last control closes it. A blur with nowhere to go (a tap on a phone whose browser
  // does not focus buttons) is left to the click that follows.
  const onBlur = (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    if (open && to && !root.current?.contains(to)) setOpen(false);
  };
  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a, [data-closes-menu]')) close(false);
  };

  return (
    <div ref={root} onKeyDown={onKeyDown} onBlur={onBlur} className="kd-menu">
      <IconButton
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon path={menu} />
      </IconButton>
      {open && (
        <div id={panelId} onClick={onPanelClick} className="kd-menu__panel">
          {children}
        </div>
      )}
    </div>
  );
}
