// Kandamul's delivery stations: real places with their real coordinates (WGS 84), matched to Nepal's
// local levels by district and local-level name as they appear in data/nepal-admin.json.

export interface StationData {
  name: string;
  district: string;
  /** The local level's English name, without its type (e.g. 'Kathmandu', not 'Kathmandu Metropolitan City'). */
  municipality: string;
  latitude: number;
  longitude: number;
  /** Base delivery charge in rupees. */
  charge: number;
  deliveryTime: 'Same day' | '1-2 days' | '2-3 days';
}

export const STATIONS: StationData[] = [
  {
    name: 'New Baneshwor',
    district: 'Kathmandu',
    municipality: 'Kathmandu',
    latitude: 27.6889,
    longitude: 85.336,
    charge: 60,
    deliveryTime: 'Same day',
  },
  {
    name: 'Kalanki',
    district: 'Kathmandu',
    municipality: 'Kathmandu',
    latitude: 27.6933,
    longitude: 85.2817,
    charge: 60,
    deliveryTime: 'Same day',
  },
  {
    name: 'Maharajgunj',
    district: 'Kathmandu',
    municipality: 'Kathmandu',
    latitude: 27.7369,
    longitude: 85.3306,
    charge: 60,
    deliveryTime: 'Same day',
  },
  {
    name: 'Pulchowk',
    district: 'Lalitpur',
    municipality: 'Lalitpur',
    latitude: 27.6784,
    longitude: 85.3167,
    charge: 70,
    deliveryTime: 'Same day',
  },
  {
    name: 'Suryabinayak',
    district: 'Bhaktapur',
    municipality: 'Suryabinayak',
    latitude: 27.667,
    longitude: 85.429,
    charge: 80,
    deliveryTime: 'Same day',
  },
  {
    name: 'Pokhara Lakeside',
    district: 'Kaski',
    municipality: 'Pokhara',
    latitude: 28.2096,
    longitude: 83.9595,
    charge: 120,
    deliveryTime: '1-2 days',
  },
  {
    name: 'Bharatpur Chowk',
    district: 'Chitwan',
    municipality: 'Bharatpur',
    latitude: 27.6783,
    longitude: 84.4352,
    charge: 110,
    deliveryTime: '1-2 days',
  },
  {
    name: 'Birgunj Ghantaghar',
    district: 'Parsa',
    municipality: 'Birgunj',
    latitude: 27.0122,
    longitude: 84.8773,
    charge: 120,
    deliveryTime: '1-2 days',
  },
  {
    name: 'Biratnagar Traffic Chowk',
    district: 'Morang',
    municipality: 'Biratnagar',
    latitude: 26.4525,
    longitude: 87.2718,
    charge: 140,
    deliveryTime: '2-3 days',
  },
  {
    name: 'Itahari Chowk',
    district: 'Sunsari',
    municipality: 'Itahari',
    latitude: 26.6646,
    longitude: 87.2747,
    charge: 140,
    deliveryTime: '2-3 days',
  },
  {
    name: 'Dharan Bhanu Chowk',
    district: 'Sunsari',
    municipality: 'Dharan',
    latitude: 26.8121,
    longitude: 87.2836,
    charge: 150,
    deliveryTime: '2-3 days',
  },
  {
    name: 'Butwal Traffic Chowk',
    district: 'Rupandehi',
    municipality: 'Butwal',
    latitude: 27.7006,
    longitude: 83.4484,
    charge: 130,
    deliveryTime: '2-3 days',
  },
  {
    name: 'Nepalgunj Dhamboji',
    district: 'Banke',
    municipality: 'Nepalgunj',
    latitude: 28.05,
    longitude: 81.6167,
    charge: 150,
    deliveryTime: '2-3 days',
  },
  {
    name: 'Birendranagar Bazaar',
    district: 'Surkhet',
    municipality: 'Birendranagar',
    latitude: 28.6019,
    longitude: 81.6339,
    charge: 150,
    deliveryTime: '2-3 days',
  },
  {
    name: 'Dhangadhi Chauraha',
    district: 'Kailali',
    municipality: 'Dhangadhi',
    latitude: 28.6852,
    longitude: 80.5955,
    charge: 150,
    deliveryTime: '2-3 days',
  },
];
