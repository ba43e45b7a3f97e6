import { formatBsDate, formatDisplayDate } from '@kandamul/domain';
import { useLocaleState, useTranslate } from 'react-admin';

/** Translates a key of the operations screens (i18n/ops.*.ts): `t('cash.title')`. */
export function useOps() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`ops.${key}`, options);
}

export function useLanguage(): 'en' | 'ne' {
  const [locale] = useLocaleState();
  return locale === 'ne' ? 'ne' : 'en';
}

/** A date in Bikram Sambat with the AD date beside: '10 Mangsir 2083 (Nov 25, 2026)'. */
export function bsWithAd(value: string | Date, language: 'en' | 'ne'): string {
  const bs = formatBsDate(value, language);
  const ad = formatDisplayDate(value, 'AD', 'en');
  return bs ? `${bs} (${ad})` : ad;
}

/** Opens a file the API serves behind the console's login (a PDF, a CSV) as a download or a new tab. */
export async function openAuthed(
  fetchBlob: () => Promise<Blob>,
  filename: string,
  mode: 'open' | 'download',
): Promise<void> {
  const blob = await fetchBlob();
  const url = URL.createObjectURL(blob);
  if (mode === 'open') {
    window.open(url, '_blank', 'noopener');
  } else {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
