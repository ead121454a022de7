/**
 * Hardware specifications the catalogue's descriptions and prices are built from. Prices are typical
 * euro prices for a new unit on the broker market; conditions and noise are applied per listing.
 */

/** [capacity, interface, rpm, form factor, price] */
export const HDD_SPECS: ReadonlyArray<readonly [string, string, string, 'SFF' | 'LFF', number]> = [
  ['300GB', 'SAS 12G', '10K', 'SFF', 40],
  ['600GB', 'SAS 12G', '10K', 'SFF', 60],
  ['900GB', 'SAS 12G', '10K', 'SFF', 80],
  ['1.2TB', 'SAS 12G', '10K', 'SFF', 110],
  ['1.8TB', 'SAS 12G', '10K', 'SFF', 150],
  ['2.4TB', 'SAS 12G', '10K', 'SFF', 190],
  ['300GB', 'SAS 6G', '10K', 'SFF', 25],
  ['600GB', 'SAS 6G', '10K', 'SFF', 35],
  ['900GB', 'SAS 6G', '10K', 'SFF', 45],
  ['300GB', 'SAS 12G', '15K', 'SFF', 60],
  ['600GB', 'SAS 12G', '15K', 'SFF', 90],
  ['900GB', 'SAS 12G', '15K', 'SFF', 140],
  ['2TB', 'SAS 12G', '7.2K', 'LFF', 70],
  ['4TB', 'SAS 12G', '7.2K', 'LFF', 110],
  ['6TB', 'SAS 12G', '7.2K', 'LFF', 150],
  ['8TB', 'SAS 12G', '7.2K', 'LFF', 190],
  ['10TB', 'SAS 12G', '7.2K', 'LFF', 230],
  ['12TB', 'SAS 12G', '7.2K', 'LFF', 260],
  ['14TB', 'SAS 12G', '7.2K', 'LFF', 290],
  ['16TB', 'SAS 12G', '7.2K', 'LFF', 320],
  ['18TB', 'SAS 12G', '7.2K', 'LFF', 350],
  ['20TB', 'SAS 12G', '7.2K', 'LFF', 390],
  ['1TB', 'SATA 6G', '7.2K', 'LFF', 40],
  ['2TB', 'SATA 6G', '7.2K', 'LFF', 60],
  ['4TB', 'SATA 6G', '7.2K', 'LFF', 95],
  ['6TB', 'SATA 6G', '7.2K', 'LFF', 130],
  ['8TB', 'SATA 6G', '7.2K', 'LFF', 170],
  ['10TB', 'SATA 6G', '7.2K', 'LFF', 210],
  ['12TB', 'SATA 6G', '7.2K', 'LFF', 240],
  ['1TB', 'SATA 6G', '7.2K', 'SFF', 55],
  ['2TB', 'SATA 6G', '7.2K', 'SFF', 90],
];

/** [capacity, interface, price] with the price for a read-intensive drive. */
export const SSD_SPECS: ReadonlyArray<readonly [string, 'SATA 6G' | 'SAS 12G' | 'NVMe', number]> = [
  ['240GB', 'SATA 6G', 45],
  ['480GB', 'SATA 6G', 70],
  ['960GB', 'SATA 6G', 120],
  ['1.92TB', 'SATA 6G', 220],
  ['3.84TB', 'SATA 6G', 420],
  ['7.68TB', 'SATA 6G', 800],
  ['400GB', 'SAS 12G', 150],
  ['800GB', 'SAS 12G', 250],
  ['960GB', 'SAS 12G', 260],
  ['1.6TB', 'SAS 12G', 400],
  ['1.92TB', 'SAS 12G', 420],
  ['3.84TB', 'SAS 12G', 750],
  ['7.68TB', 'SAS 12G', 1400],
  ['960GB', 'NVMe', 150],
  ['1.6TB', 'NVMe', 280],
  ['1.92TB', 'NVMe', 300],
  ['3.2TB', 'NVMe', 480],
  ['3.84TB', 'NVMe', 500],
  ['6.4TB', 'NVMe', 900],
  ['7.68TB', 'NVMe', 1000],
  ['15.36TB', 'NVMe', 2000],
];

export const SSD_USES: ReadonlyArray<readonly [string, number]> = [
  ['Read Intensive', 1],
  ['Mixed Use', 1.3],
  ['Write Intensive', 1.8],
];

