/**
 * Information pages and FAQ entries of the seed, in English and Arabic. They are the seed's own
 * sample content for a demo retailer, not legal text.
 */
export interface PageSpec {
  identifier: string;
  title: [string, string];
  paragraphs: Array<[string, string]>;
}

export const PAGES: PageSpec[] = [
  {
    identifier: 'about',
    title: ['About Dukkan', 'عن دكان'],
    paragraphs: [
      [
        'Dukkan is an Egyptian grocery and electronics retailer with stores in Cairo, Giza, Alexandria, Qalyubia, Dakahlia and the Red Sea.',
        'دكان متجر مصري للبقالة والإلكترونيات له فروع في القاهرة والجيزة والإسكندرية والقليوبية والدقهلية والبحر الأحمر.',
      ],
      [
        'Order fresh food, household essentials, phones and appliances online and get them delivered from the store nearest to you, or pick them up yourself.',
        'اطلب الأطعمة الطازجة ومستلزمات البيت والموبايلات والأجهزة أونلاين واستلمها من أقرب فرع لك أو بالتوصيل لحد باب البيت.',
      ],
    ],
  },
  {
    identifier: 'contact',
    title: ['Contact us', 'اتصل بنا'],
    paragraphs: [
      [
        'Call customer service on 19999 every day from 9 am to 11 pm, or send us a message with the contact form.',
        'اتصل بخدمة العملاء على 19999 يوميًا من 9 صباحًا حتى 11 مساءً، أو ابعت لنا رسالة من نموذج التواصل.',
      ],
      [
        'For an order question, keep your order number at hand so we can help you faster.',
        'لو عندك سؤال عن طلب، خلي رقم الطلب معاك عشان نقدر نساعدك أسرع.',
      ],
    ],
  },
  {
    identifier: 'faqs',
    title: ['Frequently asked questions', 'الأسئلة الشائعة'],
    paragraphs: [
      [
        'Answers to the questions our customers ask most about orders, delivery, payment and loyalty points.',
        'إجابات أكثر الأسئلة اللي بيسألها عملاؤنا عن الطلبات والتوصيل والدفع ونقاط الولاء.',
      ],
    ],
  },
  {
    identifier: 'stores',
    title: ['Our stores', 'فروعنا'],
    paragraphs: [
      [
        'Find the Dukkan store nearest to you, its address, phone number and opening hours. Pickup points hold your online order until you collect it.',
        'اعرف أقرب فرع لدكان وعنوانه ورقم تليفونه ومواعيد العمل. نقاط الاستلام بتحتفظ بطلبك لحد ما تستلمه.',
      ],
    ],
  },
  {
    identifier: 'return',
    title: ['Returns and refunds', 'الاسترجاع والاسترداد'],
    paragraphs: [
      [
        'Unopened groceries can be returned at delivery. Electronics can be returned within 14 days in their original packaging with the invoice.',
        'يمكن إرجاع البقالة غير المفتوحة عند الاستلام. ويمكن إرجاع الإلكترونيات خلال 14 يومًا في عبوتها الأصلية مع الفاتورة.',
      ],
      [
        'Refunds go back to the original payment method within 7 to 14 working days, or to your store credit at once.',
        'يتم رد المبلغ لوسيلة الدفع الأصلية خلال 7 إلى 14 يوم عمل، أو فورًا لرصيدك في المتجر.',
      ],
    ],
  },
  {
    identifier: 'terms',
    title: ['Terms and conditions', 'الشروط والأحكام'],
    paragraphs: [
      [
        'Prices include VAT and may change without notice; the price at the time of ordering applies. Weighed items are charged by their actual weight.',
        'الأسعار شاملة ضريبة القيمة المضافة وقابلة للتغيير، ويُطبق سعر وقت الطلب. المنتجات الموزونة تُحاسب بالوزن الفعلي.',
      ],
    ],
  },
  {
    identifier: 'privacy',
    title: ['Privacy policy', 'سياسة الخصوصية'],
    paragraphs: [
      [
        'We keep your name, phone number, e-mail and addresses to deliver your orders and run your account. We never sell your data.',
        'بنحتفظ باسمك ورقم تليفونك وبريدك الإلكتروني وعناوينك لتوصيل طلباتك وإدارة حسابك، ومش بنبيع بياناتك أبدًا.',
      ],
    ],
  },
  {
    identifier: 'installments',
    title: ['Installments', 'التقسيط'],
    paragraphs: [
      [
        'Pay for your order in monthly installments with your bank card or with valU: choose Installments at checkout and pick a plan on the payment page.',
        'ادفع تمن طلبك على أقساط شهرية بكارت البنك أو بـ valU: اختار التقسيط وقت الدفع واختار الخطة اللي تناسبك في صفحة الدفع.',
      ],
      [
        'The plans, their length and any interest are set by the bank or by valU and shown before you confirm.',
        'الخطط ومدتها وأي فوايد بيحددها البنك أو valU وبتظهر لك قبل ما تأكد.',
      ],
    ],
  },
  {
    identifier: 'partners',
    title: ['Our partners', 'شركاؤنا'],
    paragraphs: [
      [
        'Dukkan works with farms, brands and banks to bring you fresh food, genuine electronics and easy ways to pay.',
        'دكان بيشتغل مع مزارع وماركات وبنوك علشان يوصلك أكل طازة وإلكترونيات أصلية وطرق دفع سهلة.',
      ],
      [
        'Suppliers who want to sell on Dukkan can reach us through the contact page.',
        'الموردين اللي عايزين يبيعوا على دكان يقدروا يتواصلوا معانا من صفحة اتصل بنا.',
      ],
    ],
  },
  {
    identifier: 'loyalty-points-system',
    title: ['Loyalty points system', 'نظام نقاط الولاء'],
    paragraphs: [
      [
        'Earn points on every order and climb the tiers from Bronze to Silver to Gold; higher tiers earn more points per pound.',
        'اكسب نقاط مع كل طلب واطلع من المستوى البرونزي للفضي للذهبي؛ المستويات الأعلى بتكسب نقاط أكتر لكل جنيه.',
      ],
      [
        'Redeem your points at checkout for a discount on your order. Points expire 12 months after they are earned.',
        'استبدل نقاطك عند الدفع بخصم على طلبك. النقاط بتنتهي بعد 12 شهر من اكتسابها.',
      ],
    ],
  },
];

