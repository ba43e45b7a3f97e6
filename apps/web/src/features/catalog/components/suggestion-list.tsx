import type { SuggestResponse } from '@kandamul/domain';
import { productPricesPaisa } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useLocalized } from '../../../lib/i18n/use-localized';
import type { SuggestionOption } from './search-suggestions';

// A chunk of its own, which the header fetches when the search field first takes the focus: no list
// can show before two characters are typed, so it stays out of every page's first download. Drawn by
// the shop's stylesheet (styles/shop.css, `.kd-suggestions`), like the header around it.
interface SuggestionListProps {
  id: string;
  data: SuggestResponse;
  options: SuggestionOption[];
  activeId: string | undefined;
  onPick: (option: SuggestionOption) => void;
}

/**
 * The listbox under the search field (WAI-ARIA combobox pattern): products with picture, title in
 * the shop's language and price, then categories, then 'Did you mean …?'. The field keeps the focus;
 * the active option is named by aria-activedescendant.
 */
export default function SuggestionList({ id, data, options, activeId, onPick }: SuggestionListProps) {
  const { t } = useTranslation();
  const { title, money } = useLocalized();
  const byId = new Map(options.map((o) => [o.id, o]));
  const option = (optionId: string) => {
    const o = byId.get(optionId)!;
    return {
      id: optionId,
      role: 'option',
      'aria-selected': activeId === optionId,
      // Keeps the focus in the field, so the click is not lost to the field's blur closing the list.
      onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
      onClick: () => onPick(o),
    };
  };
  return (
    <div id={id} role="listbox" aria-label={t('search.suggestions')} className="kd-suggestions">
      {data.products.length > 0 && (
        <div role="group" aria-label={t('search.products')}>
          {data.products.map((p) => {
            const { sellingPaisa } = productPricesPaisa(p);
            const thumb = p.primary_image?.thumbnail_image || p.primary_image?.image || p.image;
            return (
              <div key={p.id} {...option(`search-suggestion-p${p.id}`)} className="kd-suggestions__option">
                <img
                  src={thumb || undefined}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="kd-suggestions__image"
                />
                <div className="kd-suggestions__title">{title(p)}</div>
                <div className="kd-suggestions__price">{money(sellingPaisa)}</div>
              </div>
            );
          })}
        </div>
      )}
      {data.categories.length > 0 && (
        <div role="group" aria-label={t('search.categories')} className="kd-suggestions__categories">
          {data.categories.map((c) => (
            <div key={c.id} {...option(`search-suggestion-c${c.id}`)} className="kd-suggestions__option">
              <div className="kd-suggestions__category">{title(c)}</div>
              <div className="kd-suggestions__kind">{t('search.category')}</div>
            </div>
          ))}
        </div>
      )}
      {byId.has('search-suggestion-dym') && (
        <div
          {...option('search-suggestion-dym')}
          className="kd-suggestions__option kd-suggestions__option--dym"
        >
          {t('search.didYouMean', { term: data.did_you_mean ?? '' })}
        </div>
      )}
    </div>
  );
}