/** [size, generation, speed, price] of server memory. */
export const MEMORY_SPECS: ReadonlyArray<readonly [number, 'DDR3' | 'DDR4' | 'DDR5', number, number]> = [
  [4, 'DDR3', 1333, 5],
  [8, 'DDR3', 1600, 10],
  [16, 'DDR3', 1600, 18],
  [16, 'DDR3', 1866, 20],
  [32, 'DDR3', 1866, 35],
  [8, 'DDR4', 2133, 18],
  [16, 'DDR4', 2133, 28],
  [16, 'DDR4', 2400, 32],
  [32, 'DDR4', 2400, 60],
  [8, 'DDR4', 2666, 22],
  [16, 'DDR4', 2666, 38],
  [32, 'DDR4', 2666, 70],
  [64, 'DDR4', 2666, 150],
  [16, 'DDR4', 2933, 42],
  [32, 'DDR4', 2933, 80],
  [64, 'DDR4', 2933, 170],
  [16, 'DDR4', 3200, 45],
  [32, 'DDR4', 3200, 85],
  [64, 'DDR4', 3200, 180],
  [128, 'DDR4', 3200, 420],
  [16, 'DDR5', 4800, 75],
  [32, 'DDR5', 4800, 130],
  [64, 'DDR5', 4800, 260],
  [32, 'DDR5', 5600, 150],
  [64, 'DDR5', 5600, 290],
  [96, 'DDR5', 5600, 420],
];

/** PC designation of a memory speed: DDR4-2666 → PC4-2666V, DDR3-1600 → PC3-12800. */
export function pcName(generation: string, speed: number): string {
  if (generation === 'DDR3') return `PC3-${speed * 8}`;
  if (generation === 'DDR4')
    return `PC4-${speed}${{ 2133: 'P', 2400: 'T', 2666: 'V', 2933: 'Y', 3200: 'AA' }[speed] ?? ''}`;
  return `PC5-${speed}B`;
}

export function memoryRank(rng: { pick<T>(items: readonly T[]): T }, size: number): string {
  if (size <= 8) return rng.pick(['1Rx8', '1Rx4', '2Rx8']);
  if (size <= 32) return rng.pick(['1Rx4', '2Rx8', '2Rx4']);
  return rng.pick(['2Rx4', '4Rx4', '2Rx4']);
}

/** [model, cores, GHz, watt, price] of server processors. */
export const XEON_SPECS: ReadonlyArray<readonly [string, number, number, number, number]> = [
  ['Silver 4110', 8, 2.1, 85, 120],
  ['Silver 4114', 10, 2.2, 85, 150],
  ['Silver 4116', 12, 2.1, 85, 180],
  ['Silver 4208', 8, 2.1, 85, 150],
  ['Silver 4210', 10, 2.2, 85, 180],
  ['Silver 4210R', 10, 2.4, 100, 200],
  ['Silver 4214', 12, 2.2, 85, 250],
  ['Silver 4214R', 12, 2.4, 100, 280],
  ['Silver 4216', 16, 2.1, 100, 350],
  ['Silver 4310', 12, 2.1, 120, 300],
  ['Silver 4314', 16, 2.4, 135, 450],
  ['Gold 5118', 12, 2.3, 105, 250],
  ['Gold 5120', 14, 2.2, 105, 280],
  ['Gold 5218', 16, 2.3, 125, 400],
  ['Gold 5220', 18, 2.2, 125, 450],
  ['Gold 5220R', 24, 2.2, 150, 600],
  ['Gold 6130', 16, 2.1, 125, 300],
  ['Gold 6132', 14, 2.6, 140, 320],
  ['Gold 6136', 12, 3.0, 150, 350],
  ['Gold 6138', 20, 2.0, 125, 380],
  ['Gold 6140', 18, 2.3, 140, 400],
  ['Gold 6148', 20, 2.4, 150, 450],
  ['Gold 6150', 18, 2.7, 165, 500],
  ['Gold 6230', 20, 2.1, 125, 500],
  ['Gold 6242', 16, 2.8, 150, 600],
  ['Gold 6248', 20, 2.5, 150, 650],
  ['Gold 6248R', 24, 3.0, 205, 800],
  ['Gold 6252', 24, 2.1, 150, 700],
  ['Gold 5318Y', 24, 2.1, 165, 900],
  ['Gold 6330', 28, 2.0, 205, 1100],
  ['Gold 6338', 32, 2.0, 205, 1300],
  ['Gold 6342', 24, 2.8, 230, 1500],
  ['Platinum 8160', 24, 2.1, 150, 700],
  ['Platinum 8168', 24, 2.7, 205, 900],
  ['Platinum 8180', 28, 2.5, 205, 1100],
  ['Platinum 8260', 24, 2.4, 165, 1200],
  ['Platinum 8268', 24, 2.9, 205, 1400],
  ['Platinum 8280', 28, 2.7, 205, 1600],
  ['Platinum 8358', 32, 2.6, 250, 2200],
  ['Platinum 8380', 40, 2.3, 270, 3000],
  ['E5-2620 v4', 8, 2.1, 85, 40],
  ['E5-2630 v4', 10, 2.2, 85, 60],
  ['E5-2640 v4', 10, 2.4, 90, 70],
  ['E5-2650 v4', 12, 2.2, 105, 80],
  ['E5-2660 v4', 14, 2.0, 105, 90],
  ['E5-2680 v4', 14, 2.4, 120, 100],
  ['E5-2690 v4', 14, 2.6, 135, 120],
  ['E5-2697 v4', 18, 2.3, 145, 180],
  ['E5-2698 v4', 20, 2.2, 135, 220],
  ['E5-2699 v4', 22, 2.2, 145, 300],
  ['E5-2620 v3', 6, 2.4, 85, 20],
  ['E5-2650 v3', 10, 2.3, 105, 40],
  ['E5-2680 v3', 12, 2.5, 120, 50],
];

