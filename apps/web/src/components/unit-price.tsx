import { formatUnitPrice, type Product, rupeesToPaisa, unitPriceHelps } from '@kandamul/domain';
import { useLocalized } from '../lib/i18n/use-localized';
import { Text } from './ui/text';

/**
 * The price per kg / litre / piece ('RS 190.00/kg') under a product's price, only where it helps
 * comparison: not for a pack of exactly one unit, nor when the product carries no unit.
 */
export function UnitPrice({
  product,
}: {
  product: Pick<Product, 'unit' | 'unit_quantity' | 'price_per_unit' | 'per'>;
}) {
  const { nepali } = useLocalized();
  const { unit, unit_quantity: quantity, price_per_unit: perUnit, per } = product;
  if (!unit || !quantity || perUnit === null || perUnit === undefined || !per) return null;
  if (!unitPriceHelps({ unit, quantity })) return null;
  return (
    <Text variant="caption" data-testid="unit-price">
      {formatUnitPrice(rupeesToPaisa(perUnit), per, nepali)}
    </Text>
  );
}
