import type { reviewsEn } from '../en/reviews';

/** Arabic texts of the order review page (same keys as en/reviews.ts). */
export const reviewsAr: typeof reviewsEn = {
  routes: {
    'order-create-review': 'اكتب تقييماً',
    'create-review': 'اكتب تقييماً',
  },
  review: {
    title: 'تقييم الطلب رقم {{number}}',
    back: 'العودة إلى الطلب رقم {{number}}',
    intro: 'قيّم المنتجات التي تريد تقييمها؛ التعليق اختياري.',
    rating: 'تقييمك لـ {{name}}',
    stars: '{{rating}} من {{max}} نجوم',
    comment: 'تعليقك على {{name}} (اختياري)',
    commentHint: '{{used}} من {{max}} حرف',
    submit: 'إرسال التقييم',
    ratingMissing: 'اختر عدد النجوم لهذا المنتج، أو امسح التعليق.',
    fixErrors: 'يرجى مراجعة المنتجات المحددة أعلاه.',
    nothingRated: 'قيّم منتجاً واحداً على الأقل قبل الإرسال.',
    refused: 'تعذر حفظ التقييم.',
    done: 'شكراً لك! تم حفظ تقييمك.',
    allDone: 'لقد قيّمت كل منتجات هذا الطلب من قبل.',
    notDelivered: 'يمكن تقييم هذا الطلب بعد استلامه.',
  },
};
