import type { Bi } from './catalog-data';

/**
 * Delivery areas and stores of the seed. A district names the store that serves it (its stock
 * source), or null when no store delivers there; inactive regions, cities and districts exist on
 * purpose so the storefront's filters have something to filter.
 */
export interface DistrictSpec {
  name: Bi;
  store: string | null;
  active?: boolean;
}
export interface CitySpec {
  name: Bi;
  active?: boolean;
  districts: DistrictSpec[];
}
export interface RegionSpec {
  code: string;
  name: Bi;
  active?: boolean;
  cities: CitySpec[];
}

export const REGIONS: RegionSpec[] = [
  {
    code: 'C',
    name: ['Cairo', 'القاهرة'],
    cities: [
      {
        name: ['Nasr City', 'مدينة نصر'],
        districts: [
          { name: ['7th District', 'الحي السابع'], store: 'cairo_nasr_city' },
          { name: ['Abbas El Akkad', 'عباس العقاد'], store: 'cairo_nasr_city' },
          { name: ['Makram Ebeid', 'مكرم عبيد'], store: 'cairo_nasr_city' },
        ],
      },
      {
        name: ['Heliopolis', 'مصر الجديدة'],
        districts: [
          { name: ['Korba', 'الكوربة'], store: 'cairo_heliopolis' },
          { name: ['Almaza', 'ألماظة'], store: 'cairo_heliopolis' },
          { name: ['Sheraton', 'شيراتون'], store: 'cairo_heliopolis', active: false },
        ],
      },
      {
        name: ['New Cairo', 'القاهرة الجديدة'],
        districts: [
          { name: ['Fifth Settlement', 'التجمع الخامس'], store: 'cairo_new_cairo' },
          { name: ['Al Rehab', 'الرحاب'], store: 'cairo_new_cairo' },
          { name: ['Madinaty', 'مدينتي'], store: null },
        ],
      },
      {
        name: ['Maadi', 'المعادي'],
        districts: [
          { name: ['Degla', 'دجلة'], store: 'cairo_maadi' },
          { name: ['Sarayat', 'السرايات'], store: 'cairo_maadi' },
        ],
      },
      {
        name: ['Downtown', 'وسط البلد'],
        active: false,
        districts: [{ name: ['Garden City', 'جاردن سيتي'], store: 'cairo_maadi' }],
      },
    ],
  },
  {
    code: 'GZ',
    name: ['Giza', 'الجيزة'],
    cities: [
      {
        name: ['Dokki', 'الدقي'],
        districts: [
          { name: ['Mesaha Square', 'ميدان المساحة'], store: 'giza_dokki' },
          { name: ['Tahrir Street', 'شارع التحرير'], store: 'giza_dokki' },
        ],
      },
      {
        name: ['Mohandessin', 'المهندسين'],
        districts: [
          { name: ['Gameat El Dowal', 'جامعة الدول'], store: 'giza_dokki' },
          { name: ['Shehab Street', 'شارع شهاب'], store: 'giza_dokki' },
        ],
      },
      {
        name: ['6th of October', 'السادس من أكتوبر'],
        districts: [
          { name: ['First District', 'الحي الأول'], store: 'giza_october' },
          { name: ['Hadayek October', 'حدائق أكتوبر'], store: null },
        ],
      },
      {
        name: ['Sheikh Zayed', 'الشيخ زايد'],
        districts: [
          { name: ['Beverly Hills', 'بيفرلي هيلز'], store: 'giza_october' },
          { name: ['Zayed 2000', 'زايد 2000'], store: 'giza_october' },
        ],
      },
    ],
  },
  {
    code: 'ALX',
    name: ['Alexandria', 'الإسكندرية'],
    cities: [
      {
        name: ['Smouha', 'سموحة'],
        districts: [
          { name: ['Victor Emmanuel', 'فيكتور عمانويل'], store: 'alex_smouha' },
          { name: ['Sporting', 'سبورتنج'], store: 'alex_smouha' },
        ],
      },
      {
        name: ['Miami', 'ميامي'],
        districts: [
          { name: ['Asafra', 'العصافرة'], store: 'alex_smouha' },
          { name: ['Mandara', 'المندرة'], store: 'alex_smouha', active: false },
        ],
      },
      { name: ['Agami', 'العجمي'], districts: [{ name: ['Bitash', 'البيطاش'], store: null }] },
    ],
  },
  {
    code: 'KB',
    name: ['Qalyubia', 'القليوبية'],
    cities: [
      {
        name: ['Obour City', 'مدينة العبور'],
        districts: [
          { name: ['First Neighbourhood', 'الحي الأول'], store: 'qalyubia_obour' },
          { name: ['Golf City', 'جولف سيتي'], store: 'qalyubia_obour' },
        ],
      },
      {
        name: ['Banha', 'بنها'],
        districts: [{ name: ['Banha Downtown', 'وسط بنها'], store: null }],
      },
    ],
  },
  {
    code: 'DK',
    name: ['Dakahlia', 'الدقهلية'],
    cities: [
      {
        name: ['Mansoura', 'المنصورة'],
        districts: [
          { name: ['Toril', 'طوريل'], store: 'dakahlia_mansoura' },
          { name: ['University District', 'حي الجامعة'], store: 'dakahlia_mansoura' },
        ],
      },
    ],
  },
  {
    code: 'BA',
    name: ['Red Sea', 'البحر الأحمر'],
    cities: [
      {
        name: ['Hurghada', 'الغردقة'],
        districts: [
          { name: ['El Dahar', 'الدهار'], store: 'redsea_hurghada' },
          { name: ['Sakkala', 'السقالة'], store: 'redsea_hurghada' },
        ],
      },
      {
        name: ['Marsa Alam', 'مرسى علم'],
        active: false,
        districts: [{ name: ['Port Ghalib', 'بورت غالب'], store: null }],
      },
    ],
  },
  {
    code: 'SHR',
    name: ['Sharqia', 'الشرقية'],
    active: false,
    cities: [
      {
        name: ['Zagazig', 'الزقازيق'],
        districts: [{ name: ['El Qawmia', 'القومية'], store: null }],
      },
    ],
  },
];

