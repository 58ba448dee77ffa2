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
  /** The district's centre as [latitude, longitude] (WGS 84), for the map picker's nearest match. */
  at: readonly [number, number];
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
          { name: ['7th District', 'الحي السابع'], store: 'cairo_nasr_city', at: [30.0561, 31.34] },
          {
            name: ['Abbas El Akkad', 'عباس العقاد'],
            store: 'cairo_nasr_city',
            at: [30.0617, 31.3324],
          },
          { name: ['Makram Ebeid', 'مكرم عبيد'], store: 'cairo_nasr_city', at: [30.0585, 31.3468] },
        ],
      },
      {
        name: ['Heliopolis', 'مصر الجديدة'],
        districts: [
          { name: ['Korba', 'الكوربة'], store: 'cairo_heliopolis', at: [30.0898, 31.3223] },
          { name: ['Almaza', 'ألماظة'], store: 'cairo_heliopolis', at: [30.0853, 31.3498] },
          {
            name: ['Sheraton', 'شيراتون'],
            store: 'cairo_heliopolis',
            active: false,
            at: [30.1029, 31.373],
          },
        ],
      },
      {
        name: ['New Cairo', 'القاهرة الجديدة'],
        districts: [
          {
            name: ['Fifth Settlement', 'التجمع الخامس'],
            store: 'cairo_new_cairo',
            at: [30.0082, 31.4283],
          },
          { name: ['Al Rehab', 'الرحاب'], store: 'cairo_new_cairo', at: [30.0601, 31.493] },
          { name: ['Madinaty', 'مدينتي'], store: null, at: [30.096, 31.635] },
        ],
      },
      {
        name: ['Maadi', 'المعادي'],
        districts: [
          { name: ['Degla', 'دجلة'], store: 'cairo_maadi', at: [29.9608, 31.2752] },
          { name: ['Sarayat', 'السرايات'], store: 'cairo_maadi', at: [29.9601, 31.2553] },
        ],
      },
      {
        name: ['Downtown', 'وسط البلد'],
        active: false,
        districts: [
          { name: ['Garden City', 'جاردن سيتي'], store: 'cairo_maadi', at: [30.0372, 31.2318] },
        ],
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
          { name: ['Mesaha Square', 'ميدان المساحة'], store: 'giza_dokki', at: [30.0381, 31.2062] },
          { name: ['Tahrir Street', 'شارع التحرير'], store: 'giza_dokki', at: [30.0402, 31.2121] },
        ],
      },
      {
        name: ['Mohandessin', 'المهندسين'],
        districts: [
          { name: ['Gameat El Dowal', 'جامعة الدول'], store: 'giza_dokki', at: [30.0561, 31.2003] },
          { name: ['Shehab Street', 'شارع شهاب'], store: 'giza_dokki', at: [30.0582, 31.2051] },
        ],
      },
      {
        name: ['6th of October', 'السادس من أكتوبر'],
        districts: [
          { name: ['First District', 'الحي الأول'], store: 'giza_october', at: [29.9662, 30.9372] },
          { name: ['Hadayek October', 'حدائق أكتوبر'], store: null, at: [29.9301, 30.8802] },
        ],
      },
      {
        name: ['Sheikh Zayed', 'الشيخ زايد'],
        districts: [
          { name: ['Beverly Hills', 'بيفرلي هيلز'], store: 'giza_october', at: [30.0471, 30.9651] },
          { name: ['Zayed 2000', 'زايد 2000'], store: 'giza_october', at: [30.0252, 30.9801] },
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
          {
            name: ['Victor Emmanuel', 'فيكتور عمانويل'],
            store: 'alex_smouha',
            at: [31.2131, 29.9482],
          },
          { name: ['Sporting', 'سبورتنج'], store: 'alex_smouha', at: [31.2192, 29.9401] },
        ],
      },
      {
        name: ['Miami', 'ميامي'],
        districts: [
          { name: ['Asafra', 'العصافرة'], store: 'alex_smouha', at: [31.2721, 30.0002] },
          {
            name: ['Mandara', 'المندرة'],
            store: 'alex_smouha',
            active: false,
            at: [31.2801, 30.0131],
          },
        ],
      },
      {
        name: ['Agami', 'العجمي'],
        districts: [{ name: ['Bitash', 'البيطاش'], store: null, at: [31.0951, 29.7652] }],
      },
    ],
  },
  {
    code: 'KB',
    name: ['Qalyubia', 'القليوبية'],
    cities: [
      {
        name: ['Obour City', 'مدينة العبور'],
        districts: [
          {
            name: ['First Neighbourhood', 'الحي الأول'],
            store: 'qalyubia_obour',
            at: [30.2201, 31.4702],
          },
          { name: ['Golf City', 'جولف سيتي'], store: 'qalyubia_obour', at: [30.2302, 31.4803] },
        ],
      },
      {
        name: ['Banha', 'بنها'],
        districts: [{ name: ['Banha Downtown', 'وسط بنها'], store: null, at: [30.4601, 31.1852] }],
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
          { name: ['Toril', 'طوريل'], store: 'dakahlia_mansoura', at: [31.0502, 31.3951] },
          {
            name: ['University District', 'حي الجامعة'],
            store: 'dakahlia_mansoura',
            at: [31.0402, 31.3602],
          },
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
          { name: ['El Dahar', 'الدهار'], store: 'redsea_hurghada', at: [27.2571, 33.8131] },
          { name: ['Sakkala', 'السقالة'], store: 'redsea_hurghada', at: [27.2282, 33.8342] },
        ],
      },
      {
        name: ['Marsa Alam', 'مرسى علم'],
        active: false,
        districts: [{ name: ['Port Ghalib', 'بورت غالب'], store: null, at: [25.5351, 34.6381] }],
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
        districts: [{ name: ['El Qawmia', 'القومية'], store: null, at: [30.5871, 31.5022] }],
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