export const EPYC_SPECS: ReadonlyArray<readonly [string, number, number, number, number]> = [
  ['7302', 16, 3.0, 155, 500],
  ['7402', 24, 2.8, 180, 800],
  ['7452', 32, 2.35, 155, 900],
  ['7502', 32, 2.5, 180, 1100],
  ['7542', 32, 2.9, 225, 1300],
  ['7702', 64, 2.0, 200, 1800],
  ['7742', 64, 2.25, 225, 2200],
  ['7313', 16, 3.0, 155, 700],
  ['7413', 24, 2.65, 180, 1000],
  ['7443', 24, 2.85, 200, 1300],
  ['7543', 32, 2.8, 225, 1700],
  ['7713', 64, 2.0, 225, 2800],
  ['7763', 64, 2.45, 280, 3500],
  ['9354', 32, 3.25, 280, 2500],
  ['9454', 48, 2.75, 290, 3500],
  ['9654', 96, 2.4, 360, 7000],
];

/** [model, price] of desktop and laptop processors. */
export const CLIENT_CPUS: ReadonlyArray<readonly [string, number]> = [
  ['i5-8265U', 0],
  ['i5-8365U', 10],
  ['i5-10210U', 30],
  ['i5-10310U', 40],
  ['i5-1135G7', 80],
  ['i5-1145G7', 100],
  ['i5-1235U', 150],
  ['i5-1245U', 170],
  ['i7-8665U', 40],
  ['i7-10610U', 80],
  ['i7-1165G7', 140],
  ['i7-1185G7', 170],
  ['i7-1265U', 240],
  ['Ryzen 5 PRO 5650U', 100],
  ['Ryzen 7 PRO 5850U', 160],
];

export const DESKTOP_CPUS: ReadonlyArray<readonly [string, number]> = [
  ['i3-9100', 0],
  ['i5-8500', 10],
  ['i5-9500', 30],
  ['i5-10500', 60],
  ['i5-10500T', 60],
  ['i7-8700', 50],
  ['i7-9700', 80],
  ['i7-10700', 120],
  ['i5-12500', 160],
  ['i7-12700', 240],
];

export const KEYBOARDS = ['UK', 'DE', 'US', 'NL', 'FR', 'Nordic', 'CH', 'BE', 'IT', 'ES'] as const;

/** [series, model, price, Lenovo machine type] of laptops. */
export const LAPTOPS: Readonly<
  Record<'Dell' | 'HP' | 'Lenovo', ReadonlyArray<readonly [string, number, string?]>>
