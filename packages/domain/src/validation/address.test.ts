import { describe, expect, it } from 'vitest';
import { addressMissesRequired, AddressInputSchema, landmarkPlace } from './address';
import { MESSAGES } from '../errors/messages';
import { errorsOf } from './test-helpers';

const valid = {
  address_type: 0,
  location: 'Baneshwor, Kathmandu',
  land_mark: 'Near the temple',
  province: 3,
  district: 27,
  municipality: null,
  nearest_branch: null,
  full_name: 'Sita Sharma',
  phone: '9841000000',
  is_default: true,
};

describe('AddressInputSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['valid', {}, {}],
    ['optional ids omitted', { district: undefined, municipality: undefined, nearest_branch: undefined }, {}],
    ['landmark omitted', { land_mark: undefined }, {}],
    ['full name missing', { full_name: '  ' }, { full_name: ['Full name is required'] }],
    ['phone missing', { phone: '' }, { phone: ['Phone number is required'] }],
    ['location missing', { location: undefined }, { location: ['Street address is required'] }],
    ['province missing', { province: undefined }, { province: ['Please select a province'] }],
    ['province null', { province: null }, { province: ['Please select a province'] }],
    ['province 0', { province: 0 }, { province: ['Please select a province'] }],
    ['phone 9 digits', { phone: '984100000' }, { phone: [MESSAGES.phoneNotNepaliMobile] }],
    ['phone letters', { phone: '98410abcde' }, { phone: ['Phone number must contain only numbers'] }],
    ['phone landline-like', { phone: '0141234567' }, { phone: [MESSAGES.phoneNotNepaliMobile] }],
    ['address type 3', { address_type: 3 }, { address_type: ['Please choose Home, Work or Other'] }],
    ['location too long', { location: 'x'.repeat(256) }, { location: ['Must be at most 255 characters'] }],
  ])('%s', (_n, over, errors) => {
    expect(errorsOf(AddressInputSchema, { ...valid, ...over })).toEqual(errors);
  });

  it.each([
    ['984-100-0000', '9841000000'],
    ['+977 9841000000', '9841000000'],
    ['9779841000000', '9841000000'],
    ['+977 984-1234567', '9841234567'],
    ['09801234567', '9801234567'],
  ])('normalises phone %s', (phone, out) => {
    expect(AddressInputSchema.parse({ ...valid, phone }).phone).toBe(out);
  });

  it('defaults type, landmark and is_default', () => {
    const { address_type: _t, land_mark: _l, is_default: _d, ...rest } = valid;
    expect(AddressInputSchema.parse(rest)).toMatchObject({
      address_type: 0,
      land_mark: '',
      is_default: false,
    });
  });
});

describe('addressMissesRequired', () => {
  it('is true only when a required field is empty, not for a bad phone alone', () => {
    expect(addressMissesRequired(errorsOf(AddressInputSchema, { ...valid, phone: '12' }))).toBe(false);
    expect(addressMissesRequired(errorsOf(AddressInputSchema, { ...valid, province: null }))).toBe(true);
    expect(addressMissesRequired(errorsOf(AddressInputSchema, {}))).toBe(true);
    expect(addressMissesRequired({})).toBe(false);
  });
});

describe('landmarkPlace', () => {
  it.each([
    ['Near X', 'X'],
    ['near the temple', 'the temple'],
    ['  Near  Bus Park ', 'Bus Park'],
    ['Nearby school', 'Nearby school'],
    ['Opposite X', 'Opposite X'],
  ])('%s → %s', (input, out) => {
    expect(landmarkPlace(input)).toBe(out);
  });
});
