import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { stubBrowser } from '../test/browser-stubs';
import { CategoryStrip } from './category-strip';

describe('CategoryStrip', () => {
  it("opens a category's subcategories from a 44 px touch target", async () => {
    stubBrowser({ width: 390 });
    stubFetch({
      '/api/v1/category/featured/': {
        data: {
          results: [
            {
              id: 1,
              title: 'Vegetables',
              nepali_title: 'तरकारी',
              image: '/media/veg.webp',
              subcategories: [{ id: 2, title: 'Leafy', nepali_title: 'सागपात' }],
            },
          ],
        },
      },
    });
    renderPage(<CategoryStrip />);
    const arrow = await screen.findByRole('button', { name: /^Vegetables: / });
    expect(getComputedStyle(arrow).minWidth).toBe('44px');
    expect(getComputedStyle(arrow).minHeight).toBe('44px');
  });
});
