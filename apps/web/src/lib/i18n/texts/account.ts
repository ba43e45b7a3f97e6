import { registerEnglish } from '../i18n';
import { account } from '../locales/en/account';

// Imported by every module that shows the 'account' texts: they download with its pages, not up front.
registerEnglish('account', account);
