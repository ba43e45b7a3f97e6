import { type MouseEvent, useId, useState } from 'react';
import { RATING_MAX, RatingStar } from '../star-rating';
import { classes } from '../ui/classes';

/** MUI's Rating names its stars in English alone ("1 Star", "4 Stars"); the shop kept them. */
const starLabel = (n: number) => `${n} Star${n !== 1 ? 's' : ''}`;

/**
 * Stars to choose 1 to 5, as MUI's Rating draws them (styles/shop.css, `.kd-rating`): each star a
 * label over a visually hidden radio of one group, so arrow keys move between them natively and a
 * screen reader hears "4 Stars, radio button, 4 of 6". Hovering lights the stars up to the pointer;
 * a click on the chosen star clears it (the "Empty" radio is then the checked one).
 */
export function Rating({
  value,
  onChange,
  labelledBy,
  size = 'medium',
  className,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  labelledBy?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const shown = hover ?? focus ?? value ?? 0;
  const active = hover ?? focus;

  // A click (not a key: its coordinates are 0, 0) on the chosen star clears the rating.
  const clear = (e: MouseEvent<HTMLInputElement>, n: number) => {
    if (e.clientX === 0 && e.clientY === 0) return;
    if (n === value) {
      setHover(null);
      onChange(null);
    }
  };

  return (
    <span
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={classes('kd-rating', size !== 'medium' && `kd-rating--${size}`, className)}
      // As MUI's: the pointer leaving forgets the hovered and the focused star alike.
      onMouseLeave={() => {
        setHover(null);
        setFocus(null);
      }}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const n = i + 1;
        const id = `${name}-${n}`;
        return (
          // The radio before its label, so that its keyboard focus can ring the star (CSS `+`).
          <span key={n} className="kd-rating__item">
            <input
              className="kd-visually-hidden kd-rating__input"
              type="radio"
              id={id}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(hover ?? n)}
              onClick={(e) => clear(e, n)}
              onFocus={() => setFocus(n)}
              onBlur={() => setFocus(null)}
            />
            <label htmlFor={id} className="kd-rating__label" onMouseEnter={() => setHover(n)}>
              <RatingStar filled={n <= shown} active={n === active} />
              <span className="kd-visually-hidden">{starLabel(n)}</span>
            </label>
          </span>
        );
      })}
      <label className="kd-visually-hidden">
        <input
          className="kd-rating__empty"
          type="radio"
          name={name}
          value=""
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span>Empty</span>
      </label>
    </span>
  );
}
