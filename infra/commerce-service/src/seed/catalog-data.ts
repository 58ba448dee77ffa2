/**
 * Word tables of the seed: the category tree, brands and product nouns in English and Arabic.
 * Product names are composed from them (brand + noun + pack size), so every name is plausible
 * for an Egyptian grocery and electronics retailer and every Arabic name matches its English one.
 */
export type Section = 'ELECTRONICS' | 'NON_ELECTRONICS' | 'CLOTHING';
export type Bi = readonly [en: string, ar: string];

export interface LeafSpec {
  name: Bi;
  nouns: Bi[];
  sizes: Bi[];
  /** Brand names (keys of BRANDS); empty for unbranded fresh produce. */
  brands: string[];
  price: readonly [number, number];
  /** Weighed goods: sold by kg in fractional steps. */
  weighed?: boolean;
  /** Configurable products with variants. */
  variants?: 'color' | 'size';
}

export interface SubSpec {
  name: Bi;
  leaves: LeafSpec[];
}

export interface DepartmentSpec {
  name: Bi;
  section: Section;
  inMenu: boolean;
  onHome: boolean;
  subs: SubSpec[];
}

export const BRANDS: Record<string, string> = {
  Juhayna: 'جهينة',
  Domty: 'دومتي',
  Almarai: 'المراعي',
  Lactel: 'لاكتيل',
  Labanita: 'لبنيتا',
  Président: 'بريزيدون',
  Edita: 'إيديتا',
  Molto: 'مولتو',
  'Rich Bake': 'ريتش بيك',
  Chipsy: 'شيبسي',
  "Lay's": 'ليز',
  Doritos: 'دوريتوس',
  Cadbury: 'كادبوري',
  Galaxy: 'جالاكسي',
  Bimbo: 'بيمبو',
  Beyti: 'بيتي',
  Faragalla: 'فرج الله',
  Isis: 'إيزيس',
  'El Rashidi El Mizan': 'الرشيدي الميزان',
  Nestlé: 'نستله',
  Baraka: 'بركة',
  Pepsi: 'بيبسي',
  'Coca-Cola': 'كوكاكولا',
  Lipton: 'ليبتون',
  'El Arosa': 'العروسة',
  'Abu Auf': 'أبو عوف',
  Nescafé: 'نسكافيه',
  'El Doha': 'الضحى',
  Queen: 'كوين',
  Crystal: 'كريستال',
  Afia: 'عافية',
  Koki: 'كوكي',
  'Halwani Bros': 'حلواني إخوان',
  Americana: 'أمريكانا',
  Persil: 'بيرسيل',
  Ariel: 'أريال',
  Oxi: 'أوكسي',
  Fairy: 'فيري',
  Dettol: 'ديتول',
  Clorox: 'كلوركس',
  Pantene: 'بانتين',
  'Head & Shoulders': 'هيد آند شولدرز',
  Signal: 'سيجنال',
  Colgate: 'كولجيت',
  Lux: 'لوكس',
  Dove: 'دوف',
  Pampers: 'بامبرز',
  Molfix: 'مولفيكس',
  Bebelac: 'بيبيلاك',
  Cerelac: 'سيريلاك',
  Samsung: 'سامسونج',
  Apple: 'أبل',
  Xiaomi: 'شاومي',
  Oppo: 'أوبو',
  Realme: 'ريلمي',
  Honor: 'هونر',
  LG: 'إل جي',
  'Toshiba El Araby': 'توشيبا العربي',
  'Sharp El Araby': 'شارب العربي',
  Tornado: 'تورنيدو',
  Fresh: 'فريش',
  HP: 'إتش بي',
  Lenovo: 'لينوفو',
  Dell: 'ديل',
  Asus: 'أسوس',
  Anker: 'أنكر',
  JBL: 'جي بي إل',
  Kiriazi: 'كريازي',
  Braun: 'براون',
  Moulinex: 'مولينكس',
  Cottonil: 'قطونيل',
  Dice: 'دايس',
  'Town Team': 'تاون تيم',
  Activ: 'أكتيف',
};

const KG: Bi[] = [['per kg', 'بالكيلو']];

