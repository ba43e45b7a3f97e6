import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslation } from '../lib/i18n/i18n';

interface QuantityStepperProps {
  value: number;
  /** The most allowed (available stock); plus at the limit calls onLimit instead of going over. */
  max: number;
  min?: number;
  onChange: (value: number) => void;
  onLimit?: (max: number) => void;
  disabled?: boolean;
}

/** Quantity − / + with the value between them (SPEC §5: minimum 1, maximum the available stock). */
export function QuantityStepper({ value, max, min = 1, onChange, onLimit, disabled }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('product.quantity')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
      }}
    >
      <IconButton
        aria-label={t('product.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Remove />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label={t('product.quantity')}
        sx={{ minWidth: 36, textAlign: 'center', fontWeight: 600 }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={t('product.increase')}
        disabled={disabled}
        onClick={() => {
          if (value >= max) onLimit?.(max);
          else onChange(value + 1);
        }}
      >
        <Add />
      </IconButton>
    </Box>
  );
}
