/**
 * The shop's type: its Devanagari face first, then the device's. The stylesheet has it too
 * (styles/shop.css, --kd-font); MUI's theme and the messages outside both read it here.
 */
export const SHOP_FONT_FAMILY =
  "'Mukta', 'Mukta Fallback', 'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
