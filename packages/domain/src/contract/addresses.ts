import { z } from 'zod';
import { IdSchema } from './common';

/** Address types by wire value: ADDRESS_TYPES[0] === 'Home', 1 Work, 2 Other. */
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressTypeLabel = (typeof ADDRESS_TYPES)[number];

/** The label of a wire address type (unknown values read as 'Other'). */
export function addressTypeLabel(value: number): AddressTypeLabel {
  return ADDRESS_TYPES[value] ?? 'Other';
}

/** A province, district or municipality, with its Nepali name. */
export const PlaceSchema = z.object({ id: IdSchema, name: z.string(), name_ne: z.string() });
export type Place = z.infer<typeof PlaceSchema>;

/** A delivery (service) station; distance from the chosen place when known. */
export const DeliveryStationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  distance_km: z.number().nonnegative().nullable(),
});
export type DeliveryStation = z.infer<typeof DeliveryStationSchema>;

/** A saved delivery address (SPEC §3). */
export const AddressSchema = z.object({
  id: IdSchema,
  address_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  location: z.string(),
  land_mark: z.string(),
  province: PlaceSchema,
  district: PlaceSchema.nullable(),
  municipality: PlaceSchema.nullable(),
  nearest_branch: z.object({ id: IdSchema, name: z.string() }).nullable(),
  full_name: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** `{ data: [...] }` bodies of the province/district/municipality lists. */
export const PlaceListResponseSchema = z.object({ data: z.array(PlaceSchema) });
export type PlaceListResponse = z.infer<typeof PlaceListResponseSchema>;

/** GET /order/address/nearest-delivery-stations/ body. */
export const DeliveryStationsResponseSchema = z.object({ delivery_stations: z.array(DeliveryStationSchema) });
export type DeliveryStationsResponse = z.infer<typeof DeliveryStationsResponseSchema>;

/** Local-level types of Nepal with their English and Nepali labels. */
export const MUNICIPALITY_TYPE_LABELS = {
  metropolitan: { name: 'Metropolitan City', name_ne: 'महानगरपालिका' },
  'sub-metropolitan': { name: 'Sub-Metropolitan City', name_ne: 'उपमहानगरपालिका' },
  municipality: { name: 'Municipality', name_ne: 'नगरपालिका' },
  'rural-municipality': { name: 'Rural Municipality', name_ne: 'गाउँपालिका' },
} as const;
export type MunicipalityType = keyof typeof MUNICIPALITY_TYPE_LABELS;

/** A local level with its type, number of wards and full names ('Bhaktapur Municipality'). */
export const MunicipalitySchema = /* @__PURE__ */ PlaceSchema.extend({
  type: z.string(),
  wards: z.number().int().nonnegative(),
  full_name: z.string(),
  full_name_ne: z.string(),
});
export type Municipality = z.infer<typeof MunicipalitySchema>;

/** The full English and Nepali names of a local level: its name followed by its type's label. */
export function municipalityFullNames(m: { name: string; name_ne: string; type: string }): {
  full_name: string;
  full_name_ne: string;
} {
  const label = MUNICIPALITY_TYPE_LABELS[m.type as MunicipalityType];
  if (!label) return { full_name: m.name, full_name_ne: m.name_ne };
  return { full_name: `${m.name} ${label.name}`, full_name_ne: `${m.name_ne} ${label.name_ne}` };
}

/** `{ data: [...] }` body of the municipality list. */
export const MunicipalityListResponseSchema = z.object({ data: z.array(MunicipalitySchema) });
export type MunicipalityListResponse = z.infer<typeof MunicipalityListResponseSchema>;

/** GET /order/address/list/ body: an array of addresses. */
export const AddressListResponseSchema = z.array(AddressSchema);
