import type { Category } from '@kandamul/domain';
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button';

interface CategoryMenuProps {
  category: Category;
  anchor: HTMLElement | null;
  /** The title in the shopper's language. */
  title: (c: { title: string; nepali_title?: string }) => string;
  onGo: (c: { id: number; title: string; nepali_title?: string }) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}

/**
 * Puts the menu under its category (left edges aligned), inside the window's width: what MUI's Popper
 * (placement bottom-start) did. Fixed to the window, so it is placed again when anything scrolls
 * (the page, or the strip sideways) or the window is resized.
 */
function usePlaceUnder(anchor: HTMLElement | null) {
  const menu = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = menu.current;
    if (!element || !anchor) return;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const room = document.documentElement.clientWidth - element.offsetWidth;
      element.style.left = `${Math.round(Math.max(0, Math.min(box.left, room)))}px`;
      element.style.top = `${Math.round(box.bottom)}px`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [anchor]);
  return menu;
}

/**
 * A category's subcategory dropdown, under the strip, drawn by the shop's stylesheet (`.kd-strip-menu`).
 * In a portal, so the strip's sideways scrolling does not clip it. Its own chunk: most visits never
 * open it.
 */
export default function CategoryMenu({
  category,
  anchor,
  title,
  onGo,
  onMouseEnter,
  onMouseLeave,
}: CategoryMenuProps) {
  const menu = usePlaceUnder(anchor);
  return createPortal(
    <div
      ref={menu}
      role="tooltip"
      data-category-strip
      className="kd-strip-menu"
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <ul className="kd-strip-menu__list">
        {category.subcategories.map((s) => (
          <li key={s.id}>
            <Button fullWidth color="inherit" className="kd-strip-menu__item" onClick={() => onGo(s)}>
              {title(s)}
            </Button>
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