> = {
  Dell: [
    ['Latitude 5400', 180],
    ['Latitude 5410', 230],
    ['Latitude 5420', 330],
    ['Latitude 5430', 430],
    ['Latitude 5520', 350],
    ['Latitude 5530', 450],
    ['Latitude 7390', 170],
    ['Latitude 7400', 240],
    ['Latitude 7410', 290],
    ['Latitude 7420', 420],
    ['Latitude 7430', 520],
    ['Latitude 3420', 260],
    ['Latitude 3520', 270],
    ['Latitude 9420', 650],
    ['Precision 3550', 420],
    ['Precision 3560', 520],
    ['Precision 5550', 700],
    ['Precision 5560', 850],
    ['Precision 7550', 900],
    ['Precision 7560', 1100],
    ['XPS 13 9310', 550],
    ['XPS 15 9510', 900],
  ],
  HP: [
    ['EliteBook 830 G7', 280],
    ['EliteBook 830 G8', 380],
    ['EliteBook 840 G6', 230],
    ['EliteBook 840 G7', 300],
    ['EliteBook 840 G8', 400],
    ['EliteBook 840 G9', 600],
    ['EliteBook 850 G7', 320],
    ['EliteBook 850 G8', 420],
    ['EliteBook 640 G9', 480],
    ['ProBook 440 G8', 330],
    ['ProBook 450 G8', 340],
    ['ProBook 450 G9', 450],
    ['ZBook Firefly 14 G8', 650],
    ['ZBook Fury 15 G7', 900],
    ['ZBook Studio G8', 1100],
  ],
  Lenovo: [
    ['ThinkPad T14 Gen 2', 380, '20W0'],
    ['ThinkPad T14 Gen 3', 560, '21AH'],
    ['ThinkPad T14s Gen 2', 450, '20WM'],
    ['ThinkPad X1 Carbon Gen 9', 650, '20XW'],
    ['ThinkPad X1 Carbon Gen 10', 850, '21CB'],
    ['ThinkPad T480', 190, '20L5'],
    ['ThinkPad T490', 240, '20N2'],
    ['ThinkPad T15 Gen 2', 420, '20W4'],
    ['ThinkPad L14 Gen 2', 330, '20X1'],
    ['ThinkPad E15 Gen 3', 320, '20YG'],
    ['ThinkPad P14s Gen 2', 560, '20VX'],
    ['ThinkPad X13 Gen 2', 480, '20WK'],
  ],
};

export const DESKTOPS: Readonly<
  Record<'Dell' | 'HP' | 'Lenovo', ReadonlyArray<readonly [string, number, string?]>>
> = {
  Dell: [
    ['OptiPlex 3070', 120],
    ['OptiPlex 5070', 150],
    ['OptiPlex 7070', 180],
    ['OptiPlex 3080', 170],
    ['OptiPlex 5080', 210],
    ['OptiPlex 7080', 250],
    ['OptiPlex 3090', 230],
    ['OptiPlex 5090', 280],
    ['OptiPlex 7090', 330],
    ['OptiPlex 7010', 420],
  ],
  HP: [
    ['EliteDesk 800 G4', 130],
    ['EliteDesk 800 G5', 170],
    ['EliteDesk 800 G6', 240],
    ['EliteDesk 800 G8', 360],
    ['ProDesk 400 G6', 170],
    ['ProDesk 600 G4', 120],
    ['ProDesk 600 G5', 160],
    ['ProDesk 600 G6', 220],
  ],
  Lenovo: [
    ['ThinkCentre M720q', 140, '10T7'],
    ['ThinkCentre M920q', 190, '10RS'],
    ['ThinkCentre M70q', 250, '11DT'],
    ['ThinkCentre M75q Gen 2', 280, '11JN'],
    ['ThinkCentre M720s', 130, '10ST'],
    ['ThinkCentre M920s', 170, '10SJ'],
    ['ThinkCentre M90q', 330, '11DH'],
  ],
};

