/**
 * User-facing texts of SPEC §8 that both the storefront and the API may need, in one place so the
 * wording never drifts between them. Error codes' default messages live in `ERROR_CODES`.
 */
export const MESSAGES = {
  // Product detail
  noProductId: 'No product ID provided',
  productMissingInResponse: 'Product not found in response',
  authRequired: 'Authentication required. Please log in and try again.',
  productNotFound: 'Product not found.',
  productLoadFailed: 'Failed to load product details.',
  productNotFoundLong: "We couldn't find the product you're looking for.",
  oops: (message: string) => `Oops! ${message}`,
  loadingProduct: 'Loading product details...',
  noReviews: 'No reviews yet.',
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  outOfStockBadge: 'OUT OF STOCK',

  // Stock and cart
  cardOutOfStock: 'This product is currently out of stock!',
  detailOutOfStock: 'This item is out of stock',
  stockLimit: (n: number) => `Only ${n} items available in stock`,
  addedToCart: (title: string) => `${title} added to cart!`,
  itemAddedToCart: 'Item added to cart!',
  addToCartFailed: 'Failed to add item to cart.',
  cartEmpty: 'Your cart is empty',
  freeShippingNote: 'Free shipping on all orders over RS200',
  moneyBackNote: '30-day money-back guarantee',
  securePaymentsNote: 'Secure payments',

  // Login-gated actions
  loginForCheckout: 'Please log in for checkout',
  loginForWishlist: 'Please login to add items to wishlist',
  loginToBuyNow: 'Please log in to buy now',
  loginToViewWishlist: 'Please login to view your wishlist',
  sessionExpired: 'Session expired. Please login again.',

  // Wishlist
  wishlistEmpty: 'Your wishlist is empty',
  wishlistAddFailed: 'Failed to add to wishlist',
  wishlistRemoveFailed: 'Failed to remove from wishlist',
  wishlistFetchFailed: 'Failed to fetch wishlist',
  wishlistItemNotFound: 'Wishlist item ID not found',

  // Categories and lists
  loadingCategories: 'Loading categories...',
  categoryError: (message: string) => `Error: ${message}`,
  unknownError: 'An unknown error occurred',
  fetchDataFailed: (status: number | string) => `Failed to fetch data: ${status}`,
  searchFailed: 'Oops! Something went wrong',
  noProductsFound: 'No products found',
  noRatings: "You haven't rated any products yet",

  // Login and signup
  invalidCredentials: 'Invalid Credentials',
  loginSuccessful: 'Login Successful',
  registrationSuccessful: 'Registration successful',
  phoneTaken: 'A customer with this phone number already exists.',
  emailTaken: 'A customer with this e-mail address already exists.',
  verifyPhoneCodeSent: 'Please verify your phone number first. We have sent a new code.',
  somethingWentWrongBang: 'Something went wrong!',
  unexpectedErrorDot: 'An unexpected error occurred.',

  // Profile
  noProfileData: 'No profile data available.',
  notProvided: 'Not Provided',
  profileFetchFailed: 'Failed to fetch profile data',
  profileFetchError: 'Error fetching profile data',
  pictureUpdated: 'Profile picture updated successfully',
  pictureUpdateFailed: 'Failed to update profile picture',
  pictureUpdateError: 'Error updating profile picture',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Update failed',
  unexpectedResponse: 'Unexpected response from server',
  profileUpdateError: 'Error updating profile',
  pictureNotImage: 'Please select an image file',
  pictureTooLarge: 'Image size should be less than 5MB',

  // Addresses
  addressesLoadFailed: 'Failed to load saved addresses. Please try again later.',
  unexpectedDataFormat: 'Received unexpected data format from server.',
  placesLoadFailed: (what: 'provinces' | 'districts' | 'municipalities' | 'delivery stations') =>
    `Failed to load ${what}. Please try again.`,
  addressDeleteConfirm: 'Are you sure you want to delete this address?',
  addressDeleteFailed: 'Failed to delete address. Please try again.',
  addressDeleted: 'Address deleted successfully!',
  addressAddFailed: 'Failed to add address. Please try again.',
  addressUpdateFailed: 'Failed to update address. Please try again.',
  addressAdded: 'Address added successfully!',
  addressUpdated: 'Address updated successfully!',
  addressRequiredFields: 'Please fill in all required fields including province selection.',

  // Phone numbers (one rule: signup, OTP, addresses, console)
  phoneDigitsOnly: 'Phone number must contain only numbers',
  phoneNotNepaliMobile:
    'This is not a Nepali mobile number. Enter the 10 digits that start with 97 or 98, e.g. 9841234567.',
  phoneOperatorClosed: "This number's operator no longer serves: the code we text may not arrive.",
  addressFullNameRequired: 'Full name is required',
  addressPhoneRequired: 'Phone number is required',
  addressLocationRequired: 'Street address is required',
  addressProvinceRequired: 'Please select a province',

  // Checkout and orders
  orderFailed: 'Failed to place your order. Please try again.',
  orderPlaced: 'Order Placed Successfully!',
  selectAddress: 'Please select a delivery address',
  acceptTerms: 'Please accept the terms and conditions',
  termsLabel: 'I agree to the terms and conditions',
  orderNotCancellable: 'Only orders in "Order Processing" status can be cancelled.',
  paid: 'Paid',
  unpaid: 'Unpaid',

  // Promo
  promoApplyFailed: 'Failed to apply promo code',
  promoInvalid: 'Invalid promo code',
  promoRequired: 'Please enter a promo code',

  // OTP
  otpSentPhone: 'OTP sent successfully to your phone',
  otpSentEmail: 'OTP sent successfully to your email',
  otpSendFailed: 'Failed to send OTP',
  unexpectedError: 'An unexpected error occurred',
  otpVerified: 'OTP verified successfully',
  otpInvalid: 'Invalid OTP',
  resetTokenNotReceived: 'Reset token not received. Please try again.',
  phoneNotFound: 'Phone number not found. Please sign up first.',
  emailNotFound: 'Email not found. Please sign up first.',

  // Forgot and reset password
  somethingWentWrongTryAgain: 'Something went wrong. Try again.',
  networkError: 'Network error. Please try again later.',
  resetLinkSent: 'Password reset link sent!',
  missingResetToken: 'Missing reset token. Please verify OTP again.',
  resetFailed: 'Failed to reset password',
  somethingWentWrong: 'Something went wrong',
  passwordChanged: 'Password successfully changed!',
  /** Same answer whether or not the account exists, so the form cannot be used to probe accounts. */
  forgotPasswordAccepted: 'If an account exists for these details, a code has been sent.',
} as const;
