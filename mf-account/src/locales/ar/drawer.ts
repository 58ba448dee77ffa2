import type { drawerEn } from '../en/drawer';

/** Arabic texts of the mobile account drawer (same keys as en/drawer.ts). */
export const drawerAr: typeof drawerEn = {
  accountMenu: {
    savedCards: 'البطاقات المحفوظة',
    addressBook: 'دفتر العناوين',
    accountSettings: 'إعدادات الحساب',
    drawerTitle: 'حسابي',
    close: 'إغلاق قائمة الحساب',
    morning: 'صباح الخير',
    evening: 'مساء الخير',
    loyalty: 'برنامج الولاء',
    tier: {
      NONMEMBER: 'لست عضواً بعد',
      BRONZE: 'عضو برونزي',
      SILVER: 'عضو فضي',
      GOLD: 'عضو ذهبي',
    },
    points: 'النقاط: {{points}}',
    wallet: 'محفظتي',
    walletEmpty: 'لا يوجد رصيد بعد',
    language: 'اللغة',
    languageNames: { en: 'English', ar: 'العربية' },
    links: 'روابط الحساب',
  },
};