/** [model, size inch, resolution, price] */
export const MONITORS: Readonly<Record<string, ReadonlyArray<readonly [string, number, string, number]>>> = {
  Dell: [
    ['P2419H', 24, 'FHD IPS', 110],
    ['P2422H', 24, 'FHD IPS', 150],
    ['P2719H', 27, 'FHD IPS', 150],
    ['P2720D', 27, 'QHD IPS', 200],
    ['U2419H', 24, 'FHD IPS', 150],
    ['U2520D', 25, 'QHD IPS', 200],
    ['U2720Q', 27, '4K UHD IPS USB-C', 350],
    ['U2722D', 27, 'QHD IPS', 330],
    ['U3419W', 34, 'WQHD curved', 450],
    ['E2420H', 24, 'FHD IPS', 90],
    ['E2222H', 22, 'FHD VA', 70],
    ['P2723DE', 27, 'QHD USB-C hub', 300],
    ['U2422H', 24, 'FHD IPS', 200],
    ['S2721DGF', 27, 'QHD 165Hz', 280],
    ['C2722DE', 27, 'QHD video conferencing', 400],
    ['P3421W', 34, 'WQHD curved USB-C', 480],
  ],
  HP: [
    ['E24 G4', 24, 'FHD IPS', 120],
    ['E24 G5', 24, 'FHD IPS', 150],
    ['E27 G4', 27, 'FHD IPS', 160],
    ['Z24n G3', 24, 'WUXGA IPS', 240],
    ['P24h G4', 24, 'FHD IPS', 110],
    ['E243', 24, 'FHD IPS', 80],
    ['E233', 23, 'FHD IPS', 70],
    ['Z27k G3', 27, '4K UHD USB-C', 450],
  ],
  Lenovo: [
    ['ThinkVision T24i-20', 24, 'FHD IPS', 110],
    ['ThinkVision T24i-30', 24, 'FHD IPS', 150],
    ['ThinkVision T27i-10', 27, 'FHD IPS', 150],
    ['ThinkVision P24h-20', 24, 'QHD IPS USB-C', 220],
    ['ThinkVision P27h-20', 27, 'QHD IPS USB-C', 280],
    ['ThinkVision E24-28', 24, 'FHD IPS', 110],
    ['ThinkVision T32p-20', 32, '4K UHD IPS', 430],
  ],
  Samsung: [
    ['S24R650', 24, 'FHD IPS', 120],
    ['C27F390', 27, 'FHD curved', 140],
    ['S27A600U', 27, 'QHD IPS USB-C', 250],
    ['S34J550', 34, 'WQHD', 300],
    ['C34G55T', 34, 'WQHD curved 165Hz', 380],
  ],
};

/** [model, capacities (GB), colours, price of the smallest] */
export const IPHONES: ReadonlyArray<readonly [string, readonly number[], readonly string[], number]> = [
  ['iPhone XR', [64, 128], ['Black', 'White', 'Red', 'Blue'], 150],
  ['iPhone 11', [64, 128, 256], ['Black', 'White', 'Purple', 'Green'], 220],
  ['iPhone 11 Pro', [64, 256, 512], ['Space Gray', 'Silver', 'Midnight Green'], 300],
  ['iPhone 12', [64, 128, 256], ['Black', 'White', 'Blue', 'Green'], 330],
  ['iPhone 12 mini', [64, 128], ['Black', 'White', 'Blue'], 280],
  ['iPhone 12 Pro', [128, 256, 512], ['Graphite', 'Silver', 'Pacific Blue', 'Gold'], 450],
  ['iPhone 13', [128, 256, 512], ['Midnight', 'Starlight', 'Blue', 'Pink', 'Green'], 480],
  ['iPhone 13 Pro', [128, 256, 512, 1024], ['Graphite', 'Silver', 'Sierra Blue', 'Gold'], 620],
  ['iPhone 13 Pro Max', [128, 256, 512, 1024], ['Graphite', 'Silver', 'Sierra Blue'], 700],
  ['iPhone 14', [128, 256, 512], ['Midnight', 'Starlight', 'Blue', 'Purple'], 600],
  ['iPhone 14 Pro', [128, 256, 512, 1024], ['Space Black', 'Silver', 'Deep Purple', 'Gold'], 800],
  ['iPhone 14 Pro Max', [128, 256, 512, 1024], ['Space Black', 'Silver', 'Deep Purple'], 900],
  ['iPhone 15', [128, 256, 512], ['Black', 'Blue', 'Green', 'Pink'], 750],
  ['iPhone 15 Pro', [128, 256, 512, 1024], ['Natural Titanium', 'Black Titanium', 'Blue Titanium'], 950],
  ['iPhone SE 2022', [64, 128, 256], ['Midnight', 'Starlight', 'Red'], 250],
];

