import { normaliseSearchText } from '@kandamul/domain';

export interface SearchTextSource {
  title: string;
  nepaliTitle: string;
  description: string;
  categoryTitle: string;
  aliases: string;
}

/**
 * What products.search_text holds: each field normalised by the domain's rule, joined by newlines.
 * Query words never contain whitespace, so a word found in this text was found inside one field,
 * exactly as matchesSearch defines it.
 */
export function productSearchText(p: SearchTextSource): string {
  return [p.title, p.nepaliTitle, p.description, p.categoryTitle, p.aliases]
    .map(normaliseSearchText)
    .join('\n');
}
