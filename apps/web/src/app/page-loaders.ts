// The modules of every page but the home page (why they are here: router.tsx). A page drawn with MUI
// exports `withMuiTheme` (the theme comes with it, so the server's hints preload it with the page); the
// account screens, edit profile, the wishlist (docs/decisions/052), the product listings and search
// (053), the profile and the orders (055) draw with the shop's stylesheet.
export const detail = () => import('../features/catalog/pages/product-detail-page');
export const category = () => import('../features/catalog/pages/category-listing-page');
export const today = () => import('../features/catalog/pages/today-special-page');
export const arrivals = () => import('../features/catalog/pages/new-arrivals-page');
export const search = () => import('../features/catalog/pages/search-page');
export const login = () => import('../features/account/pages/login-page');
export const signup = () => import('../features/account/pages/signup-page');
export const forgot = () => import('../features/account/pages/forgot-password-page');
export const otp = () => import('../features/account/pages/otp-verify-page');
export const otpEmail = () => import('../features/account/pages/otp-verify-email-page');
export const change = () => import('../features/account/pages/change-password-page');
export const profile = () => import('../features/account/pages/profile-page');
export const edit = () => import('../features/account/pages/edit-profile-page');
export const ratings = () => import('../features/account/pages/ratings-page');
export const cart = () => import('../features/cart/pages/cart-page');
export const checkout = () => import('../features/checkout/pages/checkout-page');
export const paymentResult = () => import('../features/checkout/pages/payment-result-page');
export const wishlist = () => import('../features/wishlist/pages/wishlist-page');
export const orders = () => import('../features/orders/pages/orders-page');
