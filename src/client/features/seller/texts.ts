import { defineTexts, t } from '../../../contract/i18n/texts';

/** What the seller's own screens say: the dashboard, its Products, Reviews and Settings tabs. */
export const SELLER_TEXT = defineTexts({
  settingsLoadFailed: /*i18n*/ { id: 'Your settings could not be loaded' },
  reviewsLoadFailed: /*i18n*/ { id: 'The reviews could not be loaded' },
  productsLoadFailed: /*i18n*/ { id: 'The products could not be loaded' },
  dashboardLabel: /*i18n*/ { id: 'Seller dashboard' },
  edit: /*i18n*/ { id: 'Edit' },
  editNamed: (name: string) => t(/*i18n*/ { id: 'Edit {name}' }, { name }),
  cancel: /*i18n*/ { id: 'Cancel' },
  save: /*i18n*/ { id: 'Save' },
});

export const SELLER_PRODUCTS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Products' },
  newProduct: /*i18n*/ { id: 'New product' },
  search: /*i18n*/ { id: 'Search your products' },
  noMatch: (text: string) => t(/*i18n*/ { id: 'No product of yours holds “{text}”.' }, { text }),
  none: /*i18n*/ { id: 'You sell no products yet.' },
  tableLabel: /*i18n*/ { id: 'Your products' },
  product: /*i18n*/ { id: 'Product' },
  category: /*i18n*/ { id: 'Category' },
  price: /*i18n*/ { id: 'Price' },
  stock: /*i18n*/ { id: 'Stock' },
  outOfStock: /*i18n*/ { id: 'Out of stock' },
  editProduct: /*i18n*/ { id: 'Edit Product' },
});

export const SELLER_REVIEWS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Reviews and Ratings' },
  replyTo: (name: string) => t(/*i18n*/ { id: 'Reply to {name}' }, { name }),
  sendReply: /*i18n*/ { id: 'Send reply' },
  feedback: /*i18n*/ { id: 'Customer Feedback' },
  product: /*i18n*/ { id: 'Product' },
  customer: /*i18n*/ { id: 'Customer' },
  rating: /*i18n*/ { id: 'Rating' },
  review: /*i18n*/ { id: 'Review' },
  date: /*i18n*/ { id: 'Date' },
  actions: /*i18n*/ { id: 'Actions' },
  none: /*i18n*/ { id: 'No reviews yet.' },
  yourReply: (text: string) => t(/*i18n*/ { id: 'Your reply: {text}' }, { text }),
  respond: /*i18n*/ { id: 'Respond' },
  summary: /*i18n*/ { id: 'Rating Summary' },
  /** The rating is drawn in bold where {rating} stands. */
  overall: (rating: string) => t(/*i18n*/ { id: 'Overall Seller Rating: {rating}' }, { rating }),
});

export const SELLER_SETTINGS_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Settings' },
  business: /*i18n*/ { id: 'Business Information' },
  noDescription: /*i18n*/ { id: 'No description yet.' },
  policies: /*i18n*/ { id: 'Policies' },
  returns: /*i18n*/ { id: 'Returns' },
  noReturnPolicy: /*i18n*/ { id: 'No return policy yet.' },
  warranty: /*i18n*/ { id: 'Warranty' },
  noWarrantyPolicy: /*i18n*/ { id: 'No warranty policy yet.' },
  payout: /*i18n*/ { id: 'Bank Account Details' },
  noPayout: /*i18n*/ {
    id: 'No payout account yet: the club cannot pay you until you add one.',
  },
  payoutPrivate: /*i18n*/ { id: "Only you and the club's admins see it." },
  shipping: /*i18n*/ { id: 'Shipping Options' },
  sentWithin: (days: number) =>
    t(
      /*i18n*/ {
        id: 'Sent within {days, plural, one {# day} other {# days}} of confirming.',
      },
      { days },
    ),
  personal: /*i18n*/ { id: 'Personal Information' },
  editPersonal: /*i18n*/ { id: 'Edit Personal Information on your profile' },
  editedOnProfile: /*i18n*/ { id: 'Edited on your profile.' },
  saved: (title: string) => t(/*i18n*/ { id: '{title} saved.' }, { title }),
  businessName: /*i18n*/ { id: 'Business name' },
  businessNameHint: /*i18n*/ {
    id: 'Buyers see it beside your products; empty shows your own name',
  },
  description: /*i18n*/ { id: 'Description' },
  changeLogo: /*i18n*/ { id: 'Change the logo' },
  addLogo: /*i18n*/ { id: 'Add a logo' },
  removeLogo: /*i18n*/ { id: 'Remove the logo' },
  returnsHint: /*i18n*/ { id: 'What a buyer may send back, and how' },
  withPayout: /*i18n*/ { id: 'The club pays my sales into this account' },
  paidBy: /*i18n*/ { id: 'Paid by' },
  accountName: /*i18n*/ { id: 'Name on the account' },
  accountNumber: /*i18n*/ { id: 'Account number' },
  walletNumber: /*i18n*/ { id: 'Wallet number' },
  bankName: /*i18n*/ { id: 'Bank and branch' },
  sendBy: /*i18n*/ { id: 'You send orders by' },
  dispatchDays: /*i18n*/ { id: 'Days to send an order once confirmed' },
});
