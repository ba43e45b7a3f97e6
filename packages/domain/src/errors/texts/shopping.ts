// The texts of MESSAGES (../messages.ts) that shopping reads: products, the cart, the wishlist, lists.
// Apart from the account's, so that a page that shows only these carries only these.
// Product detail
export const noProductId = 'No product ID provided';
export const productMissingInResponse = 'Product not found in response';
export const authRequired = 'Authentication required. Please log in and try again.';
export const productNotFound = 'Product not found.';
export const productLoadFailed = 'Failed to load product details.';
export const productNotFoundLong = "We couldn't find the product you're looking for.";
export const oops = (message: string) => `Oops! ${message}`;
export const loadingProduct = 'Loading product details...';
export const noReviews = 'No reviews yet.';
export const inStock = 'In Stock';
export const outOfStock = 'Out of Stock';
export const outOfStockBadge = 'OUT OF STOCK';

// Stock and cart
export const cardOutOfStock = 'This product is currently out of stock!';
export const detailOutOfStock = 'This item is out of stock';
export const stockLimit = (n: number) => `Only ${n} items available in stock`;
export const addedToCart = (title: string) => `${title} added to cart!`;
export const itemAddedToCart = 'Item added to cart!';
export const addToCartFailed = 'Failed to add item to cart.';
export const cartEmpty = 'Your cart is empty';
export const freeShippingNote = 'Free shipping on all orders over RS200';
export const moneyBackNote = '30-day money-back guarantee';
export const securePaymentsNote = 'Secure payments';

// Login-gated actions
export const loginForCheckout = 'Please log in for checkout';
export const loginForWishlist = 'Please login to add items to wishlist';
export const loginToBuyNow = 'Please log in to buy now';
export const loginToViewWishlist = 'Please login to view your wishlist';
export const sessionExpired = 'Session expired. Please login again.';

// Wishlist
export const wishlistEmpty = 'Your wishlist is empty';
export const wishlistAddFailed = 'Failed to add to wishlist';
export const wishlistRemoveFailed = 'Failed to remove from wishlist';
export const wishlistFetchFailed = 'Failed to fetch wishlist';
export const wishlistItemNotFound = 'Wishlist item ID not found';

// Categories and lists
export const loadingCategories = 'Loading categories...';
export const categoryError = (message: string) => `Error: ${message}`;
export const unknownError = 'An unknown error occurred';
export const fetchDataFailed = (status: number | string) => `Failed to fetch data: ${status}`;
export const searchFailed = 'Oops! Something went wrong';
export const noProductsFound = 'No products found';
export const noRatings = "You haven't rated any products yet";
