import { type Address, addressTypeLabel, landmarkPlace } from '@kandamul/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast/toast';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { Chip } from '../../../components/forms/chip';
import { Dialog, DialogContent, DialogText } from '../../../components/forms/dialog';
import { deleteOutlined, edit } from '../../../components/order-icons';
import { Button } from '../../../components/ui/button';
import { classes } from '../../../components/ui/classes';
import { Icon } from '../../../components/ui/icon';
import { IconButton } from '../../../components/ui/icon-button';
import { Text } from '../../../components/ui/text';
import { useDeleteAddressMutation } from '../api/delete-address';
import '../../../lib/i18n/texts/checkout';

const TYPE_KEYS = { Home: 'home', Work: 'work', Other: 'other' } as const;

/** One line of place names, most specific first (English, or Nepali in Nepali mode). */
function placeLine(a: Address, nepali: boolean): string {
  const name = (p: { name: string; name_ne: string } | null) =>
    p ? (nepali ? p.name_ne || p.name : p.name) : '';
  return [name(a.municipality), name(a.district), name(a.province)].filter(Boolean).join(', ');
}

/** The saved addresses as radio cards, with edit and delete (after confirmation). */
export function AddressList({
  addresses,
  selectedId,
  onSelect,
  onEdit,
}: {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (address: Address) => void;
}) {
  const { t } = useTranslation('checkout');
  const { nepali } = useLocalized();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [deleteAddress, deleting] = useDeleteAddressMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAddress(toDelete.id).unwrap();
      toast.success(t('address.deleted'));
    } catch {
      toast.error(t('address.deleteFailed'));
    }
    setToDelete(null);
  };

  return (
    <>
      <div role="radiogroup" aria-label={t('address.title')} className="kd-addresses">
        {addresses.map((a) => {
          const checked = a.id === selectedId;
          const inputId = `address-${a.id}`;
          return (
            <div key={a.id} className={classes('kd-panel kd-address', checked && 'kd-address--checked')}>
              {/* The radio's name is the card's text (its label); the details describe it. */}
              <span className="kd-address__radio">
                <input
                  type="radio"
                  id={inputId}
                  name="checkout-address"
                  className="kd-choice__radio"
                  checked={checked}
                  onChange={() => onSelect(a.id)}
                  value={a.id}
                  aria-describedby={`${inputId}-details`}
                />
              </span>
              <label htmlFor={inputId} className="kd-address__label">
                <span className="kd-address__head">
                  <span className="kd-text kd-body1 kd-address__name">{a.full_name}</span>
                  <Chip
                    size="small"
                    label={t(`address.types.${TYPE_KEYS[addressTypeLabel(a.address_type)]}`)}
                  />
                  {a.is_default && <Chip size="small" color="primary" label={t('address.default')} />}
                </span>
                <span id={`${inputId}-details`} className="kd-address__details">
                  <Text variant="body2" as="span">
                    {a.location}
                    {a.land_mark
                      ? ` · ${t('address.landmark', { landmark: landmarkPlace(a.land_mark) })}`
                      : ''}
                  </Text>
                  <Text variant="body2" as="span">
                    {placeLine(a, nepali)}
                  </Text>
                  <Text variant="body2" as="span">
                    {t('address.phone', { phone: a.phone })}
                  </Text>
                  {a.nearest_branch && (
                    <Text variant="body2" as="span">
                      {t('address.station', { name: a.nearest_branch.name })}
                    </Text>
                  )}
                </span>
              </label>
              <div className="kd-address__buttons">
                <IconButton aria-label={t('address.edit', { name: a.full_name })} onClick={() => onEdit(a)}>
                  <Icon path={edit} />
                </IconButton>
                <IconButton
                  aria-label={t('address.delete', { name: a.full_name })}
                  onClick={() => setToDelete(a)}
                >
                  <Icon path={deleteOutlined} />
                </IconButton>
              </div>
            </div>
          );
        })}
      </div>
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('address.deleteTitle')}
        labelledBy="delete-address-title"
        actions={
          <>
            <Button onClick={() => setToDelete(null)}>{t('address.cancel')}</Button>
            <Button
              variant="contained"
              className="kd-btn--error"
              onClick={confirmDelete}
              disabled={deleting.isLoading}
            >
              {t('address.deleteYes')}
            </Button>
          </>
        }
      >
        <DialogContent>
          <DialogText>{t('address.deleteConfirm')}</DialogText>
        </DialogContent>
      </Dialog>
    </>
  );
}
