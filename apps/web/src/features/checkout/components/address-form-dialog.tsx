import {
  type Address,
  type AddressFormValues,
  AddressInputSchema,
  addressMissesRequired,
  fieldErrors,
  nepaliMobileWarning,
  type Place,
} from '@kandamul/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast/toast';
import { useLocalized } from '../../../lib/i18n/use-localized';
import { useCreateAddressMutation } from '../api/create-address';
import { useGetDeliveryStationsQuery } from '../api/get-delivery-stations';
import { useGetDistrictsQuery } from '../api/get-districts';
import { useGetMunicipalitiesQuery } from '../api/get-municipalities';
import { useGetProvincesQuery } from '../api/get-provinces';
import { useUpdateAddressMutation } from '../api/update-address';
import { Alert } from '../../../components/forms/alert';
import { Checkbox, ChoiceGroup, Radio } from '../../../components/forms/choice';
import { Dialog, DialogContent } from '../../../components/forms/dialog';
import { SelectField, TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import '../../../lib/i18n/texts/checkout';

interface FormState {
  address_type: 0 | 1 | 2;
  full_name: string;
  phone: string;
  province: number | null;
  district: number | null;
  municipality: number | null;
  nearest_branch: number | null;
  location: string;
  land_mark: string;
  is_default: boolean;
}

function initialState(address: Address | null): FormState {
  return {
    address_type: address?.address_type ?? 0,
    full_name: address?.full_name ?? '',
    phone: address?.phone ?? '',
    province: address?.province.id ?? null,
    district: address?.district?.id ?? null,
    municipality: address?.municipality?.id ?? null,
    nearest_branch: address?.nearest_branch?.id ?? null,
    location: address?.location ?? '',
    land_mark: address?.land_mark ?? '',
    is_default: address?.is_default ?? false,
  };
}

/** Places sorted by the name shown: English, or Nepali in Nepali mode. */
function useSortedPlaces(places: Place[] | undefined, nepali: boolean) {
  return useMemo(
    () =>
      (places ?? [])
        .map((p) => ({ id: p.id, label: nepali ? p.name_ne || p.name : p.name }))
        .sort((a, b) => a.label.localeCompare(b.label, nepali ? 'ne' : 'en')),
    [places, nepali],
  );
}

const toId = (value: string) => (value === '' ? null : Number(value));

interface PlaceSelectProps {
  label: string;
  value: number | null;
  options: Array<{ id: number; label: string }>;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  error?: string;
  required?: boolean;
  placeholder: string;
}

// Native selects: the phone's own picker is the fastest way through 753 local levels.
function PlaceSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  error,
  required,
  placeholder,
}: PlaceSelectProps) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(toId(e.target.value))}
      disabled={disabled}
      required={required}
      error={Boolean(error)}
      helperText={error}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Add or edit a delivery address. The cascade (SPEC §4): a province loads its districts and resets
 * district, municipality and station; a district loads its municipalities and resets below; a
 * municipality loads the nearest delivery stations. Validation is the domain's AddressInputSchema.
 */
