import { SearchInput, useTranslate } from 'react-admin';

/** A list's search box whose placeholder follows the console's language. */
export function Search({
  placeholder,
  ...props
}: {
  source: string;
  alwaysOn?: boolean;
  placeholder: string;
}) {
  const t = useTranslate();
  return <SearchInput {...props} placeholder={t(placeholder)} />;
}
