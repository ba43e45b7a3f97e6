import { afterEach, describe, expect, it } from 'vitest';
import { i18n, translate } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('translate', () => {
  it('reads nested keys of a namespace and fills in {{names}}', () => {
    expect(translate('catalog', 'home.viewAllOf', { title: 'Vegetables' })).toBe('View all: Vegetables');
    expect(translate('common', 'footer.rights', { year: 2026 })).toBe('© 2026 Kandamul');
  });

  it('picks the one/other plural by count', () => {
    expect(translate('catalog', 'search.count', { count: 1 })).toBe('1 product found');
    expect(translate('catalog', 'search.count', { count: 0 })).toBe('0 products found');
    expect(translate('catalog', 'search.count', { count: 12 })).toBe('12 products found');
  });

  it('leaves an unknown {{name}} as written and answers an unknown key with the key', () => {
    expect(translate('catalog', 'home.viewAllOf')).toBe('View all: {{title}}');
    expect(translate('catalog', 'no.such.key')).toBe('no.such.key');
  });

  it('switches to Nepali once its catalogue has loaded, and back', async () => {
    const switching = i18n.changeLanguage('ne');
    expect(i18n.language).toBe('en'); // no half-translated screen while the catalogue loads
    await switching;
    expect(i18n.language).toBe('ne');
    expect(translate('catalog', 'home.viewAllOf', { title: 'तरकारी' })).toBe('सबै हेर्नुहोस्: तरकारी');
    expect(translate('common', 'brand')).toBe('कन्दमूल');
    await i18n.changeLanguage('en');
    expect(translate('common', 'brand')).toBe('Kandamul');
  });
});
