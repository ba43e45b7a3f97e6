import type { Catalogue } from '../../catalogue';
import type { catalog as en } from '../en/catalog';

export const catalog: Catalogue<typeof en> = {
  title: 'catalog',
};