export interface StoreSpec {
  code: string;
  name: Bi;
  address: Bi;
  city: string;
  type: 'PICKUP' | 'STORE';
  lat: number;
  lng: number;
  phone: string;
  active?: boolean;
}

export const STORES: StoreSpec[] = [
  {
    code: 'cairo_nasr_city',
    name: ['Dukkan Nasr City', 'دكان مدينة نصر'],
    address: ['12 Abbas El Akkad St., Nasr City, Cairo', '12 شارع عباس العقاد، مدينة نصر، القاهرة'],
    city: 'Nasr City',
    type: 'STORE',
    lat: 30.0561,
    lng: 31.3301,
    phone: '0222700001',
  },
  {
    code: 'cairo_heliopolis',
    name: ['Dukkan Heliopolis', 'دكان مصر الجديدة'],
    address: [
      '5 Baghdad St., Korba, Heliopolis, Cairo',
      '5 شارع بغداد، الكوربة، مصر الجديدة، القاهرة',
    ],
    city: 'Heliopolis',
    type: 'PICKUP',
    lat: 30.0907,
    lng: 31.3236,
    phone: '0222700002',
  },
  {
    code: 'cairo_new_cairo',
    name: ['Dukkan Fifth Settlement', 'دكان التجمع الخامس'],
    address: [
      '90th Street, Fifth Settlement, New Cairo',
      'شارع التسعين، التجمع الخامس، القاهرة الجديدة',
    ],
    city: 'New Cairo',
    type: 'STORE',
    lat: 30.0285,
    lng: 31.4713,
    phone: '0222700003',
  },
  {
    code: 'cairo_maadi',
    name: ['Dukkan Maadi', 'دكان المعادي'],
    address: ['Road 9, Maadi, Cairo', 'شارع 9، المعادي، القاهرة'],
    city: 'Maadi',
    type: 'PICKUP',
    lat: 29.9602,
    lng: 31.2569,
    phone: '0222700004',
  },
  {
    code: 'giza_dokki',
    name: ['Dukkan Dokki', 'دكان الدقي'],
    address: ['30 Tahrir St., Dokki, Giza', '30 شارع التحرير، الدقي، الجيزة'],
    city: 'Dokki',
    type: 'STORE',
    lat: 30.0384,
    lng: 31.2121,
    phone: '0233700005',
  },
  {
    code: 'giza_october',
    name: ['Dukkan 6th of October', 'دكان السادس من أكتوبر'],
    address: [
      'Central Axis, 6th of October City, Giza',
      'المحور المركزي، مدينة السادس من أكتوبر، الجيزة',
    ],
    city: '6th of October',
    type: 'STORE',
    lat: 29.9727,
    lng: 30.9436,
    phone: '0238700006',
  },
  {
    code: 'alex_smouha',
    name: ['Dukkan Smouha', 'دكان سموحة'],
    address: ['Victor Emmanuel Sq., Smouha, Alexandria', 'ميدان فيكتور عمانويل، سموحة، الإسكندرية'],
    city: 'Smouha',
    type: 'STORE',
    lat: 31.2156,
    lng: 29.9553,
    phone: '0034270007',
  },
  {
    code: 'qalyubia_obour',
    name: ['Dukkan Obour', 'دكان العبور'],
    address: ['Obour Market Road, Obour City', 'طريق سوق العبور، مدينة العبور'],
    city: 'Obour City',
    type: 'PICKUP',
    lat: 30.2282,
    lng: 31.4793,
    phone: '0244700008',
  },
  {
    code: 'dakahlia_mansoura',
    name: ['Dukkan Mansoura', 'دكان المنصورة'],
    address: ['Gomhoreya St., Toril, Mansoura', 'شارع الجمهورية، طوريل، المنصورة'],
    city: 'Mansoura',
    type: 'PICKUP',
    lat: 31.0409,
    lng: 31.3785,
    phone: '0502700009',
  },
  {
    code: 'redsea_hurghada',
    name: ['Dukkan Hurghada', 'دكان الغردقة'],
    address: ['Sheraton Road, Sakkala, Hurghada', 'طريق الشيراتون، السقالة، الغردقة'],
    city: 'Hurghada',
    type: 'STORE',
    lat: 27.2579,
    lng: 33.8116,
    phone: '0653700010',
  },
];
