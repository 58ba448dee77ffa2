/**
 * English texts of the product page only (issue 63): the stock-back form and the page's extras.
 * A part of the `catalog` namespace read with the product page's code (src/i18n-product.ts), so
 * the pages that never show them (home first) do not download them.
 */
export const productTextsEn = {
  product: {
    gallery: 'Product images',
    showImage: 'Show image {{index}} of {{count}}',
    brand: 'Brand:',
    sku: 'SKU: {{sku}}',
    description: 'Description',
    attributes: 'Specifications',
    chooseToAdd: 'Choose {{options}} to add this product to your cart.',
  },
  grouped: {
    title: 'Items in this pack',
    packQty: 'Pack quantity: {{qty}}',
    quantity: 'Quantity of {{name}}',
    decrease: 'Decrease quantity of {{name}}',
    increase: 'Increase quantity of {{name}}',
    skipped: 'Not included',
    added: 'Added to cart',
    refused: 'Not added: {{reason}}',
  },
  bundle: {
    required: 'required',
    optional: 'optional',
    choice: '{{qty}} × {{name}}',
    chooseToAdd: 'Choose {{options}} to add this bundle to your cart.',
  },
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
