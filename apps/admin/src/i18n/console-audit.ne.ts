// Nepali of the texts of the audit trail screen and of adding and hiding products, keyed by their
// English wording (docs/decisions/022); merged over CONSOLE_NE.
export const consoleAuditNe: Record<string, string> = {
  'Audit trail': 'परिवर्तनको अभिलेख',
  Staff: 'कर्मचारी',
  About: 'विषय',
  Id: 'आईडी',
  From: 'देखि',
  To: 'सम्म',
  Action: 'काम',
  Details: 'विवरण',
  Address: 'ठेगाना',
  // Adding and hiding products
  'Add a product': 'सामान थप्नुहोस्',
  'Short description': 'छोटो विवरण',
  Description: 'विवरण',
  Category: 'वर्ग',
  'Pack measured in': 'प्याकको एकाइ',
  'Pack size': 'प्याकको परिमाण',
  '500 for 500 g, 1 for 1 kg': '500 g का लागि 500, 1 kg का लागि 1',
  'Sold in the shop': 'पसलमा बिक्रीमा',
  'Off: hidden from the shop (lists, search, its page); checkout refuses it':
    'बन्द: पसलबाट लुकाइन्छ (सूची, खोज, यसको पृष्ठ); चेकआउटले स्वीकार्दैन',
  Hidden: 'लुकाइएको',
  Shop: 'पसल',
  'Stock starts at 0: restock it on its page once it is saved.':
    'स्टक ० बाट सुरु हुन्छ: सेभ गरेपछि यसको पृष्ठमा स्टक थप्नुहोस्।',
  'Title is required': 'शीर्षक आवश्यक छ',
  'Nepali title is required': 'नेपाली शीर्षक आवश्यक छ',
  'The marked price must be above 0.': 'अंकित मूल्य ० भन्दा बढी हुनुपर्छ।',
  'The unit quantity must be above 0.': 'परिमाण ० भन्दा बढी हुनुपर्छ।',
  'Category not found.': 'वर्ग भेटिएन।',
  kg: 'केजी',
  g: 'ग्राम',
  l: 'लिटर',
  ml: 'मिलिलिटर',
  pcs: 'वटा',
  bunch: 'मुठा',
};
