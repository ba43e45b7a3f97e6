import { type Address, addressTypeLabel, landmarkPlace } from '@kandamul/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Paper,
  Radio,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast/toast';
import { useLocalized } from '../../../lib/i18n/use-localized';
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
      <Box role="radiogroup" aria-label={t('address.title')} sx={{ display: 'grid', gap: 1.5 }}>
        {addresses.map((a) => {
          const checked = a.id === selectedId;
          const inputId = `address-${a.id}`;
          return (
            <Paper
              key={a.id}
              variant="outlined"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 1.5,
                borderColor: checked ? 'primary.main' : undefined,
                borderWidth: checked ? 2 : 1,
              }}
            >
              <Radio
                id={inputId}
                checked={checked}
                onChange={() => onSelect(a.id)}
                value={a.id}
                slotProps={{ input: { 'aria-describedby': `${inputId}-details` } }}
              />
              <Box
                component="label"
                htmlFor={inputId}
                sx={{ flex: 1, minWidth: 0, cursor: 'pointer', py: 0.5 }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{a.full_name}</Typography>
                  <Chip
                    size="small"
                    label={t(`address.types.${TYPE_KEYS[addressTypeLabel(a.address_type)]}`)}
                  />
                  {a.is_default && <Chip size="small" color="primary" label={t('address.default')} />}
                </Box>
                <Box id={`${inputId}-details`}>
                  <Typography variant="body2">
                    {a.location}
                    {a.land_mark
                      ? ` · ${t('address.landmark', { landmark: landmarkPlace(a.land_mark) })}`
                      : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {placeLine(a, nepali)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('address.phone', { phone: a.phone })}
                  </Typography>
                  {a.nearest_branch && (
                    <Typography variant="body2" color="text.secondary">
                      {t('address.station', { name: a.nearest_branch.name })}
                    </Typography>
                  )}
                </Box>
              </Box>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
                <IconButton
                  aria-label={t('address.edit', { name: a.full_name })}
                  onClick={() => onEdit(a)}
                  sx={{ width: 44, height: 44 }}
                >
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={t('address.delete', { name: a.full_name })}
                  onClick={() => setToDelete(a)}
                  sx={{ width: 44, height: 44 }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        aria-labelledby="delete-address-title"
      >
        <DialogTitle id="delete-address-title">{t('address.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('address.deleteConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)} sx={{ minHeight: 44 }}>
            {t('address.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirmDelete}
            disabled={deleting.isLoading}
            sx={{ minHeight: 44 }}
          >
            {t('address.deleteYes')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
