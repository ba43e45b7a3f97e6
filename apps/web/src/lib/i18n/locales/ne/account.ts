import type { Catalogue } from '../../catalogue';
import type { account as en } from '../en/account';

export const account: Catalogue<typeof en> = {
  title: 'account',
};