export function AddressFormDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The address to edit, or null to add a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}) {
  const { t } = useTranslation('checkout');
  const { nepali } = useLocalized();
  const [form, setForm] = useState<FormState>(() => initialState(address));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [createAddress, creating] = useCreateAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();
  const saving = creating.isLoading || updating.isLoading;
  const typeName = useId();

  const provinces = useGetProvincesQuery(undefined, { skip: !open });
  const districts = useGetDistrictsQuery(form.province ?? 0, { skip: !open || form.province === null });
  const municipalities = useGetMunicipalitiesQuery(form.district ?? 0, {
    skip: !open || form.district === null,
  });
  const stations = useGetDeliveryStationsQuery(
    {
      municipality_id: form.municipality ?? 0,
      district_id: form.district ?? 0,
      province_id: form.province ?? 0,
    },
    { skip: !open || form.municipality === null || form.district === null || form.province === null },
  );

  const provinceOptions = useSortedPlaces(provinces.data, nepali);
  const districtOptions = useSortedPlaces(districts.data, nepali);
  const municipalityOptions = useMemo(
    () =>
      (municipalities.data ?? [])
        .map((m) => ({ id: m.id, label: nepali ? m.full_name_ne || m.name_ne : m.full_name || m.name }))
        .sort((a, b) => a.label.localeCompare(b.label, nepali ? 'ne' : 'en')),
    [municipalities.data, nepali],
  );
  const saved = address?.nearest_branch ?? null;
  const stationOptions = useMemo(() => {
    const list = (stations.data ?? []).map((s) => ({
      id: s.id,
      label: s.distance_km === null ? s.name : t('form.stationDistance', { name: s.name, km: s.distance_km }),
    }));
    // The saved station stays choosable while the list loads or if it is no longer among the nearest.
    if (saved && form.nearest_branch === saved.id && !list.some((o) => o.id === saved.id)) {
      list.unshift({ id: saved.id, label: saved.name });
    }
    return list;
  }, [stations.data, t, saved, form.nearest_branch]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const err = (field: string) => errors[field]?.[0];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values: AddressFormValues = { ...form, province: form.province ?? Number.NaN };
    const parsed = AddressInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const result = address
        ? await updateAddress({ id: address.id, body: parsed.data }).unwrap()
        : await createAddress(parsed.data).unwrap();
      toast.success(address ? t('form.updated') : t('form.added'));
      onSaved(result);
    } catch (error) {
      const fields = (error as { errors?: Record<string, string[]> }).errors;
      if (fields) setErrors(fields);
      toast.error(address ? t('form.updateFailed') : t('form.addFailed'));
    }
  };

  // SPEC's banner only when a required field is empty; every field shows its own message below it.
  const missingRequired = addressMissesRequired(errors);

  const title = address ? t('form.editTitle') : t('form.addTitle');
  return (
    // Escape and the backdrop do nothing while saving.
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      title={title}
      fullWidth
      maxWidth="sm"
      scroll="body"
    >
      <form noValidate onSubmit={submit} aria-label={title}>
        <DialogContent className="kd-address-form">
          {missingRequired && <Alert severity="error">{t('form.required')}</Alert>}
          {provinces.isError && <Alert severity="error">{t('form.provincesFailed')}</Alert>}
          {districts.isError && <Alert severity="error">{t('form.districtsFailed')}</Alert>}
          {municipalities.isError && <Alert severity="error">{t('form.municipalitiesFailed')}</Alert>}
          {stations.isError && <Alert severity="error">{t('form.stationsFailed')}</Alert>}
          <TextField
            label={t('form.fullName')}
            value={form.full_name}
            onChange={(e) => set('full_name', e.target.value)}
            required
            error={Boolean(err('full_name'))}
            helperText={err('full_name')}
            autoComplete="name"
          />
          <TextField
            label={t('form.phone')}
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            required
            error={Boolean(err('phone'))}
            helperText={err('phone') ?? nepaliMobileWarning(form.phone)}
            autoComplete="tel"
            inputMode="tel"
          />
          <ChoiceGroup label={t('form.type')} row>
            {(['home', 'work', 'other'] as const).map((type, i) => (
              <Radio
                key={type}
                name={typeName}
                value={String(i)}
                checked={form.address_type === i}
                onChange={() => set('address_type', i as 0 | 1 | 2)}
                label={t(`address.types.${type}`)}
              />
            ))}
          </ChoiceGroup>
          <PlaceSelect
            label={t('form.province')}
            value={form.province}
            options={provinceOptions}
            required
            placeholder={t('form.choose')}
            error={err('province')}
            onChange={(id) =>
              setForm((f) => ({
                ...f,
                province: id,
                district: null,
                municipality: null,
                nearest_branch: null,
              }))
            }
          />
          <PlaceSelect
            label={t('form.district')}
            value={form.district}
            options={districtOptions}
            disabled={form.province === null}
            placeholder={t('form.choose')}
            error={err('district')}
            onChange={(id) =>
              setForm((f) => ({ ...f, district: id, municipality: null, nearest_branch: null }))
            }
          />
          <PlaceSelect
            label={t('form.municipality')}
            value={form.municipality}
            options={municipalityOptions}
            disabled={form.district === null}
            placeholder={t('form.choose')}
            error={err('municipality')}
            onChange={(id) => setForm((f) => ({ ...f, municipality: id, nearest_branch: null }))}
          />
          <PlaceSelect
            label={t('form.station')}
            value={form.nearest_branch}
            options={stationOptions}
            disabled={form.municipality === null}
            placeholder={t('form.choose')}
            error={err('nearest_branch')}
            onChange={(id) => set('nearest_branch', id)}
          />
          <TextField
            label={t('form.location')}
            value={form.location}
            onChange={(e) => set('location', e.target.value)}
            required
            error={Boolean(err('location'))}
            helperText={err('location')}
            autoComplete="street-address"
          />
          <TextField
            label={`${t('form.landmark')} ${t('form.optional')}`}
            value={form.land_mark}
            onChange={(e) => set('land_mark', e.target.value)}
            error={Boolean(err('land_mark'))}
            helperText={err('land_mark')}
          />
          <Checkbox
            checked={form.is_default}
            onChange={(e) => set('is_default', e.target.checked)}
            label={t('form.isDefault')}
          />
        </DialogContent>
        {/* In the form, as MUI's DialogActions were: Enter in a field submits it. */}
        <div className="kd-dialog__actions kd-address-form__actions">
          <Button onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
