/** English texts of the issue 15 catalogue screens (product strips, contact, stores). */
export const catalogueEn = {
  offers: {
    title: 'Offers',
    shopNow: 'Shop now',
    promocode: 'Use the code',
    linkLabel: '{{text}}: {{title}}',
  },
  previouslyPurchased: {
    title: 'Previously purchased',
  },
  productLinks: {
    upsell: 'You may also like',
    related: 'Related products',
    crosssell: 'Frequently bought together',
  },
  contact: {
    title: 'Send us a message',
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    reason: 'Reason for contacting us',
    message: 'Your message',
    send: 'Send message',
    sent: 'Thank you, your message has been sent. We will get back to you soon.',
    failed: 'Your message could not be sent. Please try again.',
  },
  stores: {
    title: 'Our stores',
    none: 'No stores are open at the moment.',
    phone: 'Phone:',
    hours: '{{open}} to {{close}}',
    map: 'Show {{name}} on the map',
  },
  rating: {
    label: 'Rated {{rating}} out of {{max}}',
    // Every Arabic plural form exists in English too (same keys), so none falls back.
    reviews_zero: '(no reviews)',
    reviews_one: '({{formatted}} review)',
    reviews_two: '({{formatted}} reviews)',
    reviews_few: '({{formatted}} reviews)',
    reviews_many: '({{formatted}} reviews)',
    reviews_other: '({{formatted}} reviews)',
  },
};

export type CatalogueMessages = typeof catalogueEn;
