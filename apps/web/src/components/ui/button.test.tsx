import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../test/render';
import { Button, LinkButton } from './button';
import { IconButton, IconLinkButton } from './icon-button';

const elsewhere = [{ path: '/cart', element: <h1>cart page</h1> }];

/** Renders what `make` builds around a click handler, in the shop's providers; answers the handler. */
function renderClickable(make: (onClick: () => void) => ReactElement) {
  stubFetch({});
  const onClick = vi.fn();
  renderPage(make(onClick));
  return onClick;
}

/** Enter and Space each press the focused button once. */
async function expectKeyboardPresses(button: HTMLElement, onClick: () => void) {
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  expect(onClick).toHaveBeenCalledTimes(2);
}

describe('Button', () => {
  it('is a button named by its text that the keyboard presses with Enter and Space', async () => {
    const onClick = renderClickable((onClick) => (
      <Button variant="contained" startIcon={<svg aria-hidden="true" />} onClick={onClick}>
        Add To Cart
      </Button>
    ));
    const button = await screen.findByRole('button', { name: 'Add To Cart' });
    await userEvent.tab();
    await expectKeyboardPresses(button, onClick);
  });

  it('when disabled, cannot be pressed or focused', async () => {
    const onClick = renderClickable((onClick) => (
      <Button variant="outlined" disabled onClick={onClick}>
        Out of Stock
      </Button>
    ));
    const button = await screen.findByRole('button', { name: 'Out of Stock' });
    expect(button).toBeDisabled();
    await userEvent.tab();
    expect(button).not.toHaveFocus();
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit the form around it unless it is the submit button', async () => {
    stubFetch({});
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderPage(
      <form onSubmit={onSubmit}>
        <Button>Nepali</Button>
        <Button type="submit">Search</Button>
      </form>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Nepali' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('as a link, is named by its label and opens its page with Enter', async () => {
    stubFetch({});
    const { router } = renderPage(
      <LinkButton to="/cart" aria-label="View all of Vegetables" endIcon={<svg aria-hidden="true" />}>
        View All
      </LinkButton>,
      { extraRoutes: elsewhere },
    );
    const link = await screen.findByRole('link', { name: 'View all of Vegetables' });
    expect(link).toHaveAttribute('href', '/cart');
    // The look's own props stay off the element.
    expect(link).not.toHaveAttribute('variant');
    expect(link).not.toHaveAttribute('color');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/cart');
  });
});

describe('IconButton', () => {
  it('is named by its label, not its icon, and presses with the keyboard', async () => {
    const onClick = renderClickable((onClick) => (
      <IconButton aria-label="Dark mode" title="Dark mode" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>
    ));
    const button = await screen.findByRole('button', { name: 'Dark mode' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    await expectKeyboardPresses(button, onClick);
  });

  it('when disabled (a wishlist request running), cannot be pressed', async () => {
    const onClick = renderClickable((onClick) => (
      <IconButton aria-label="Add to wishlist" aria-pressed={false} disabled onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>
    ));
    const button = await screen.findByRole('button', { name: 'Add to wishlist', pressed: false });
    expect(button).toBeDisabled();
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('as a link, opens its page', async () => {
    stubFetch({});
    const { router } = renderPage(
      <IconLinkButton to="/cart" aria-label="Cart, 2 items">
        <svg aria-hidden="true" />
      </IconLinkButton>,
      { extraRoutes: elsewhere },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Cart, 2 items' }));
    expect(router.state.location.pathname).toBe('/cart');
  });
});
