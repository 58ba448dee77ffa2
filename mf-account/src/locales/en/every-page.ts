/**
 * English texts of the account parts on every page: the header's account menu (login link,
 * profile dropdown), the delivery area, the product cards' wishlist button. The remote reads
 * them with its first module (`texts-en`); every other part arrives with the code that shows it.
 */
export const everyPageEn = {
  accountMenu: {
    greeting: 'Hello, {{firstname}}',
    login: 'Login or register',
    menuLabel: 'Account menu',
    overview: 'Account overview',
    orders: 'My orders',
    wishlist: 'My wishlist',
    installments: 'Installments',
    sellerCenter: 'Seller center',
    logout: 'Logout',
  },
  areaSelector: {
    deliveringTo: 'Delivering to {{district}}',
    selectArea: 'Select your area',
    changeArea: 'Delivering to {{district}}, change the delivery area',
    chooseArea: 'Select your delivery area',
    firstDelivery: 'Earliest delivery: {{when}}',
    noDelivery: 'No delivery time is open this week',
    city: 'City',
    area: 'Area',
    district: 'District',
    choose: 'Choose…',
    loading: 'Loading the delivery areas…',
    loadError: 'The delivery areas could not be loaded.',
    retry: 'Try again',
    save: 'Confirm area',
  },
  wishlist: {
    button: 'Add to wishlist',
    loginFirst: 'Log in to add products to your wishlist.',
    added: 'Added to your wishlist.',
    removed: 'Removed from your wishlist.',
    view: 'View wishlist',
    errors: {
      productNotFound: 'This product could not be found.',
      full: 'Your wishlist can hold at most {{max}} products.',
      notUpdated: 'Your wishlist could not be updated. Please try again.',
    },
  },
};
