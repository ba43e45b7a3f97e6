import { type CartItem, isOutOfStock, lineTotalPaisa } from '@kandamul/domain';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_IMAGE } from '../../../components/product-card';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { LineSubstitution } from '../../../components/habits/line-substitution';
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
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'center',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="img"
        src={broken || !item.image ? DEFAULT_IMAGE : item.image}
        alt={name}
        width={96}
        height={96}
        loading="lazy"
        onError={() => setBroken(true)}
        sx={{
          width: { xs: 72, sm: 96 },
          height: { xs: 72, sm: 96 },
          objectFit: 'cover',
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/product/${item.slug}`}
          sx={{
            fontWeight: 600,
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.category}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('each', { price: money(item.sellingPricePaisa) })}
        </Typography>
        {(gone || out) && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
            {gone ? t('noLongerSold') : t('outOfStockLine')}
          </Typography>
        )}
        <LineSubstitution productId={item.id} title={name} />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'space-between', sm: 'flex-end' },
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        <QuantityStepper
          value={item.quantity}
          max={Math.max(1, item.stock)}
          onChange={(q) => {
            setAtLimit(false);
            onQuantity(q);
          }}
          onLimit={() => setAtLimit(true)}
        />
        <Typography sx={{ fontWeight: 700, minWidth: 96, textAlign: 'right' }} aria-label={t('lineTotal')}>
          {money(lineTotalPaisa(item))}
        </Typography>
        <IconButton aria-label={t('remove', { title: name })} onClick={onRemove} color="error">
          <DeleteOutline />
        </IconButton>
        {atLimit && (
          <Typography
            role="status"
            variant="body2"
            color="warning.main"
            sx={{ width: '100%', textAlign: { sm: 'right' } }}
          >
            {t('stockLimit', { count: item.stock })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
