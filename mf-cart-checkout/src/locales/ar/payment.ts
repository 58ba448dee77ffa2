/** Arabic texts of the payment step's card form, saved cards, security-code dialog and wallet. */
export const paymentAr = {
  payment: {
    savedCards: 'بطاقاتك المحفوظة',
    savedCard: '{{brand}} تنتهي بـ {{last4}}',
    expires: 'تنتهي صلاحيتها {{date}}',
    newCard: 'بيانات البطاقة',
    cardNumber: 'رقم البطاقة',
    expiryDate: 'تاريخ الانتهاء (شهر/سنة MM/YY)',
    cvc: 'رمز الأمان (CVC)',
    cvcHint: 'الأرقام الثلاثة على ظهر البطاقة.',
    holderName: 'الاسم على البطاقة',
    saveCard: 'احفظ هذه البطاقة لطلباتي القادمة',
    cardSecure: 'تُرسل بيانات البطاقة إلى مزود الدفع فقط ولا يحفظها المتجر.',
    cvcTitle: 'الدفع ببطاقتك المحفوظة',
    cvcText: 'أدخل رمز الأمان لبطاقتك {{card}}.',
    pay: 'ادفع الآن',
    cancel: 'إلغاء',
    walletPhone: 'رقم هاتف المحفظة',
    walletHint: 'رقم الموبايل المسجل به المحفظة، ١١ رقمًا يبدأ بـ 01.',
    leaving: 'جارٍ تحويلك إلى صفحة الدفع…',
    fixErrors: 'راجع الحقول المميزة.',
  },
};
