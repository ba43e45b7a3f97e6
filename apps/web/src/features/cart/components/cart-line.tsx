import { type CartItem, isOutOfStock, lineTotalPaisa } from '@kandamul/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_IMAGE } from '../../../components/product-card';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { LineSubstitution } from '../../../components/habits/line-substitution';
import { deleteOutlined } from '../../../components/order-icons';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { Text } from '../../../components/ui/text';
import { useLocalized } from '../../../lib/i18n/use-localized';
import '../../../lib/i18n/texts/cart';
import { useNoLongerSold } from '../no-longer-sold';

interface CartLineProps {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart row: image (placeholder when broken), title, category, price, quantity −/+ and remove. */
export function CartLine({ item, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation('cart');
  const { money, title } = useLocalized();
  const [broken, setBroken] = useState(false);
  const [atLimit, setAtLimit] = useState(false);
  const name = title({ title: item.title, nepali_title: item.nepaliTitle });
  const gone = useNoLongerSold(item.id);
  const out = isOutOfStock(item.stock);

  return (
    <li aria-label={name} className="kd-cart-line">
      <img
        src={broken || !item.image ? DEFAULT_IMAGE : item.image}
        alt={name}
        width={96}
        height={96}
        loading="lazy"
        onError={() => setBroken(true)}
        className="kd-cart-line__image"
      />
      <div className="kd-cart-line__about">
        <RouterLink to={`/product/${item.slug}`} className="kd-text kd-body1 kd-cart-line__title">
          {name}
        </RouterLink>
        <Text variant="body2">{item.category}</Text>
        <Text variant="body2" className="kd-cart-line__each">
          {t('each', { price: money(item.sellingPricePaisa) })}
        </Text>
        {(gone || out) && (
          <Text variant="body2" color="error" className="kd-cart-line__gone">
            {gone ? t('noLongerSold') : t('outOfStockLine')}
          </Text>
        )}
        <LineSubstitution productId={item.id} title={name} />
      </div>
      <div className="kd-cart-line__controls">
        <QuantityStepper
          value={item.quantity}
          max={Math.max(1, item.stock)}
          onChange={(q) => {
            setAtLimit(false);
            onQuantity(q);
          }}
          onLimit={() => setAtLimit(true)}
        />
        <Text className="kd-cart-line__total" aria-label={t('lineTotal')}>
          {money(lineTotalPaisa(item))}
        </Text>
        <IconButton aria-label={t('remove', { title: name })} onClick={onRemove} className="kd-ibtn--error">
          <Icon path={deleteOutlined} />
        </IconButton>
        {atLimit && (
          <Text role="status" variant="body2" className="kd-cart-line__limit">
            {t('stockLimit', { count: item.stock })}
          </Text>
        )}
      </div>
    </li>
  );
}
