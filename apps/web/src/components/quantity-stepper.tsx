import { useTranslation } from '../lib/i18n/i18n';
import { Icon } from './ui/icon';
import { IconButton } from './ui/icon-button';

// The path data of MUI's Add and Remove icons (Material Icons by Google, Apache License 2.0; see NOTICE).
const add = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
const remove = 'M19 13H5v-2h14z';

interface QuantityStepperProps {
  value: number;
  /** The most allowed (available stock); plus at the limit calls onLimit instead of going over. */
  max: number;
  min?: number;
  onChange: (value: number) => void;
  onLimit?: (max: number) => void;
  disabled?: boolean;
}

/**
 * Quantity − / + with the value between them (SPEC §5: minimum 1, maximum the available stock), drawn
 * by the shop's stylesheet (styles/shop.css, `.kd-stepper`).
 */
export function QuantityStepper({ value, max, min = 1, onChange, onLimit, disabled }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('product.quantity')} className="kd-stepper">
      <IconButton
        aria-label={t('product.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Icon path={remove} />
      </IconButton>
      <output aria-live="polite" aria-label={t('product.quantity')} className="kd-stepper__value">
        {value}
      </output>
      <IconButton
        aria-label={t('product.increase')}
        disabled={disabled}
        onClick={() => {
          if (value >= max) onLimit?.(max);
          else onChange(value + 1);
        }}
      >
        <Icon path={add} />
      </IconButton>
    </div>
  );
}
