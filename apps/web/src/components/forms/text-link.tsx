import { Link as RouterLink, type LinkProps } from 'react-router';
import { classes } from '../ui/classes';

/**
 * A link to a page of the shop in running text, as MUI's Link draws it (styles/shop.css, `.kd-link`).
 * `block` gives it a 44 px tall target of its own (a link on a line by itself, under a form).
 */
export function TextLink({ block, className, ...rest }: LinkProps & { block?: boolean }) {
  return <RouterLink className={classes('kd-link', block && 'kd-link--block', className)} {...rest} />;
}
