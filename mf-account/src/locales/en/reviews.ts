/** English texts of the order review page (issue 13). */
export const reviewsEn = {
  routes: {
    'order-create-review': 'Write a review',
    'create-review': 'Write a review',
  },
  review: {
    title: 'Review order #{{number}}',
    back: 'Back to order #{{number}}',
    intro: 'Rate the products you want to review; a comment is optional.',
    rating: 'Your rating for {{name}}',
    stars: '{{rating}} of {{max}} stars',
    comment: 'Your comment on {{name}} (optional)',
    commentHint: '{{used}} of {{max}} characters',
    submit: 'Send review',
    ratingMissing: 'Choose the stars for this product, or clear the comment.',
    fixErrors: 'Please check the products marked above.',
    nothingRated: 'Rate at least one product before sending.',
    refused: 'The review could not be saved.',
    done: 'Thank you! Your review was saved.',
    allDone: 'You have already reviewed every product of this order.',
    notDelivered: 'This order can be reviewed once it is delivered.',
  },
};
