import type { Catalogue } from '../../catalogue';
import type { common as en } from '../en/common';

export const common: Catalogue<typeof en> = {
  brand: 'कन्दमूल',
  tagline: 'नेपाली खेतबाट ताजा',
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  search: {
    placeholder: 'तरकारी, चामल, घिउ, बीउ खोज्नुहोस्…',
    label: 'सामान खोज्नुहोस्',
    button: 'खोज्नुहोस्',
  },
  header: {
    home: 'कन्दमूल गृहपृष्ठ',
    profile: 'प्रोफाइल',
    signIn: 'साइन इन',
    logout: 'लग आउट',
    wishlist: 'मनपर्ने सूची',
    wishlistCount: 'मनपर्ने सूची, {{count}} सामान',
    cart: 'कार्ट',
    cartCount: 'कार्ट, {{count}} सामान',
    language: 'भाषा',
    switchToNepali: 'नेपाली',
    switchToEnglish: 'English',
    darkMode: 'अँध्यारो मोड',
    lightMode: 'उज्यालो मोड',
    menu: 'मेनु',
  },
  footer: {
    contact: 'फोन: +९७७ १-५९७००००',
    support: 'सहयोग: support@kandamul.com.np',
    about: 'कन्दमूलले नेपाली किसानका तरकारी, अन्न, मसला, दुग्ध पदार्थ र कृषि सामग्री तपाईंको घरसम्म पुर्‍याउँछ।',
    rights: '© {{year}} कन्दमूल',
  },
  categories: {
    loading: 'वर्गहरू लोड हुँदैछन्...',
    error: 'त्रुटि: {{message}}',
    unknownError: 'अज्ञात त्रुटि भयो',
    label: 'वर्ग अनुसार किनमेल',
  },
  states: {
    loading: 'लोड हुँदैछ…',
    retry: 'फेरि प्रयास गर्नुहोस्',
    goHome: 'गृहपृष्ठमा जानुहोस्',
    notFoundTitle: 'पृष्ठ भेटिएन',
    notFoundBody: 'तपाईंले खोजेको पृष्ठ छैन।',
    errorTitle: 'केही गडबड भयो',
    errorBody: 'पृष्ठको यो भाग देखाउन सकिएन। फेरि प्रयास गर्नुहोस् वा पसलमा फर्कनुहोस्।',
    comingSoon: 'यो पृष्ठ छिट्टै आउँदैछ।',
  },
  session: {
    expired: 'सत्र समाप्त भयो। कृपया फेरि लग इन गर्नुहोस्।',
  },
  price: {
    off: '{{percent}}% छुट',
  },
};
