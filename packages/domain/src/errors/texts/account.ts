// The texts of MESSAGES (../messages.ts) of the account, checkout and orders: sign-in, profile,
// addresses, orders, promo codes, one-time codes and passwords.
// Login and signup
export const invalidCredentials = 'Invalid Credentials';
export const loginSuccessful = 'Login Successful';
export const registrationSuccessful = 'Registration successful';
export const phoneTaken = 'A customer with this phone number already exists.';
export const emailTaken = 'A customer with this e-mail address already exists.';
export const verifyPhoneCodeSent = 'Please verify your phone number first. We have sent a new code.';
export const somethingWentWrongBang = 'Something went wrong!';
export const unexpectedErrorDot = 'An unexpected error occurred.';

// Profile
export const noProfileData = 'No profile data available.';
export const notProvided = 'Not Provided';
export const profileFetchFailed = 'Failed to fetch profile data';
export const profileFetchError = 'Error fetching profile data';
export const pictureUpdated = 'Profile picture updated successfully';
export const pictureUpdateFailed = 'Failed to update profile picture';
export const pictureUpdateError = 'Error updating profile picture';
export const profileUpdated = 'Profile updated successfully';
export const profileUpdateFailed = 'Update failed';
export const unexpectedResponse = 'Unexpected response from server';
export const profileUpdateError = 'Error updating profile';
export const pictureNotImage = 'Please select an image file';
export const pictureTooLarge = 'Image size should be less than 5MB';

// Addresses
export const addressesLoadFailed = 'Failed to load saved addresses. Please try again later.';
export const unexpectedDataFormat = 'Received unexpected data format from server.';
export const placesLoadFailed = (what: 'provinces' | 'districts' | 'municipalities' | 'delivery stations') =>
  `Failed to load ${what}. Please try again.`;
export const addressDeleteConfirm = 'Are you sure you want to delete this address?';
export const addressDeleteFailed = 'Failed to delete address. Please try again.';
export const addressDeleted = 'Address deleted successfully!';
export const addressAddFailed = 'Failed to add address. Please try again.';
export const addressUpdateFailed = 'Failed to update address. Please try again.';
export const addressAdded = 'Address added successfully!';
export const addressUpdated = 'Address updated successfully!';
export const addressRequiredFields = 'Please fill in all required fields including province selection.';

// Phone numbers (one rule: signup, OTP, addresses, console)
export const phoneDigitsOnly = 'Phone number must contain only numbers';
export const phoneNotNepaliMobile =
  'This is not a Nepali mobile number. Enter the 10 digits that start with 97 or 98, e.g. 9841234567.';
export const phoneOperatorClosed =
  "This number's operator no longer serves: the code we text may not arrive.";
export const addressFullNameRequired = 'Full name is required';
export const addressPhoneRequired = 'Phone number is required';
export const addressLocationRequired = 'Street address is required';
export const addressProvinceRequired = 'Please select a province';

// Checkout and orders
export const orderFailed = 'Failed to place your order. Please try again.';
export const orderPlaced = 'Order Placed Successfully!';
export const selectAddress = 'Please select a delivery address';
export const acceptTerms = 'Please accept the terms and conditions';
export const termsLabel = 'I agree to the terms and conditions';
export const orderNotCancellable = 'Only orders in "Order Processing" status can be cancelled.';
export const paid = 'Paid';
export const unpaid = 'Unpaid';

// Promo
export const promoApplyFailed = 'Failed to apply promo code';
export const promoInvalid = 'Invalid promo code';
export const promoRequired = 'Please enter a promo code';

// OTP
export const otpSentPhone = 'OTP sent successfully to your phone';
export const otpSentEmail = 'OTP sent successfully to your email';
export const otpSendFailed = 'Failed to send OTP';
export const unexpectedError = 'An unexpected error occurred';
export const otpVerified = 'OTP verified successfully';
export const otpInvalid = 'Invalid OTP';
export const resetTokenNotReceived = 'Reset token not received. Please try again.';
export const phoneNotFound = 'Phone number not found. Please sign up first.';
export const emailNotFound = 'Email not found. Please sign up first.';

// Forgot and reset password
export const somethingWentWrongTryAgain = 'Something went wrong. Try again.';
export const networkError = 'Network error. Please try again later.';
export const resetLinkSent = 'Password reset link sent!';
export const missingResetToken = 'Missing reset token. Please verify OTP again.';
export const resetFailed = 'Failed to reset password';
export const somethingWentWrong = 'Something went wrong';
export const passwordChanged = 'Password successfully changed!';
/** Same answer whether or not the account exists, so the form cannot be used to probe accounts. */
export const forgotPasswordAccepted = 'If an account exists for these details, a code has been sent.';
