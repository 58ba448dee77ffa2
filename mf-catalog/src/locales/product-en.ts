/**
 * English texts of the product page only (issue 63): the stock-back form and the page's extras.
 * A part of the `catalog` namespace read with the product page's code (src/i18n-product.ts), so
 * the pages that never show them (home first) do not download them.
 */
export const productTextsEn = {
  stockBack: {
    title: 'Tell me when it is back',
    contact: 'E-mail or phone number',
    hint: 'We will send one message when this product is back in stock.',
    notifyMe: 'Notify me',
    done: 'We will let you know when the product is back in stock.',
    failed: 'This could not be sent. Please try again.',
    alreadyAsked: 'You will be notified',
    alreadyAskedHint: 'You asked to be told when this product is back in stock.',
  },
  productPage: {
    highlights: 'Highlights',
    sizeChart: 'Size chart',
    sizeChartOpen: 'View the size chart',
    closeSizeChart: 'Close the size chart',
    video: 'Video: {{title}}',
    playVideo: 'Play video {{index}} of {{count}}: {{title}}',
    section: {
      electronics: 'Electronics: delivered in the electronics and clothing shipment.',
      groceries: 'Groceries: delivered in the groceries shipment.',
      clothing: 'Clothing: delivered in the electronics and clothing shipment.',
    },
  },
};

export type ProductTexts = typeof productTextsEn;
