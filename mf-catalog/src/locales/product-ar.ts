import type { ProductTexts } from './product-en';

/** Arabic texts of the product page only (same keys as product-en.ts, checked by the type). */
export const productTextsAr: ProductTexts = {
  product: {
    gallery: 'صور المنتج',
    showImage: 'عرض الصورة {{index}} من {{count}}',
    brand: 'الماركة:',
    sku: 'رمز المنتج: {{sku}}',
    description: 'الوصف',
    attributes: 'المواصفات',
    chooseToAdd: 'اختر {{options}} لإضافة هذا المنتج إلى السلة.',
  },
  grouped: {
    title: 'منتجات هذه الباقة',
    packQty: 'الكمية في الباقة: {{qty}}',
    quantity: 'كمية {{name}}',
    decrease: 'قلل كمية {{name}}',
    increase: 'زد كمية {{name}}',
    skipped: 'غير مضاف',
    added: 'تمت الإضافة إلى السلة',
    refused: 'لم تتم الإضافة: {{reason}}',
  },
  bundle: {
    required: 'إجباري',
    optional: 'اختياري',
    choice: '{{qty}} × {{name}}',
    chooseToAdd: 'اختر {{options}} لإضافة هذه الباقة إلى السلة.',
  },
  stockBack: {
    title: 'أخبرني عند توفره',
    contact: 'البريد الإلكتروني أو رقم الهاتف',
    hint: 'سنرسل رسالة واحدة عندما يتوفر هذا المنتج مرة أخرى.',
    notifyMe: 'أعلمني',
    done: 'سنخبرك عندما يتوفر المنتج مرة أخرى.',
    failed: 'تعذّر الإرسال. يرجى المحاولة مرة أخرى.',
    alreadyAsked: 'سنُعلمك عند توفره',
    alreadyAskedHint: 'طلبت أن نخبرك عندما يتوفر هذا المنتج مرة أخرى.',
  },
  productPage: {
    highlights: 'أبرز المواصفات',
    sizeChart: 'جدول المقاسات',
    sizeChartOpen: 'عرض جدول المقاسات',
    closeSizeChart: 'إغلاق جدول المقاسات',
    video: 'فيديو: {{title}}',
    playVideo: 'تشغيل الفيديو {{index}} من {{count}}: {{title}}',
    section: {
      electronics: 'إلكترونيات: تُوصَّل مع شحنة الإلكترونيات والملابس.',
      groceries: 'بقالة: تُوصَّل مع شحنة البقالة.',
      clothing: 'ملابس: تُوصَّل مع شحنة الإلكترونيات والملابس.',
    },
  },
};
