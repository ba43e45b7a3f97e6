import {
  discountPercentage,
  effectiveSellingPricePaisa,
  type Product,
  rupeesToPaisa,
} from '@kandamul/domain';
import { Box } from '@mui/material';
import { useTranslation } from '../lib/i18n/i18n';
import { useLocalized } from '../lib/i18n/use-localized';
import { Text } from './ui/text';

// Read by screen readers only ("Was RS 150.00"), so the struck price is not announced as a second price.
// Sizes in px as strings: in sx a bare 1 means 100 %, which made this label as wide as the screen and
// the page scroll sideways on phones.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A product's prices in paisa: the selling price (with the 0.44 fallback) and the marked price. */
export function productPricesPaisa(p: Pick<Product, 'selling_price' | 'marked_price'>) {
  const markedPaisa = rupeesToPaisa(p.marked_price);
  return {
    sellingPaisa: effectiveSellingPricePaisa(rupeesToPaisa(p.selling_price), markedPaisa),
    markedPaisa,
  };
}

interface PriceProps {
  sellingPaisa: number;
  markedPaisa: number;
  size?: 'small' | 'large';
}

/**
 * Selling price, the struck marked price beside it and the discount as a small turmeric badge; the
 * percentage comes from the domain (computed from marked and selling price, SPEC §9).
 */
export function Price({ sellingPaisa, markedPaisa, size = 'small' }: PriceProps) {
  const { t } = useTranslation();
  const { money, digits } = useLocalized();
  const percent = discountPercentage(markedPaisa, sellingPaisa);
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}>
      <Text
        as="span"
        sx={{ fontWeight: 700, fontSize: large ? '1.6rem' : '1.05rem', color: 'primary.main' }}
        data-testid="selling-price"
      >
        {money(sellingPaisa)}
      </Text>
      {percent > 0 && (
        <>
          <Text as="s" sx={{ fontSize: large ? '1.05rem' : '0.85rem' }}>
            <Box component="span" sx={visuallyHidden}>
              {t('price.marked')}{' '}
            </Box>
            {money(markedPaisa)}
          </Text>
          <Box
            component="span"
            sx={{
              px: 0.75,
              borderRadius: 1,
              fontSize: large ? '0.9rem' : '0.75rem',
              fontWeight: 700,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              alignSelf: 'center',
            }}
          >
            {t('price.off', { percent: digits(percent) })}
          </Box>
        </>
      )}
    </Box>
  );
}