export const FAQS: Array<{ group: [string, string]; q: [string, string]; a: [string, string] }> = [
  {
    group: ['Orders', 'الطلبات'],
    q: ['How do I track my order?', 'إزاي أتابع طلبي؟'],
    a: [
      "Open My Orders in your account to see each order's status and delivery time.",
      'افتح طلباتي من حسابك هتلاقي حالة كل طلب وميعاد التوصيل.',
    ],
  },
  {
    group: ['Orders', 'الطلبات'],
    q: ['Can I cancel an order?', 'أقدر ألغي الطلب؟'],
    a: [
      'Yes, while it is still pending. Open the order in My Orders and choose Cancel.',
      'أيوه، طالما الطلب لسه قيد الانتظار. افتح الطلب من طلباتي واختار إلغاء.',
    ],
  },
  {
    group: ['Delivery', 'التوصيل'],
    q: ['Which areas do you deliver to?', 'بتوصلوا لأنهي مناطق؟'],
    a: [
      'We deliver to the districts served by our stores. Choose your area at the top of the page to see what is available there.',
      'بنوصل للمناطق اللي بتخدمها فروعنا. اختار منطقتك من أعلى الصفحة وهتشوف المتاح عندك.',
    ],
  },
  {
    group: ['Delivery', 'التوصيل'],
    q: ['How much is delivery?', 'التوصيل بكام؟'],
    a: [
      'Delivery is free on orders over the free-shipping threshold; groceries and electronics have separate delivery fees below it.',
      'التوصيل مجاني للطلبات فوق حد الشحن المجاني، وتحت الحد ده فيه رسوم منفصلة للبقالة والإلكترونيات.',
    ],
  },
  {
    group: ['Delivery', 'التوصيل'],
    q: ['Can I pick my order up from a store?', 'أقدر أستلم الطلب من الفرع؟'],
    a: [
      'Yes, choose a pickup store at checkout and collect your order when it is ready.',
      'أيوه، اختار فرع الاستلام وقت الدفع واستلم طلبك لما يجهز.',
    ],
  },
  {
    group: ['Payment', 'الدفع'],
    q: ['How can I pay?', 'أقدر أدفع إزاي؟'],
    a: [
      'By card, saved card, installments, mobile wallet, or cash or card on delivery.',
      'بالكارت أو كارت محفوظ أو بالتقسيط أو بالمحفظة الإلكترونية أو كاش أو كارت عند الاستلام.',
    ],
  },
  {
    group: ['Payment', 'الدفع'],
    q: ['Why was a weighed item priced differently?', 'ليه سعر المنتج الموزون اختلف؟'],
    a: [
      'Weighed goods are charged by their actual weight, which can differ slightly from the ordered quantity.',
      'المنتجات الموزونة بتتحاسب بالوزن الفعلي اللي ممكن يختلف شوية عن الكمية المطلوبة.',
    ],
  },
  {
    group: ['Loyalty', 'الولاء'],
    q: ['How do I earn points?', 'إزاي أكسب نقاط؟'],
    a: [
      'Every delivered order earns points according to your tier. Your first order earns a bonus.',
      'كل طلب بيتسلم بيكسبك نقاط حسب مستواك، وأول طلب ليه نقاط إضافية.',
    ],
  },
  {
    group: ['Loyalty', 'الولاء'],
    q: ['How do I use my points?', 'إزاي أستخدم نقاطي؟'],
    a: [
      'Choose how many points to redeem on the payment step of checkout.',
      'اختار عدد النقاط اللي عايز تستبدلها في خطوة الدفع.',
    ],
  },
  {
    group: ['Account', 'الحساب'],
    q: ['I did not receive the login code.', 'الكود موصلنيش.'],
    a: [
      'Check the phone number and wait two minutes before asking for a new code.',
      'اتأكد من رقم التليفون واستنى دقيقتين قبل ما تطلب كود جديد.',
    ],
  },
];