export const DEPARTMENTS: DepartmentSpec[] = [
  {
    name: ['Fruits & Vegetables', 'فواكه وخضروات'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Fresh Fruits', 'فواكه طازجة'],
        leaves: [
          {
            name: ['Citrus', 'حمضيات'],
            nouns: [
              ['Oranges', 'برتقال'],
              ['Mandarins', 'يوسفي'],
              ['Lemons', 'ليمون'],
            ],
            sizes: KG,
            brands: [],
            price: [18, 45],
            weighed: true,
          },
          {
            name: ['Apples & Pears', 'تفاح وكمثرى'],
            nouns: [
              ['Red Apples', 'تفاح أحمر'],
              ['Green Apples', 'تفاح أخضر'],
              ['Pears', 'كمثرى'],
            ],
            sizes: KG,
            brands: [],
            price: [45, 110],
            weighed: true,
          },
          {
            name: ['Bananas & Tropical', 'موز وفواكه استوائية'],
            nouns: [
              ['Bananas', 'موز'],
              ['Mangoes', 'مانجو'],
              ['Guava', 'جوافة'],
            ],
            sizes: KG,
            brands: [],
            price: [20, 70],
            weighed: true,
          },
        ],
      },
      {
        name: ['Fresh Vegetables', 'خضروات طازجة'],
        leaves: [
          {
            name: ['Tomatoes & Cucumbers', 'طماطم وخيار'],
            nouns: [
              ['Tomatoes', 'طماطم'],
              ['Cucumbers', 'خيار'],
              ['Bell Peppers', 'فلفل رومي'],
            ],
            sizes: KG,
            brands: [],
            price: [10, 40],
            weighed: true,
          },
          {
            name: ['Root Vegetables', 'خضروات جذرية'],
            nouns: [
              ['Potatoes', 'بطاطس'],
              ['Onions', 'بصل'],
              ['Carrots', 'جزر'],
            ],
            sizes: KG,
            brands: [],
            price: [8, 25],
            weighed: true,
          },
          {
            name: ['Leafy Greens', 'ورقيات'],
            nouns: [
              ['Lettuce', 'خس'],
              ['Spinach', 'سبانخ'],
              ['Molokhia', 'ملوخية'],
            ],
            sizes: KG,
            brands: [],
            price: [15, 35],
            weighed: true,
          },
        ],
      },
    ],
  },
  {
    name: ['Dairy & Eggs', 'ألبان وبيض'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Milk', 'لبن'],
        leaves: [
          {
            name: ['Full Cream Milk', 'لبن كامل الدسم'],
            nouns: [['Full Cream Milk', 'لبن كامل الدسم']],
            sizes: [
              ['1 L', '1 لتر'],
              ['500 ml', '500 مل'],
              ['Pack of 6 x 1 L', 'عبوة 6 × 1 لتر'],
            ],
            brands: ['Juhayna', 'Almarai', 'Lactel', 'Labanita'],
            price: [32, 190],
          },
          {
            name: ['Low Fat Milk', 'لبن قليل الدسم'],
            nouns: [
              ['Low Fat Milk', 'لبن قليل الدسم'],
              ['Skimmed Milk', 'لبن خالي الدسم'],
            ],
            sizes: [
              ['1 L', '1 لتر'],
              ['1.5 L', '1.5 لتر'],
            ],
            brands: ['Juhayna', 'Almarai', 'Lactel'],
            price: [34, 60],
          },
          {
            name: ['Flavoured Milk', 'لبن بالنكهات'],
            nouns: [
              ['Chocolate Milk', 'لبن بالشوكولاتة'],
              ['Strawberry Milk', 'لبن بالفراولة'],
            ],
            sizes: [
              ['200 ml', '200 مل'],
              ['Pack of 6 x 200 ml', 'عبوة 6 × 200 مل'],
            ],
            brands: ['Juhayna', 'Almarai', 'Nestlé'],
            price: [10, 60],
          },
        ],
      },
      {
        name: ['Cheese', 'جبن'],
        leaves: [
          {
            name: ['White Cheese', 'جبنة بيضاء'],
            nouns: [
              ['Feta Cheese', 'جبنة فيتا'],
              ['Istanbuli Cheese', 'جبنة إسطنبولي'],
              ['Double Cream Cheese', 'جبنة دبل كريم'],
            ],
            sizes: [
              ['250 g', '250 جم'],
              ['500 g', '500 جم'],
              ['1 kg', '1 كجم'],
            ],
            brands: ['Domty', 'Juhayna', 'Président'],
            price: [28, 160],
          },
          {
            name: ['Cheddar & Slices', 'شيدر وشرائح'],
            nouns: [
              ['Cheddar Cheese', 'جبنة شيدر'],
              ['Cheese Slices', 'شرائح جبن'],
            ],
            sizes: [
              ['200 g', '200 جم'],
              ['400 g', '400 جم'],
            ],
            brands: ['Almarai', 'Président', 'Domty'],
            price: [45, 150],
          },
          {
            name: ['Roumi Cheese', 'جبنة رومي'],
            nouns: [
              ['Aged Roumi Cheese', 'جبنة رومي قديمة'],
              ['Fresh Roumi Cheese', 'جبنة رومي طازة'],
            ],
            sizes: KG,
            brands: ['Domty', 'El Rashidi El Mizan'],
            price: [220, 380],
            weighed: true,
          },
        ],
      },
      {
        name: ['Eggs & Yoghurt', 'بيض وزبادي'],
        leaves: [
          {
            name: ['Eggs', 'بيض'],
            nouns: [
              ['White Eggs', 'بيض أبيض'],
              ['Brown Eggs', 'بيض أحمر'],
            ],
            sizes: [
              ['Tray of 30', 'كرتونة 30'],
              ['Pack of 10', 'عبوة 10'],
            ],
            brands: ['Koki', 'Beyti'],
            price: [55, 180],
          },
          {
            name: ['Yoghurt', 'زبادي'],
            nouns: [
              ['Plain Yoghurt', 'زبادي سادة'],
              ['Greek Yoghurt', 'زبادي يوناني'],
              ['Rayeb', 'رايب'],
            ],
            sizes: [
              ['105 g', '105 جم'],
              ['Pack of 4', 'عبوة 4'],
            ],
            brands: ['Juhayna', 'Almarai', 'Domty', 'Beyti'],
            price: [8, 45],
          },
        ],
      },
    ],
  },
  {
    name: ['Bakery', 'مخبوزات'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Bread', 'خبز'],
        leaves: [
          {
            name: ['Toast', 'توست'],
            nouns: [
              ['White Toast', 'توست أبيض'],
              ['Brown Toast', 'توست بني'],
            ],
            sizes: [
              ['600 g', '600 جم'],
              ['300 g', '300 جم'],
            ],
            brands: ['Rich Bake', 'Bimbo'],
            price: [25, 55],
          },
          {
            name: ['Baladi & Shami Bread', 'عيش بلدي وشامي'],
            nouns: [
              ['Baladi Bread', 'عيش بلدي'],
              ['Shami Bread', 'عيش شامي'],
            ],
            sizes: [
              ['Pack of 5', 'عبوة 5'],
              ['Pack of 10', 'عبوة 10'],
            ],
            brands: ['Rich Bake'],
            price: [10, 30],
          },
        ],
      },
      {
        name: ['Cakes & Pastries', 'كيك ومعجنات'],
        leaves: [
          {
            name: ['Croissants', 'كرواسون'],
            nouns: [
              ['Chocolate Croissant', 'كرواسون شوكولاتة'],
              ['Cheese Croissant', 'كرواسون جبنة'],
            ],
            sizes: [
              ['Single', 'قطعة'],
              ['Pack of 6', 'عبوة 6'],
            ],
            brands: ['Molto', 'Edita'],
            price: [8, 60],
          },
          {
            name: ['Cakes', 'كيك'],
            nouns: [
              ['Vanilla Cake', 'كيك فانيليا'],
              ['Twinkies Cake', 'كيك توينكيز'],
            ],
            sizes: [
              ['Single', 'قطعة'],
              ['Pack of 12', 'عبوة 12'],
            ],
            brands: ['Edita', 'Bimbo'],
            price: [7, 90],
          },
        ],
      },
    ],
  },
  {
    name: ['Meat & Poultry', 'لحوم ودواجن'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Poultry', 'دواجن'],
        leaves: [
          {
            name: ['Whole Chicken', 'فراخ كاملة'],
            nouns: [
              ['Fresh Whole Chicken', 'فراخ كاملة طازجة'],
              ['Frozen Whole Chicken', 'فراخ كاملة مجمدة'],
            ],
            sizes: KG,
            brands: ['Koki', 'Americana'],
            price: [95, 140],
            weighed: true,
          },
          {
            name: ['Chicken Parts', 'أجزاء فراخ'],
            nouns: [
              ['Chicken Breast', 'صدور فراخ'],
              ['Chicken Thighs', 'أوراك فراخ'],
              ['Chicken Pané', 'بانيه فراخ'],
            ],
            sizes: KG,
            brands: ['Koki', 'Americana'],
            price: [150, 260],
            weighed: true,
          },
        ],
      },
      {
        name: ['Meat', 'لحوم'],
        leaves: [
          {
            name: ['Beef', 'لحم بقري'],
            nouns: [
              ['Beef Cubes', 'لحم بقري مكعبات'],
              ['Beef Steak', 'ستيك لحم بقري'],
            ],
            sizes: KG,
            brands: ['Halwani Bros'],
            price: [380, 520],
            weighed: true,
          },
          {
            name: ['Minced Meat & Burger', 'لحم مفروم وبرجر'],
            nouns: [
              ['Minced Beef', 'لحم مفروم'],
              ['Beef Burger', 'برجر لحم'],
              ['Kofta', 'كفتة'],
            ],
            sizes: [
              ['500 g', '500 جم'],
              ['1 kg', '1 كجم'],
            ],
            brands: ['Halwani Bros', 'Americana', 'Koki'],
            price: [120, 420],
          },
        ],
      },
    ],
  },
  {
    name: ['Beverages', 'مشروبات'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Water & Soft Drinks', 'مياه ومياه غازية'],
        leaves: [
          {
            name: ['Water', 'مياه'],
            nouns: [['Mineral Water', 'مياه معدنية']],
            sizes: [
              ['1.5 L', '1.5 لتر'],
              ['600 ml', '600 مل'],
              ['Pack of 6 x 1.5 L', 'عبوة 6 × 1.5 لتر'],
            ],
            brands: ['Nestlé', 'Baraka'],
            price: [7, 55],
          },
          {
            name: ['Soft Drinks', 'مياه غازية'],
            nouns: [
              ['Cola', 'كولا'],
              ['Lemon Soda', 'صودا ليمون'],
            ],
            sizes: [
              ['330 ml Can', 'كانز 330 مل'],
              ['1 L', '1 لتر'],
            ],
            brands: ['Pepsi', 'Coca-Cola'],
            price: [12, 30],
          },
        ],
      },
      {
        name: ['Juices', 'عصائر'],
        leaves: [
          {
            name: ['Fruit Juice', 'عصير فواكه'],
            nouns: [
              ['Orange Juice', 'عصير برتقال'],
              ['Mango Juice', 'عصير مانجو'],
              ['Guava Juice', 'عصير جوافة'],
            ],
            sizes: [
              ['1 L', '1 لتر'],
              ['235 ml', '235 مل'],
            ],
            brands: ['Juhayna', 'Beyti', 'Faragalla'],
            price: [9, 50],
          },
        ],
      },
      {
        name: ['Tea & Coffee', 'شاي وقهوة'],
        leaves: [
          {
            name: ['Tea', 'شاي'],
            nouns: [
              ['Black Tea', 'شاي أسود'],
              ['Green Tea', 'شاي أخضر'],
              ['Tea Bags', 'شاي فتلة'],
            ],
            sizes: [
              ['100 Bags', '100 فتلة'],
              ['250 g', '250 جم'],
            ],
            brands: ['Lipton', 'El Arosa', 'Isis'],
            price: [40, 140],
          },
          {
            name: ['Coffee', 'قهوة'],
            nouns: [
              ['Turkish Coffee', 'بن تركي'],
              ['Instant Coffee', 'قهوة سريعة التحضير'],
            ],
            sizes: [
              ['200 g', '200 جم'],
              ['100 g', '100 جم'],
            ],
            brands: ['Abu Auf', 'Nescafé'],
            price: [60, 260],
          },
        ],
      },
    ],
  },
  {
    name: ['Snacks', 'سناكس'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Chips & Crisps', 'شيبس ومقرمشات'],
        leaves: [
          {
            name: ['Potato Chips', 'شيبس بطاطس'],
            nouns: [
              ['Salt Potato Chips', 'شيبس بطاطس بالملح'],
              ['Cheese Potato Chips', 'شيبس بطاطس بالجبنة'],
              ['Tomato Potato Chips', 'شيبس بطاطس بالطماطم'],
            ],
            sizes: [
              ['40 g', '40 جم'],
              ['Family Size 90 g', 'حجم عائلي 90 جم'],
            ],
            brands: ['Chipsy', "Lay's"],
            price: [5, 25],
          },
          {
            name: ['Corn Snacks', 'سناكس ذرة'],
            nouns: [
              ['Nacho Cheese Tortilla Chips', 'تورتيلا بالجبنة'],
              ['Sweet Chili Corn Chips', 'رقائق ذرة بالشطة'],
            ],
            sizes: [
              ['48 g', '48 جم'],
              ['160 g', '160 جم'],
            ],
            brands: ['Doritos', 'Chipsy'],
            price: [10, 45],
          },
        ],
      },
      {
        name: ['Chocolate & Biscuits', 'شوكولاتة وبسكويت'],
        leaves: [
          {
            name: ['Chocolate', 'شوكولاتة'],
            nouns: [
              ['Milk Chocolate Bar', 'شوكولاتة بالحليب'],
              ['Hazelnut Chocolate', 'شوكولاتة بالبندق'],
            ],
            sizes: [
              ['36 g', '36 جم'],
              ['90 g', '90 جم'],
            ],
            brands: ['Cadbury', 'Galaxy', 'Nestlé'],
            price: [10, 70],
          },
          {
            name: ['Biscuits & Wafers', 'بسكويت وويفر'],
            nouns: [
              ['Wafer', 'ويفر'],
              ['Tea Biscuits', 'بسكويت شاي'],
            ],
            sizes: [
              ['Single', 'قطعة'],
              ['Pack of 12', 'عبوة 12'],
            ],
            brands: ['Edita', 'Bimbo'],
            price: [3, 60],
          },
        ],
      },
    ],
  },
  {
    name: ['Pantry', 'بقالة'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Rice & Pasta', 'أرز ومكرونة'],
        leaves: [
          {
            name: ['Rice', 'أرز'],
            nouns: [
              ['Egyptian Rice', 'أرز مصري'],
              ['Basmati Rice', 'أرز بسمتي'],
            ],
            sizes: [
              ['1 kg', '1 كجم'],
              ['5 kg', '5 كجم'],
            ],
            brands: ['El Doha', 'Crystal'],
            price: [35, 260],
          },
          {
            name: ['Pasta', 'مكرونة'],
            nouns: [
              ['Penne Pasta', 'مكرونة قلم'],
              ['Spaghetti', 'سباجيتي'],
              ['Vermicelli', 'شعرية'],
            ],
            sizes: [
              ['400 g', '400 جم'],
              ['1 kg', '1 كجم'],
            ],
            brands: ['Queen', 'El Doha'],
            price: [12, 45],
          },
        ],
      },
      {
        name: ['Oils & Ghee', 'زيوت وسمن'],
        leaves: [
          {
            name: ['Cooking Oil', 'زيت طعام'],
            nouns: [
              ['Sunflower Oil', 'زيت عباد الشمس'],
              ['Corn Oil', 'زيت ذرة'],
            ],
            sizes: [
              ['800 ml', '800 مل'],
              ['2.2 L', '2.2 لتر'],
            ],
            brands: ['Crystal', 'Afia'],
            price: [70, 220],
          },
          {
            name: ['Ghee & Butter', 'سمن وزبدة'],
            nouns: [
              ['Vegetable Ghee', 'سمن نباتي'],
              ['Butter', 'زبدة'],
            ],
            sizes: [
              ['700 g', '700 جم'],
              ['200 g', '200 جم'],
            ],
            brands: ['Crystal', 'Lactel', 'Président'],
            price: [45, 240],
          },
        ],
      },
      {
        name: ['Spreads & Honey', 'حلاوة وعسل'],
        leaves: [
          {
            name: ['Halawa & Tahini', 'حلاوة وطحينة'],
            nouns: [
              ['Halawa', 'حلاوة طحينية'],
              ['Tahini', 'طحينة'],
            ],
            sizes: [
              ['250 g', '250 جم'],
              ['500 g', '500 جم'],
            ],
            brands: ['El Rashidi El Mizan'],
            price: [35, 120],
          },
          {
            name: ['Honey & Jam', 'عسل ومربى'],
            nouns: [
              ['Bee Honey', 'عسل نحل'],
              ['Strawberry Jam', 'مربى فراولة'],
              ['Apricot Jam', 'مربى مشمش'],
            ],
            sizes: [
              ['450 g', '450 جم'],
              ['250 g', '250 جم'],
            ],
            brands: ['Isis', 'Faragalla', 'Beyti'],
            price: [30, 180],
          },
        ],
      },
    ],
  },
  {
    name: ['Household', 'منظفات ومستلزمات المنزل'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: false,
    subs: [
      {
        name: ['Laundry', 'غسيل'],
        leaves: [
          {
            name: ['Detergents', 'مساحيق غسيل'],
            nouns: [
              ['Automatic Detergent Powder', 'مسحوق غسيل أوتوماتيك'],
              ['Liquid Detergent', 'منظف غسيل سائل'],
            ],
            sizes: [
              ['2.5 kg', '2.5 كجم'],
              ['1 kg', '1 كجم'],
            ],
            brands: ['Persil', 'Ariel', 'Oxi'],
            price: [60, 260],
          },
        ],
      },
      {
        name: ['Cleaning', 'تنظيف'],
        leaves: [
          {
            name: ['Dishwashing', 'غسيل الأطباق'],
            nouns: [['Dishwashing Liquid', 'سائل غسيل أطباق']],
            sizes: [
              ['650 ml', '650 مل'],
              ['1.5 L', '1.5 لتر'],
            ],
            brands: ['Fairy'],
            price: [30, 90],
          },
          {
            name: ['Surface Cleaners', 'منظفات الأسطح'],
            nouns: [
              ['Antiseptic Liquid', 'مطهر سائل'],
              ['Bleach', 'كلور'],
            ],
            sizes: [
              ['1 L', '1 لتر'],
              ['500 ml', '500 مل'],
            ],
            brands: ['Dettol', 'Clorox'],
            price: [25, 140],
          },
        ],
      },
    ],
  },
  {
    name: ['Personal Care', 'العناية الشخصية'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: false,
    subs: [
      {
        name: ['Hair & Body', 'الشعر والجسم'],
        leaves: [
          {
            name: ['Shampoo', 'شامبو'],
            nouns: [
              ['Anti-Dandruff Shampoo', 'شامبو ضد القشرة'],
              ['Repair Shampoo', 'شامبو للشعر التالف'],
            ],
            sizes: [
              ['400 ml', '400 مل'],
              ['200 ml', '200 مل'],
            ],
            brands: ['Pantene', 'Head & Shoulders', 'Dove'],
            price: [60, 180],
          },
          {
            name: ['Soap', 'صابون'],
            nouns: [
              ['Beauty Soap', 'صابون تجميل'],
              ['Shower Gel', 'شاور جل'],
            ],
            sizes: [
              ['125 g', '125 جم'],
              ['500 ml', '500 مل'],
            ],
            brands: ['Lux', 'Dove', 'Dettol'],
            price: [15, 120],
          },
        ],
      },
      {
        name: ['Oral Care', 'العناية بالفم'],
        leaves: [
          {
            name: ['Toothpaste', 'معجون أسنان'],
            nouns: [
              ['Whitening Toothpaste', 'معجون أسنان مبيض'],
              ['Herbal Toothpaste', 'معجون أسنان بالأعشاب'],
            ],
            sizes: [
              ['100 ml', '100 مل'],
              ['50 ml', '50 مل'],
            ],
            brands: ['Signal', 'Colgate'],
            price: [25, 70],
          },
        ],
      },
    ],
  },
  {
    name: ['Baby', 'مستلزمات الأطفال'],
    section: 'NON_ELECTRONICS',
    inMenu: true,
    onHome: false,
    subs: [
      {
        name: ['Diapers & Wipes', 'حفاضات ومناديل'],
        leaves: [
          {
            name: ['Diapers', 'حفاضات'],
            nouns: [
              ['Baby Diapers Size 3', 'حفاضات أطفال مقاس 3'],
              ['Baby Diapers Size 4', 'حفاضات أطفال مقاس 4'],
            ],
            sizes: [
              ['Jumbo Pack', 'عبوة جامبو'],
              ['Pack of 30', 'عبوة 30'],
            ],
            brands: ['Pampers', 'Molfix'],
            price: [180, 520],
          },
          {
            name: ['Baby Wipes', 'مناديل أطفال'],
            nouns: [['Baby Wipes', 'مناديل مبللة للأطفال']],
            sizes: [['64 Wipes', '64 منديل']],
            brands: ['Pampers', 'Molfix'],
            price: [35, 70],
          },
        ],
      },
      {
        name: ['Baby Food', 'أغذية الأطفال'],
        leaves: [
          {
            name: ['Formula & Cereals', 'لبن وسيريلاك'],
            nouns: [
              ['Infant Formula Stage 1', 'لبن أطفال مرحلة 1'],
              ['Wheat & Milk Cereal', 'سيريلاك قمح بالحليب'],
            ],
            sizes: [
              ['400 g', '400 جم'],
              ['250 g', '250 جم'],
            ],
            brands: ['Bebelac', 'Cerelac', 'Nestlé'],
            price: [70, 420],
          },
        ],
      },
    ],
  },
  {
    name: ['Mobiles & Tablets', 'موبايلات وتابلت'],
    section: 'ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Smartphones', 'هواتف ذكية'],
        leaves: [
          {
            name: ['Android Phones', 'هواتف أندرويد'],
            nouns: [
              ['Galaxy A55 Smartphone', 'هاتف جالاكسي A55'],
              ['Redmi Note 13 Smartphone', 'هاتف ريدمي نوت 13'],
              ['Reno 11 Smartphone', 'هاتف رينو 11'],
            ],
            sizes: [
              ['128 GB', '128 جيجا'],
              ['256 GB', '256 جيجا'],
            ],
            brands: ['Samsung', 'Xiaomi', 'Oppo', 'Realme', 'Honor'],
            price: [7000, 28000],
            variants: 'color',
          },
          {
            name: ['iPhones', 'آيفون'],
            nouns: [
              ['iPhone 15', 'آيفون 15'],
              ['iPhone 15 Pro', 'آيفون 15 برو'],
            ],
            sizes: [
              ['128 GB', '128 جيجا'],
              ['256 GB', '256 جيجا'],
            ],
            brands: ['Apple'],
            price: [42000, 75000],
            variants: 'color',
          },
        ],
      },
      {
        name: ['Tablets', 'تابلت'],
        leaves: [
          {
            name: ['Tablets', 'أجهزة تابلت'],
            nouns: [
              ['Galaxy Tab A9 Tablet', 'تابلت جالاكسي تاب A9'],
              ['iPad 10th Generation', 'آيباد الجيل العاشر'],
              ['Redmi Pad Tablet', 'تابلت ريدمي باد'],
            ],
            sizes: [
              ['64 GB', '64 جيجا'],
              ['128 GB', '128 جيجا'],
            ],
            brands: ['Samsung', 'Apple', 'Xiaomi'],
            price: [6500, 30000],
            variants: 'color',
          },
        ],
      },
    ],
  },
  {
    name: ['TVs', 'تلفزيونات'],
    section: 'ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Smart TVs', 'شاشات سمارت'],
        leaves: [
          {
            name: ['LED TVs', 'شاشات LED'],
            nouns: [['Smart LED TV', 'شاشة سمارت LED']],
            sizes: [
              ['32 inch', '32 بوصة'],
              ['43 inch', '43 بوصة'],
            ],
            brands: ['Samsung', 'LG', 'Toshiba El Araby', 'Tornado', 'Sharp El Araby'],
            price: [6500, 16000],
          },
          {
            name: ['4K TVs', 'شاشات 4K'],
            nouns: [
              ['4K UHD Smart TV', 'شاشة سمارت 4K'],
              ['QLED 4K TV', 'شاشة QLED 4K'],
            ],
            sizes: [
              ['55 inch', '55 بوصة'],
              ['65 inch', '65 بوصة'],
            ],
            brands: ['Samsung', 'LG', 'Toshiba El Araby'],
            price: [18000, 55000],
          },
        ],
      },
    ],
  },
  {
    name: ['Laptops', 'لابتوب'],
    section: 'ELECTRONICS',
    inMenu: true,
    onHome: false,
    subs: [
      {
        name: ['Laptops', 'أجهزة لابتوب'],
        leaves: [
          {
            name: ['Everyday Laptops', 'لابتوب للاستخدام اليومي'],
            nouns: [
              ['Core i5 Laptop', 'لابتوب كور i5'],
              ['Ryzen 5 Laptop', 'لابتوب رايزن 5'],
            ],
            sizes: [
              ['8 GB RAM 512 GB SSD', 'رام 8 جيجا 512 جيجا SSD'],
              ['16 GB RAM 512 GB SSD', 'رام 16 جيجا 512 جيجا SSD'],
            ],
            brands: ['HP', 'Lenovo', 'Dell', 'Asus'],
            price: [18000, 38000],
          },
          {
            name: ['Gaming Laptops', 'لابتوب ألعاب'],
            nouns: [['RTX 4060 Gaming Laptop', 'لابتوب ألعاب RTX 4060']],
            sizes: [['16 GB RAM 1 TB SSD', 'رام 16 جيجا 1 تيرا SSD']],
            brands: ['Asus', 'Lenovo', 'HP', 'Dell'],
            price: [45000, 85000],
          },
          {
            name: ['MacBooks', 'ماك بوك'],
            nouns: [['MacBook Air M3', 'ماك بوك إير M3']],
            sizes: [
              ['8 GB 256 GB', '8 جيجا 256 جيجا'],
              ['16 GB 512 GB', '16 جيجا 512 جيجا'],
            ],
            brands: ['Apple'],
            price: [55000, 80000],
            variants: 'color',
          },
        ],
      },
    ],
  },
  {
    name: ['Accessories', 'إكسسوارات'],
    section: 'ELECTRONICS',
    inMenu: true,
    onHome: false,
    subs: [
      {
        name: ['Audio', 'صوتيات'],
        leaves: [
          {
            name: ['Headphones', 'سماعات'],
            nouns: [
              ['Wireless Earbuds', 'سماعات لاسلكية'],
              ['Over-Ear Headphones', 'سماعات رأس'],
            ],
            sizes: [['Bluetooth 5.3', 'بلوتوث 5.3']],
            brands: ['JBL', 'Samsung', 'Xiaomi', 'Apple'],
            price: [900, 12000],
            variants: 'color',
          },
        ],
      },
      {
        name: ['Power & Cables', 'شواحن وكابلات'],
        leaves: [
          {
            name: ['Chargers & Cables', 'شواحن وكابلات'],
            nouns: [
              ['Fast Charger 25W', 'شاحن سريع 25 وات'],
              ['USB-C Cable', 'كابل USB-C'],
            ],
            sizes: [
              ['1 m', '1 متر'],
              ['2 m', '2 متر'],
            ],
            brands: ['Anker', 'Samsung', 'Xiaomi'],
            price: [250, 1500],
          },
          {
            name: ['Power Banks', 'باور بانك'],
            nouns: [['Power Bank', 'باور بانك']],
            sizes: [
              ['10000 mAh', '10000 مللي أمبير'],
              ['20000 mAh', '20000 مللي أمبير'],
            ],
            brands: ['Anker', 'Xiaomi'],
            price: [800, 2500],
          },
        ],
      },
    ],
  },
  {
    name: ['Appliances', 'أجهزة منزلية'],
    section: 'ELECTRONICS',
    inMenu: true,
    onHome: true,
    subs: [
      {
        name: ['Large Appliances', 'أجهزة كبيرة'],
        leaves: [
          {
            name: ['Refrigerators', 'ثلاجات'],
            nouns: [['No Frost Refrigerator', 'ثلاجة نوفروست']],
            sizes: [
              ['14 ft', '14 قدم'],
              ['18 ft', '18 قدم'],
            ],
            brands: ['Fresh', 'Toshiba El Araby', 'Kiriazi', 'Sharp El Araby', 'LG'],
            price: [19000, 42000],
          },
          {
            name: ['Washing Machines', 'غسالات'],
            nouns: [['Automatic Washing Machine', 'غسالة أوتوماتيك']],
            sizes: [
              ['7 kg', '7 كيلو'],
              ['10 kg', '10 كيلو'],
            ],
            brands: ['Fresh', 'Toshiba El Araby', 'Samsung', 'LG'],
            price: [14000, 32000],
          },
        ],
      },
      {
        name: ['Small Appliances', 'أجهزة صغيرة'],
        leaves: [
          {
            name: ['Kitchen Appliances', 'أجهزة المطبخ'],
            nouns: [
              ['Blender', 'خلاط'],
              ['Electric Kettle', 'غلاية كهربائية'],
              ['Air Fryer', 'قلاية هوائية'],
            ],
            sizes: [['Standard', 'قياسي']],
            brands: ['Tornado', 'Fresh', 'Moulinex', 'Braun', 'Kiriazi'],
            price: [900, 6500],
          },
        ],
      },
    ],
  },
  {
    name: ['Clothing', 'ملابس'],
    section: 'CLOTHING',
    inMenu: true,
    onHome: false,
    subs: [
      {
        name: ['Men', 'رجالي'],
        leaves: [
          {
            name: ['Men T-Shirts', 'تيشيرتات رجالي'],
            nouns: [
              ['Cotton T-Shirt', 'تيشيرت قطن'],
              ['Polo Shirt', 'قميص بولو'],
            ],
            sizes: [['Regular Fit', 'مقاس عادي']],
            brands: ['Cottonil', 'Town Team', 'Activ'],
            price: [250, 900],
            variants: 'size',
          },
          {
            name: ['Men Underwear', 'ملابس داخلية رجالي'],
            nouns: [['Cotton Boxer', 'بوكسر قطن']],
            sizes: [['Pack of 3', 'عبوة 3']],
            brands: ['Cottonil', 'Dice'],
            price: [200, 600],
            variants: 'size',
          },
        ],
      },
      {
        name: ['Women', 'حريمي'],
        leaves: [
          {
            name: ['Women Tops', 'بلوزات حريمي'],
            nouns: [
              ['Cotton Blouse', 'بلوزة قطن'],
              ['Long Sleeve Top', 'توب بأكمام طويلة'],
            ],
            sizes: [['Regular Fit', 'مقاس عادي']],
            brands: ['Cottonil', 'Town Team', 'Activ'],
            price: [300, 950],
            variants: 'size',
          },
        ],
      },
      {
        name: ['Kids', 'أطفال'],
        leaves: [
          {
            name: ['Kids Clothing', 'ملابس أطفال'],
            nouns: [
              ['Kids Pyjama Set', 'بيجامة أطفال'],
              ['Kids T-Shirt', 'تيشيرت أطفال'],
            ],
            sizes: [['Cotton', 'قطن']],
            brands: ['Cottonil', 'Dice'],
            price: [180, 650],
            variants: 'size',
          },
        ],
      },
    ],
  },
];

export const COLORS: Bi[] = [
  ['Black', 'أسود'],
  ['Silver', 'فضي'],
  ['Blue', 'أزرق'],
  ['Green', 'أخضر'],
];
export const SIZES: Bi[] = [
  ['S', 'S'],
  ['M', 'M'],
  ['L', 'L'],
  ['XL', 'XL'],
];