/** [name, description, price] of Macs and iPads. */
export const APPLE_COMPUTERS: ReadonlyArray<readonly [string, number, 7 | 1 | 14]> = [
  ['MacBook Air 13" M1 8GB 256GB', 650, 7],
  ['MacBook Air 13" M1 16GB 512GB', 850, 7],
  ['MacBook Air 13" M2 8GB 256GB', 900, 7],
  ['MacBook Air 15" M2 8GB 512GB', 1150, 7],
  ['MacBook Pro 13" M1 8GB 256GB', 800, 7],
  ['MacBook Pro 13" M2 8GB 512GB', 1100, 7],
  ['MacBook Pro 14" M1 Pro 16GB 512GB', 1400, 7],
  ['MacBook Pro 14" M2 Pro 16GB 512GB', 1700, 7],
  ['MacBook Pro 16" M1 Pro 16GB 1TB', 1800, 7],
  ['MacBook Pro 16" M1 Max 32GB 1TB', 2300, 7],
  ['MacBook Pro 13" i5 2020 16GB 512GB', 550, 7],
  ['iMac 24" M1 8GB 256GB', 900, 1],
  ['Mac mini M1 8GB 256GB', 450, 1],
  ['Mac mini M2 8GB 256GB', 550, 1],
  ['Mac Studio M1 Max 32GB 512GB', 1600, 1],
  ['iPad 9th Gen 10.2" 64GB WiFi', 280, 14],
  ['iPad 10th Gen 10.9" 64GB WiFi', 400, 14],
  ['iPad Air 5th Gen 64GB WiFi', 520, 14],
  ['iPad Air 4th Gen 64GB WiFi + Cellular', 450, 14],
  ['iPad Pro 11" 3rd Gen 128GB WiFi', 750, 14],
  ['iPad Pro 12.9" 5th Gen 256GB WiFi', 1100, 14],
  ['iPad mini 6th Gen 64GB WiFi', 430, 14],
];

export const APPLE_COLOURS = ['Space Gray', 'Silver', 'Midnight', 'Starlight', 'Blue', 'Purple'] as const;

/** Regional suffixes of Apple part numbers. */
export const APPLE_REGIONS = [
  'LL/A',
  'ZD/A',
  'B/A',
  'D/A',
  'N/A',
  'FN/A',
  'QL/A',
  'T/A',
  'Y/A',
  'ZM/A',
] as const;

/** [model code, name, capacities, price] of Samsung Galaxy phones and tablets. */
export const GALAXY: ReadonlyArray<readonly [string, string, readonly number[], number, 11 | 14]> = [
  ['SM-G991B', 'Galaxy S21 5G', [128, 256], 330, 11],
  ['SM-G998B', 'Galaxy S21 Ultra 5G', [128, 256, 512], 480, 11],
  ['SM-S901B', 'Galaxy S22 5G', [128, 256], 420, 11],
  ['SM-S908B', 'Galaxy S22 Ultra 5G', [128, 256, 512], 620, 11],
  ['SM-S911B', 'Galaxy S23 5G', [128, 256], 580, 11],
  ['SM-S918B', 'Galaxy S23 Ultra 5G', [256, 512], 850, 11],
  ['SM-A525F', 'Galaxy A52', [128, 256], 180, 11],
  ['SM-A536B', 'Galaxy A53 5G', [128, 256], 220, 11],
  ['SM-A546B', 'Galaxy A54 5G', [128, 256], 280, 11],
  ['SM-F721B', 'Galaxy Z Flip4', [128, 256, 512], 480, 11],
  ['SM-F936B', 'Galaxy Z Fold4', [256, 512], 900, 11],
  ['SM-G525F', 'Galaxy XCover 5', [64], 190, 11],
  ['SM-T870', 'Galaxy Tab S7 11" WiFi', [128, 256], 380, 14],
  ['SM-X700', 'Galaxy Tab S8 11" WiFi', [128, 256], 520, 14],
  ['SM-X200', 'Galaxy Tab A8 10.5" WiFi', [32, 64], 160, 14],
  ['SM-T575', 'Galaxy Tab Active3 LTE', [64], 330, 14],
];

export const GALAXY_COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['ZK', 'Black'],
  ['ZA', 'Graphite'],
  ['ZW', 'White'],
  ['ZV', 'Violet'],
  ['ZG', 'Green'],
  ['ZP', 'Pink'],
];
