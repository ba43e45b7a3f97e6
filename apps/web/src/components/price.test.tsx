import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../test/render';
import { Price } from './price';

describe('Price', () => {
  it("keeps the screen-reader 'Was' label 1 px wide, so a phone page never scrolls sideways", async () => {
    stubFetch({});
    renderPage(<Price sellingPaisa={12_050} markedPaisa={15_000} />);
    const label = await screen.findByText('Was', { exact: false });
    const style = getComputedStyle(label);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(label.parentElement).toHaveTextContent('Was RS 150.00');
  });
});
