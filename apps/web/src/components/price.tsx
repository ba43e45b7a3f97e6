import {
  discountPercentage,
  effectiveSellingPricePaisa,
  type Product,
  rupeesToPaisa,
} from '@kandamul/domain';
import { useTranslation } from '../lib/i18n/i18n';
import { useLocalized } from '../lib/i18n/use-localized';
import { Text } from './ui/text';

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
    <div className={large ? 'kd-price kd-price--large' : 'kd-price'}>
      <Text as="span" className="kd-price__selling" data-testid="selling-price">
        {money(sellingPaisa)}
      </Text>
      {percent > 0 && (
        <>
          <Text as="s" className="kd-price__marked">
            {/* Read by screen readers only ("Was RS 150.00"), so the struck price is not announced as a
                second price. */}
            <span className="kd-visually-hidden">{t('price.marked')} </span>
            {money(markedPaisa)}
          </Text>
          <span className="kd-price__off">{t('price.off', { percent: digits(percent) })}</span>
        </>
      )}
    </div>
  );
}
