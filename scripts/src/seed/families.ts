/**
 * Product families of the part catalogue: per manufacturer, how its part numbers look and what the
 * products are. Each family makes one random product per call: [part number, description, price EUR].
 */
import type { Random } from './random.ts';
import {
  APPLE_COLOURS,
  APPLE_COMPUTERS,
  APPLE_REGIONS,
  CLIENT_CPUS,
  DESKTOP_CPUS,
  DESKTOPS,
  EPYC_SPECS,
  GALAXY,
  GALAXY_COLOURS,
  HDD_SPECS,
  IPHONES,
  KEYBOARDS,
  LAPTOPS,
  MEMORY_SPECS,
  MONITORS,
  memoryRank,
  pcName,
  SSD_SPECS,
  SSD_USES,
  XEON_SPECS,
} from './specs.ts';

/** [part number, description, typical price in EUR, broadcast list when not the family's] */
export type Made = readonly [partNumber: string, description: string, price: number, list?: number];

/** How many units a listing usually has. */
export type QuantityProfile = 'system' | 'unit' | 'bulk';
/** Which conditions a product is usually offered in. */
export type ConditionProfile = 'enterprise' | 'client' | 'supply' | 'current';

export interface Family {
  readonly manufacturer: string;
  /** Broadcast list the product belongs to. */
  readonly list: number;
  /** Distinct part numbers wanted. */
  readonly size: number;
  /** Share of the manufacturer's listings. */
  readonly weight: number;
  readonly quantity: QuantityProfile;
  readonly conditions: ConditionProfile;
  readonly make: (r: Random) => Made;
}

/** Manufacturers with their share of all listings and how traders also spell them. */
export const MANUFACTURERS: ReadonlyArray<{
  readonly name: string;
  readonly weight: number;
  readonly aliases: readonly string[];
}> = [
  { name: 'HPE', weight: 14, aliases: ['HP', 'Hewlett Packard Enterprise', 'HP Enterprise'] },
  { name: 'Dell', weight: 13, aliases: ['Dell EMC', 'DELL', 'Dell Technologies'] },
  { name: 'Cisco', weight: 12, aliases: ['CISCO', 'Cisco Systems'] },
  { name: 'Lenovo', weight: 7, aliases: ['LENOVO', 'Lenovo ISG'] },
  { name: 'HP', weight: 7, aliases: ['HP Inc.', 'Hewlett-Packard'] },
  { name: 'Apple', weight: 6, aliases: ['APPLE'] },
  { name: 'Samsung', weight: 5, aliases: ['SAMSUNG'] },
  { name: 'Intel', weight: 4, aliases: ['INTEL'] },
  { name: 'IBM', weight: 3, aliases: ['IBM/Lenovo'] },
  { name: 'Juniper', weight: 3, aliases: ['Juniper Networks', 'JUNIPER'] },
  { name: 'Seagate', weight: 3, aliases: ['SEAGATE'] },
  { name: 'Aruba', weight: 2.5, aliases: ['HPE Aruba', 'Aruba Networks'] },
  { name: 'NetApp', weight: 2, aliases: ['NETAPP'] },
  { name: 'Fujitsu', weight: 2, aliases: ['FUJITSU', 'Fujitsu Technology Solutions'] },
  { name: 'Huawei', weight: 2, aliases: ['HUAWEI'] },
  { name: 'Supermicro', weight: 2, aliases: ['SuperMicro', 'Super Micro'] },
  { name: 'Western Digital', weight: 2, aliases: ['WD', 'HGST'] },
  { name: 'Kingston', weight: 2, aliases: ['KINGSTON'] },
  { name: 'Micron', weight: 2, aliases: ['Crucial', 'MICRON'] },
  { name: 'AMD', weight: 2, aliases: [] },
  { name: 'Nvidia', weight: 2, aliases: ['NVIDIA', 'Mellanox'] },
  { name: 'Microsoft', weight: 2, aliases: ['MICROSOFT'] },
  { name: 'Brocade', weight: 1.5, aliases: ['Broadcom Brocade'] },
  { name: 'APC', weight: 1.5, aliases: ['APC by Schneider Electric', 'Schneider Electric'] },
  { name: 'Fortinet', weight: 1.5, aliases: ['FORTINET'] },
  { name: 'Zebra', weight: 1.5, aliases: ['ZEBRA', 'Zebra Technologies'] },
  { name: 'Toshiba', weight: 1.5, aliases: ['TOSHIBA'] },
  { name: 'Lexmark', weight: 1, aliases: ['LEXMARK'] },
  { name: 'Broadcom', weight: 1, aliases: ['LSI', 'Avago', 'QLogic', 'Emulex'] },
  { name: 'Honeywell', weight: 1, aliases: [] },
  { name: 'Eaton', weight: 0.8, aliases: [] },
  { name: 'Kyocera', weight: 0.8, aliases: ['KYOCERA'] },
  { name: 'Logitech', weight: 0.8, aliases: [] },
  { name: 'VMware', weight: 0.5, aliases: [] },
  { name: 'Sony', weight: 0.5, aliases: ['SONY'] },
];

// ---------------------------------------------------------------- shared descriptions

function hdd(r: Random, brand: string): [string, number, string] {
  const [cap, iface, rpm, ff, price] = r.pick(HDD_SPECS);
  const size = ff === 'SFF' ? 'SFF' : 'LFF';
  const tray = brand === 'HPE' ? r.pick([' SC', ' SC', ' DS', '']) : '';
  return [`${brand} ${cap} ${iface} ${rpm} ${size}${tray} HDD`, price, ff];
}

function ssd(r: Random, brand: string): [string, number] {
  const [cap, iface, price] = r.pick(SSD_SPECS);
  const [use, factor] = r.pick(SSD_USES);
  const form = iface === 'NVMe' ? r.pick(['U.2', 'SFF', 'U.3']) : 'SFF';
  return [`${brand} ${cap} ${iface} ${use} ${form} SSD`, price * factor];
}

function memory(r: Random, brand: string): [string, number, number, string, number] {
  const [size, generation, speed, price] = r.pick(MEMORY_SPECS);
  const rank = memoryRank(r, size);
  const kind = size >= 64 && generation !== 'DDR5' && r.chance(0.4) ? 'LRDIMM' : 'RDIMM';
  return [`${brand} ${size}GB ${rank} ${generation}-${speed} ${kind}`, price, size, generation, speed];
}

function xeon(r: Random): readonly [string, number, number, number, number] {
  return r.pick(XEON_SPECS);
}

const HPE_SERVERS = [
  'DL360 Gen9',
  'DL380 Gen9',
  'DL360 Gen10',
  'DL380 Gen10',
  'DL360 Gen10 Plus',
  'DL380 Gen10 Plus',
  'DL325 Gen10',
  'DL385 Gen10',
  'ML350 Gen10',
  'DL560 Gen10',
  'DL20 Gen10',
  'ML30 Gen10',
  'DL360 Gen11',
  'DL380 Gen11',
  'BL460c Gen10',
  'Apollo 4200 Gen10',
] as const;

const DELL_SERVERS = [
  'R630',
  'R730',
  'R730xd',
  'R640',
  'R740',
  'R740xd',
  'R650',
  'R750',
  'R6525',
  'R7525',
  'R440',
  'R540',
  'T440',
  'T640',
  'R940',
  'MX740c',
  'FC630',
] as const;

const SERVER_PARTS = [
  'System Board',
  'Fan Module',
  'Easy Install Rail Kit',
  'Front Bezel',
  'Drive Cage Kit 8SFF',
  'PCIe Riser Board',
  'Heatsink High Performance',
  'Backplane 8SFF',
  'Power Distribution Board',
  'iLO / BMC Module',
  'Secondary Riser Kit',
  'Cable Management Arm',
  'Battery 96W Smart Storage',
  'Chassis Intrusion Kit',
  'Front Panel USB Board',
] as const;

// ---------------------------------------------------------------- HPE

function hpeOption(r: Random): string {
  return r.chance(0.6) ? `${r.int(6, 8)}${r.pattern('99999')}-B21` : `P${r.pattern('99999')}-B21`;
}

function hpeSpare(r: Random): string {
  const base = r.chance(0.7) ? `${r.int(6, 8)}${r.pattern('99999')}` : `P${r.pattern('99999')}`;
  return `${base}-${r.pick(['001', '001', '001', '002', '081', '091', 'S21'])}`;
}

const hpeNumber = (r: Random) => (r.chance(0.65) ? hpeOption(r) : hpeSpare(r));

const HPE: Family[] = [
  {
    manufacturer: 'HPE',
    list: 2,
    size: 1100,
    weight: 22,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [desc, price] = hdd(r, 'HPE');
      return [hpeNumber(r), desc, price];
    },
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 700,
    weight: 14,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [desc, price] = ssd(r, 'HPE');
      return [hpeNumber(r), desc, price];
    },
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 600,
    weight: 14,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const [desc, price, size, generation, speed] = memory(r, 'HPE');
      const smart = `HPE ${size}GB (1x${size}GB) ${generation}-${speed} Registered Smart Memory Kit`;
      return [hpeNumber(r), r.chance(0.5) ? smart : `${desc} (${pcName(generation, speed)})`, price];
    },
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 450,
    weight: 8,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [model, cores, ghz, watt, price] = xeon(r);
      const server = r.pick(HPE_SERVERS);
      return [
        hpeOption(r),
        `HPE ${server} Intel Xeon-${model} (${ghz}GHz/${cores}-core/${watt}W) Processor Kit`,
        price * 1.2,
      ];
    },
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 300,
    weight: 10,
    quantity: 'system',
    conditions: 'enterprise',
    make: (r) => {
      const server = r.pick(HPE_SERVERS);
      const bays = r.pick(['8SFF', '8SFF', '12LFF', '24SFF', '4LFF']);
      const generation = Number(/Gen(\d+)/.exec(server)?.[1] ?? 10);
      const config = r.chance(0.35)
        ? 'CTO Server'
        : `${r.pick(['1x', '2x'])} Xeon-${xeon(r)[0]} ${r.pick([32, 64, 128, 256])}GB ${r.pick(['P408i-a', 'P816i-a', 'S100i', 'P440ar'])} ${r.pick(['500W', '800W', '2x 800W'])} Server`;
      const pn = r.chance(0.5)
        ? `${r.int(7, 8)}${r.pattern('99999')}-${r.pick(['B21', '425', '421', 'S01'])}`
        : `P${r.pattern('99999')}-${r.pick(['B21', '421', '425'])}`;
      return [
        pn,
        `HPE ProLiant ${server} ${bays} ${config}`,
        generation >= 11 ? 6500 : generation === 10 ? 2800 : 900,
      ];
    },
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 180,
    weight: 8,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const watt = r.pick([500, 800, 800, 1600, 1400, 460, 750]);
      const kind = r.pick([
        'Flex Slot Platinum Hot Plug Low Halogen',
        'Common Slot Platinum Plus Hot Plug',
        'Flex Slot Titanium Hot Plug',
      ]);
      return [hpeNumber(r), `HPE ${watt}W ${kind} Power Supply Kit`, watt / 6];
    },
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 300,
    weight: 9,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<() => Made>([
        () => [
          hpeNumber(r),
          `HPE Ethernet 10/25Gb 2-port ${r.pick(['640SFP28', '631SFP28', '621SFP28'])} Adapter`,
          220,
        ],
        () => [
          hpeNumber(r),
          `HPE Ethernet 10Gb 2-port ${r.pick(['530SFP+', '560SFP+', '562SFP+', '530T', '562FLR-SFP+'])} Adapter`,
          120,
        ],
        () => [
          hpeNumber(r),
          `HPE Ethernet 1Gb 4-port ${r.pick(['331i', '331T', '366FLR', '366T'])} Adapter`,
          45,
        ],
        () => [
          hpeNumber(r),
          `HPE ${r.pick(['SN1100Q 16Gb', 'SN1600Q 32Gb', 'SN1200E 16Gb', 'SN1610Q 32Gb'])} Dual Port Fibre Channel HBA`,
          350,
        ],
        () => [
          hpeNumber(r),
          `HPE Smart Array ${r.pick(['P408i-a', 'P816i-a', 'P440ar', 'P840ar', 'E208i-a', 'P408i-p'])} SR Gen10 Controller`,
          260,
        ],
      ])(),
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 700,
    weight: 9,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => [hpeSpare(r), `HPE ${r.pick(HPE_SERVERS)} ${r.pick(SERVER_PARTS)}`, r.int(15, 400)],
  },
  {
    manufacturer: 'HPE',
    list: 2,
    size: 200,
    weight: 6,
    quantity: 'system',
    conditions: 'enterprise',
    make: (r) => {
      const pn = `${r.pick(['Q', 'R', 'K', 'N'])}${r.int(0, 9)}${r.pattern('A99A')}`;
      return r.pick<() => Made>([
        () => [
          pn,
          `HPE MSA ${r.pick(['2050', '2052', '2060', '1060'])} ${r.pick(['SAN', 'SAS', '10GbE iSCSI'])} Dual Controller ${r.pick(['SFF', 'LFF'])} Storage`,
          4500,
        ],
        () => [
          pn,
          `HPE 3PAR ${r.pick(['8200', '8400', '8440'])} ${r.pick(['1.92TB', '3.84TB', '1.2TB 10K'])} ${r.pick(['SAS SFF SSD', 'SAS SFF HDD'])}`,
          900,
        ],
        () => [
          pn,
          `HPE StoreEver ${r.pick(['LTO-7', 'LTO-8', 'LTO-9'])} Ultrium ${r.pick(['15000', '30750', '45000'])} ${r.pick(['Internal', 'External', 'SAS'])} Tape Drive`,
          1600,
        ],
        () => [
          pn,
          `HPE Nimble Storage ${r.pick(['HF20', 'HF40', 'AF40'])} ${r.pick(['21TB', '42TB', '11TB'])} Flash Array`,
          12000,
        ],
        () => [
          pn,
          `HPE StoreFabric ${r.pick(['SN3600B', 'SN6600B', 'SN3000B'])} ${r.pick(['24/8', '32Gb 48/24', '16Gb 24/12'])} Fibre Channel Switch`,
          3500,
        ],
      ])();
    },
  },
];

// ---------------------------------------------------------------- Aruba

const ARUBA_SWITCHES = [
  ['2530', ['8G PoE+', '24G', '24G PoE+', '48G', '48G PoE+'], 'Switch', 250],
  ['2540', ['24G 4SFP+', '48G 4SFP+', '24G PoE+ 4SFP+', '48G PoE+ 4SFP+'], 'Switch', 550],
  ['2930F', ['24G 4SFP+', '48G 4SFP+', '24G PoE+ 4SFP+', '48G PoE+ 4SFP+', '8G PoE+ 2SFP+'], 'Switch', 1100],
  ['2930M', ['24G 1-slot', '48G 1-slot', '24G PoE+ 1-slot', '48G PoE+ 1-slot'], 'Switch', 1800],
  ['3810M', ['24G 1-slot', '48G 1-slot', '16SFP+ 2-slot', '24G PoE+ 1-slot'], 'Switch', 2600],
  ['6100', ['24G 4SFP+', '48G 4SFP+', '24G Class4 PoE 4SFP+', '48G Class4 PoE 4SFP+'], 'Switch', 900],
  ['6200F', ['24G 4SFP+', '48G 4SFP+', '24G Class4 PoE 4SFP+', '48G Class4 PoE 4SFP+'], 'Switch', 1600],
  [
    '6300M',
    ['24G 4SFP56', '48G 4SFP56', '24G Class4 PoE 4SFP56', '48G Class4 PoE 4SFP56', '24SFP+ 4SFP56'],
    'Switch',
    3800,
  ],
  ['8320', ['48p 10G SFP+ 6p 40G QSFP+', '32p 40G QSFP+'], 'Switch', 9000],
] as const;

const ARUBA: Family[] = [
  {
    manufacturer: 'Aruba',
    list: 4,
    size: 450,
    weight: 55,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [series, variants, kind, price] = r.pick(ARUBA_SWITCHES);
      const pn = r.chance(0.7)
        ? `JL${r.pattern('999')}A`
        : `${r.pick(['R8N', 'R9A', 'JX', 'J9'])}${r.pattern('99')}A`;
      return [pn, `Aruba ${series} ${r.pick(variants)} ${kind}`, price];
    },
  },
  {
    manufacturer: 'Aruba',
    list: 4,
    size: 200,
    weight: 30,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const model = r.pick([
        'AP-303',
        'AP-315',
        'AP-325',
        'AP-505',
        'AP-515',
        'AP-535',
        'AP-555',
        'AP-635',
        'AP-303H',
        'AP-565',
      ]);
      const region = r.pick(['RW', 'EG', 'US', 'JP', 'IL']);
      return [
        `${r.pick(['JZ', 'JX', 'JW', 'R2H', 'R7J', 'Q9H'])}${r.pattern('99')}A`,
        `Aruba ${model} (${region}) Unified Campus AP`,
        220,
      ];
    },
  },
  {
    manufacturer: 'Aruba',
    list: 4,
    size: 60,
    weight: 15,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const optic = r.pick([
        '10G SFP+ LC SR 300m MMF',
        '10G SFP+ LC LR 10km SMF',
        '1G SFP LC SX 500m MMF',
        '1G SFP LC LX 10km SMF',
        '25G SFP28 LC SR 100m MMF',
        '40G QSFP+ LC BiDi 150m MMF',
      ]);
      return [`J${r.pattern('9999')}${r.pick(['A', 'B', 'C', 'D', 'E'])}`, `Aruba ${optic} Transceiver`, 40];
    },
  },
];

// ---------------------------------------------------------------- Dell

function dellDpn(r: Random): string {
  return `0${r.pattern(r.pick(['AA99A', 'A99AA', '9A99A', 'A9A9A', 'AA9A9', '9AA9A']))}`;
}

function dellSku(r: Random, prefix: string): string {
  return `${prefix}-${r.pattern('AAAA')}`;
}

const DELL_PARTS = [
  ['400', 'drive'],
  ['370', 'memory'],
  ['338', 'cpu'],
  ['540', 'nic'],
  ['450', 'psu'],
  ['405', 'raid'],
] as const;

function dellComponent(r: Random, kind: (typeof DELL_PARTS)[number][1]): [string, number] {
  switch (kind) {
    case 'drive': {
      if (r.chance(0.55)) {
        const [desc, price] = hdd(r, 'Dell');
        return [desc.replace(' SFF', ' 2.5in').replace(' LFF', ' 3.5in'), price];
      }
      return ssd(r, 'Dell');
    }
    case 'memory': {
      const [desc, price] = memory(r, 'Dell');
      return [desc, price];
    }
    case 'cpu': {
      if (r.chance(0.15)) {
        const [model, cores, ghz, , price] = r.pick(EPYC_SPECS);
        return [`Dell AMD EPYC ${model} ${ghz}GHz ${cores}C Processor`, price];
      }
      const [model, cores, ghz, , price] = xeon(r);
      return [`Dell Intel Xeon ${model} ${ghz}GHz ${cores}C Processor`, price];
    }
    case 'nic':
      return r.pick<[string, number]>([
        [`Dell Broadcom 57414 Dual Port 10/25GbE SFP28 ${r.pick(['OCP NIC 3.0', 'Adapter', 'rNDC'])}`, 180],
        [`Dell Intel X710 Quad Port 10GbE SFP+ ${r.pick(['rNDC', 'Adapter'])}`, 160],
        [`Dell Intel X550 Dual Port 10GbE BASE-T Adapter`, 140],
        [`Dell QLogic 2692 Dual Port 16Gb Fibre Channel HBA`, 260],
        [`Dell Mellanox ConnectX-4 Lx Dual Port 25GbE SFP28 Adapter`, 170],
        [`Dell Broadcom 5720 Quad Port 1GbE ${r.pick(['rNDC', 'Adapter'])}`, 40],
      ]);
    case 'psu': {
      const watt = r.pick([495, 750, 750, 1100, 1400, 2000, 550, 800]);
      return [`Dell ${watt}W ${r.pick(['Platinum', 'Titanium'])} Hot-Plug Power Supply`, watt / 7];
    }
    case 'raid':
      return [
        `Dell PERC ${r.pick(['H730P', 'H740P', 'H330', 'H755', 'H730', 'H345', 'HBA330'])} ${r.pick(['Mini Mono', 'Adapter', 'Front'])} RAID Controller`,
        180,
      ];
  }
}

const DELL: Family[] = [
  {
    manufacturer: 'Dell',
    list: 2,
    size: 2000,
    weight: 30,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [, kind] = r.pick(DELL_PARTS);
      const [desc, price] = dellComponent(r, kind);
      return [dellDpn(r), desc, price];
    },
  },
  {
    manufacturer: 'Dell',
    list: 2,
    size: 1500,
    weight: 20,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [prefix, kind] = r.pick(DELL_PARTS);
      const [desc, price] = dellComponent(r, kind);
      return [dellSku(r, prefix), desc, price * 1.1];
    },
  },
  {
    manufacturer: 'Dell',
    list: 2,
    size: 400,
    weight: 9,
    quantity: 'system',
    conditions: 'enterprise',
    make: (r) => {
      const model = r.pick(DELL_SERVERS);
      const bays = r.pick(['8x 2.5"', '10x 2.5"', '12x 3.5"', '24x 2.5"', '4x 3.5"', '8x 3.5"']);
      const config = r.chance(0.3)
        ? 'CTO'
        : `2x Xeon ${xeon(r)[0]} ${r.pick([64, 128, 256, 384])}GB ${r.pick(['H730P', 'H740P', 'H330', 'H755'])} 2x PSU`;
      const price = /[67][0-9]{2}5|[67]50/.test(model) ? 5500 : /[67]40/.test(model) ? 2200 : 700;
      return [
        r.chance(0.6) ? dellSku(r, '210') : `${model}-${r.pattern('AA99')}`,
        `Dell PowerEdge ${model} ${bays} ${config}`,
        price,
      ];
    },
  },
  {
    manufacturer: 'Dell',
    list: 2,
    size: 500,
    weight: 8,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => [
      dellDpn(r),
      `Dell PowerEdge ${r.pick(DELL_SERVERS)} ${r.pick(SERVER_PARTS)}`,
      r.int(15, 350),
    ],
  },
  {
    manufacturer: 'Dell',
    list: 7,
    size: 600,
    weight: 12,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, price] = r.pick(LAPTOPS.Dell);
      const [cpu, cpuPrice] = r.pick(CLIENT_CPUS);
      const ram = r.pick([8, 16, 16, 32]);
      const disk = r.pick(['256GB', '512GB', '512GB', '1TB']);
      const number = /\d{4}/.exec(model)?.[0] ?? '5520';
      const pn = `N${r.pattern('999')}L${number}${r.pick(['15', '13', '14', ''])}EMEA${r.pick(['', '_VP', '_U', '_REF'])}`;
      return [
        pn,
        `Dell ${model} ${cpu} ${ram}GB ${disk} SSD ${r.pick(['W10P', 'W11P', 'W11P', 'no OS'])} ${r.pick(KEYBOARDS)}`,
        price + cpuPrice + ram * 3,
      ];
    },
  },
  {
    manufacturer: 'Dell',
    list: 1,
    size: 400,
    weight: 8,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, price] = r.pick(DESKTOPS.Dell);
      const [cpu, cpuPrice] = r.pick(DESKTOP_CPUS);
      const form = r.pick(['MT', 'SFF', 'Micro']);
      const number = /\d{4}/.exec(model)?.[0] ?? '7090';
      return [
        `N${r.pattern('999')}O${number}${form === 'Micro' ? 'MFF' : form}${r.pick(['EMEA', 'EMEA_VP', 'EMEA_AC'])}`,
        `Dell ${model} ${form} ${cpu} ${r.pick([8, 16, 32])}GB ${r.pick(['256GB', '512GB'])} SSD`,
        price + cpuPrice,
      ];
    },
  },
  {
    manufacturer: 'Dell',
    list: 13,
    size: 150,
    weight: 6,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, size, kind, price] = r.pick(MONITORS.Dell!);
      return [dellSku(r, '210'), `Dell ${model} ${size}" ${kind} Monitor`, price];
    },
  },
  {
    manufacturer: 'Dell',
    list: 2,
    size: 150,
    weight: 4,
    quantity: 'system',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<() => Made>([
        () => [
          dellSku(r, '210'),
          `Dell EMC PowerVault ME${r.pick(['4012', '4024', '4084', '5012'])} ${r.pick(['FC', 'iSCSI', 'SAS'])} Dual Controller Array`,
          5000,
        ],
        () => [
          dellSku(r, '210'),
          `Dell EMC Unity ${r.pick(['300', '400', '350F', '450F'])} ${r.pick(['DPE', 'DAE 25x2.5"'])}`,
          7000,
        ],
        () => [
          dellSku(r, '210'),
          `Dell EMC Networking ${r.pick(['S4048-ON', 'S4148F-ON', 'S5248F-ON', 'N1548P', 'N2048', 'N3048P', 'S3048-ON'])} Switch`,
          2500,
        ],
        () => [
          dellSku(r, '634'),
          `Dell Windows Server ${r.pick(['2019', '2022'])} ${r.pick(['Standard', 'Datacenter'])} ${r.pick([16, 24])} Core ROK`,
          800,
        ],
      ])(),
  },
];

// ---------------------------------------------------------------- Cisco

function ciscoSwitch(r: Random): Made {
  const family = r.int(0, 8);
  switch (family) {
    case 0: {
      const ports = r.pick(['24', '48']);
      const kind = r.pick(['TS', 'PS', 'LPS', 'FPS', 'TD', 'FPD', 'LPD']);
      const license = r.pick(['L', 'LL']);
      const sfp = kind.endsWith('D') ? '2 x 10G SFP+' : '4 x 1G SFP';
      return [
        `WS-C2960X-${ports}${kind}-${license}`,
        `Cisco Catalyst 2960-X ${ports} GigE${kind.includes('P') ? ' PoE' : ''}, ${sfp}, ${license === 'L' ? 'LAN Base' : 'LAN Lite'}`,
        450,
      ];
    }
    case 1: {
      const ports = r.pick(['24', '48']);
      const kind = r.pick(['TS', 'PS', 'FS', 'PD', 'FD', 'TQ', 'PQ', 'FQ']);
      const license = r.pick(['S', 'E', 'L']);
      return [
        `WS-C3650-${ports}${kind}-${license}`,
        `Cisco Catalyst 3650 ${ports} Port ${kind.startsWith('T') ? 'Data' : 'PoE+'} ${license === 'S' ? 'IP Base' : license === 'E' ? 'IP Services' : 'LAN Base'}`,
        700,
      ];
    }
    case 2: {
      const ports = r.pick(['12', '24', '48']);
      const kind = r.pick(['T', 'P', 'U', 'F', 'XS', 'UXM']);
      const license = r.pick(['S', 'E', 'L']);
      return [
        `WS-C3850-${ports}${kind}-${license}`,
        `Cisco Catalyst 3850 ${ports} Port ${kind === 'T' ? 'Data' : kind === 'XS' ? '10G Fiber' : 'UPOE/PoE+'} ${license === 'S' ? 'IP Base' : license === 'E' ? 'IP Services' : 'LAN Base'}`,
        900,
      ];
    }
    case 3: {
      const ports = r.pick(['24', '48']);
      const kind = r.pick(['T', 'P', 'PXG']);
      const uplink = r.pick(['4G', '4X', '2Y']);
      const license = r.pick(['E', 'A']);
      return [
        `C9200L-${ports}${kind}-${uplink}-${license}`,
        `Cisco Catalyst 9200L ${ports}-port ${kind === 'T' ? 'data' : 'PoE+'}, ${uplink === '4G' ? '4x1G' : uplink === '4X' ? '4x10G' : '2x25G'} uplink, Network ${license === 'E' ? 'Essentials' : 'Advantage'}`,
        1300,
      ];
    }
    case 4: {
      const ports = r.pick(['24', '48']);
      const kind = r.pick(['T', 'P', 'U', 'UXM', 'S', 'UN', 'H']);
      const license = r.pick(['E', 'A']);
      return [
        `C9300-${ports}${kind}-${license}`,
        `Cisco Catalyst 9300 ${ports}-port ${kind === 'T' ? 'data only' : kind === 'S' ? '1G SFP' : kind === 'UXM' ? 'mGig UPOE' : 'PoE+'}, Network ${license === 'E' ? 'Essentials' : 'Advantage'}`,
        3200,
      ];
    }
    case 5: {
      const model = r.pick(['16X', '24Y4C', '32C', '48Y4C', '40X', '32QC']);
      const license = r.pick(['E', 'A']);
      return [
        `C9500-${model}-${license}`,
        `Cisco Catalyst 9500 ${model} Switch, Network ${license === 'E' ? 'Essentials' : 'Advantage'}`,
        9000,
      ];
    }
    case 6: {
      const model = r.pick([
        'N9K-C93180YC-EX',
        'N9K-C93180YC-FX',
        'N9K-C93108TC-FX',
        'N9K-C9336C-FX2',
        'N9K-C92160YC-X',
        'N3K-C3172PQ-10GE',
        'N3K-C3064PQ-10GX',
        'N5K-C5672UP',
        'N5K-C56128P',
        'N2K-C2248TP-E-1GE',
        'N2K-C2232PP-10GE',
        'N9K-C9348GC-FXP',
      ]);
      return [model, `Cisco Nexus ${model.replace(/^N\dK-C/, '')} Switch`, 4000];
    }
    case 7: {
      const ports = r.pick(['8', '16', '24', '48']);
      const kind = r.pick(['T', 'P', 'FP']);
      const uplink = r.pick(['2G', '4G', '4X']);
      return [
        `C1000-${ports}${kind}-${uplink}-L`,
        `Cisco Catalyst 1000 ${ports}-port GE${kind === 'T' ? '' : ' PoE+'}, ${uplink === '4X' ? '4x10G SFP+' : `${uplink[0]}x1G SFP`}`,
        400,
      ];
    }
    default: {
      const model = r.pick([
        'SG350-10P',
        'SG350-28P',
        'SG350-52P',
        'SG350-28MP',
        'SG250-26HP',
        'CBS350-24P',
        'CBS350-48P',
        'CBS250-24T',
      ]);
      return [
        `${model}-${r.pick(['K9-EU', 'K9-UK', '4G-EU', '4X-EU'])}`,
        `Cisco ${model} Managed Switch`,
        300,
      ];
    }
  }
}

const CISCO_OPTICS: ReadonlyArray<readonly [string, string, number]> = [
  ['SFP-10G-SR', '10GBASE-SR SFP+ Module, MMF', 45],
  ['SFP-10G-SR-S', '10GBASE-SR SFP+ Module, Enterprise-Class', 40],
  ['SFP-10G-LR', '10GBASE-LR SFP+ Module, SMF', 70],
  ['SFP-10G-LR-S', '10GBASE-LR SFP+ Module, Enterprise-Class', 65],
  ['SFP-10G-ER', '10GBASE-ER SFP+ Module', 250],
  ['SFP-10G-ZR', '10GBASE-ZR SFP+ Module', 450],
  ['GLC-SX-MMD', '1000BASE-SX SFP Transceiver, MMF, 850nm, DOM', 15],
  ['GLC-LH-SMD', '1000BASE-LX/LH SFP Transceiver, MMF/SMF, DOM', 20],
  ['GLC-ZX-SMD', '1000BASE-ZX SFP Transceiver, SMF, 1550nm, DOM', 60],
  ['GLC-T', '1000BASE-T SFP Transceiver', 25],
  ['GLC-TE', '1000BASE-T SFP Transceiver, Extended Temp', 30],
  ['SFP-GE-T', '1000BASE-T SFP, Extended Temp, DOM', 30],
  ['SFP-25G-SR-S', '25GBASE-SR SFP28 Module', 80],
  ['SFP-10/25G-LR-S', '10/25GBASE-LR SFP28 Module', 250],
  ['QSFP-40G-SR4', '40GBASE-SR4 QSFP+ Module, MPO', 90],
  ['QSFP-40G-LR4', '40GBASE-LR4 QSFP+ Module, LC, SMF', 450],
  ['QSFP-40G-SR-BD', '40GBASE-SR-BiDi QSFP+ Module, LC', 180],
  ['QSFP-100G-SR4-S', '100GBASE-SR4 QSFP Module, MPO', 250],
  ['QSFP-100G-LR4-S', '100GBASE-LR4 QSFP Module, LC', 900],
  ['QSFP-100G-CWDM4-S', '100GBASE-CWDM4 QSFP Module', 500],
  ['SFP-H10GB-CU1M', '10GBASE-CU SFP+ Twinax Cable, 1m', 15],
  ['SFP-H10GB-CU3M', '10GBASE-CU SFP+ Twinax Cable, 3m', 20],
  ['SFP-H10GB-CU5M', '10GBASE-CU SFP+ Twinax Cable, 5m', 25],
  ['SFP-H25G-CU1M', '25GBASE-CU SFP28 Cable, 1m', 30],
  ['QSFP-H40G-CU1M', '40GBASE-CR4 QSFP+ Copper Cable, 1m', 35],
  ['QSFP-4SFP10G-CU3M', '40GBASE QSFP to 4x SFP+ Breakout, 3m', 50],
  ['CVR-QSFP-SFP10G', 'QSFP to SFP+ Adapter Module', 40],
  ['DS-SFP-FC16G-SW', '16 Gbps Fibre Channel SW SFP+, LC', 60],
  ['DS-SFP-FC32G-SW', '32 Gbps Fibre Channel SW SFP+, LC', 150],
  ['DS-SFP-FC8G-SW', '8 Gbps Fibre Channel SW SFP+, LC', 20],
  ['SFP-10G-BXD-I', '10GBASE-BX10-D SFP+ Module, 1330nm', 120],
  ['SFP-10G-BXU-I', '10GBASE-BX10-U SFP+ Module, 1270nm', 120],
  ['GLC-BX-D', '1000BASE-BX10-D SFP, 1490nm', 35],
  ['GLC-BX-U', '1000BASE-BX10-U SFP, 1310nm', 35],
];

const CISCO_ROUTERS: ReadonlyArray<readonly [string, string, number]> = [
  ['ISR4321', 'Cisco ISR 4321 Integrated Services Router', 450],
  ['ISR4331', 'Cisco ISR 4331 Integrated Services Router', 700],
  ['ISR4351', 'Cisco ISR 4351 Integrated Services Router', 1200],
  ['ISR4431', 'Cisco ISR 4431 Integrated Services Router', 1800],
  ['ISR4451-X', 'Cisco ISR 4451-X Integrated Services Router', 2800],
  ['CISCO2911', 'Cisco 2911 Integrated Services Router', 150],
  ['CISCO2921', 'Cisco 2921 Integrated Services Router', 220],
  ['CISCO1921', 'Cisco 1921 Integrated Services Router', 80],
  ['C1111-4P', 'Cisco ISR 1100 4 Ports Dual GE WAN Router', 350],
  ['C1111-8P', 'Cisco ISR 1100 8 Ports Dual GE WAN Router', 450],
  ['C1117-4P', 'Cisco ISR 1100 4P VDSL2/ADSL2+ Router', 400],
  ['C8200-1N-4T', 'Cisco Catalyst 8200 Edge Platform', 1500],
  ['C8300-1N1S-6T', 'Cisco Catalyst 8300 Edge Platform', 3500],
  ['ASR1001-X', 'Cisco ASR 1001-X Router', 5000],
  ['ASR1002-X', 'Cisco ASR 1002-X Router', 7000],
  ['ASR-920-24SZ-M', 'Cisco ASR 920 24 GE/4 10GE Router', 2500],
  ['ASA5506-K9', 'Cisco ASA 5506-X Firewall', 200],
  ['ASA5516-FPWR-K9', 'Cisco ASA 5516-X with FirePOWER Services', 900],
  ['FPR1120-NGFW-K9', 'Cisco Firepower 1120 NGFW Appliance', 1800],
  ['FPR2110-NGFW-K9', 'Cisco Firepower 2110 NGFW Appliance', 3200],
];

const CISCO_MODULES: ReadonlyArray<readonly [string, string, number]> = [
  ['C9300-NM-8X', 'Catalyst 9300 8 x 10GE Network Module', 600],
  ['C9300-NM-4G', 'Catalyst 9300 4 x 1GE Network Module', 150],
  ['C9300-NM-2Q', 'Catalyst 9300 2 x 40GE Network Module', 900],
  ['C9300-NM-2Y', 'Catalyst 9300 2 x 25GE Network Module', 700],
  ['C3850-NM-4-10G', 'Catalyst 3850 4 x 10GE Network Module', 350],
  ['C3850-NM-2-10G', 'Catalyst 3850 2 x 10GE Network Module', 200],
  ['C3KX-NM-10G', 'Catalyst 3K-X 10G Network Module', 120],
  ['PWR-C1-350WAC', 'Catalyst 3850/9300 350W AC Power Supply', 60],
  ['PWR-C1-715WAC', 'Catalyst 3850/9300 715W AC Power Supply', 110],
  ['PWR-C1-1100WAC', 'Catalyst 3850/9300 1100W AC Power Supply', 180],
  ['PWR-C1-350WAC-P', 'Catalyst 9300 350W AC Platinum Power Supply', 90],
  ['PWR-C1-715WAC-P', 'Catalyst 9300 715W AC Platinum Power Supply', 160],
  ['C9K-PWR-650WAC-R', 'Catalyst 9K 650W AC Power Supply', 300],
  ['NIM-2T', '2-Port Serial WAN Interface Card', 150],
  ['NIM-1GE-CU-SFP', '1-port GE WAN NIM, dual-mode RJ45 & SFP', 180],
  ['NIM-ES2-8-P', '8-port Layer 2 GE Switch NIM with PoE', 250],
  ['NIM-4G-LTE-GA', '4G LTE NIM for ISR 4000', 300],
  ['EHWIC-4ESG', 'Four port 10/100/1000 Ethernet switch EHWIC', 50],
  ['HWIC-2FE', '2-port 10/100 Routed Port HWIC', 30],
  ['STACK-T1-50CM', '50CM Type 1 Stacking Cable', 15],
  ['STACK-T1-1M', '1M Type 1 Stacking Cable', 20],
  ['CAB-SPWR-30CM', 'Catalyst StackPower Cable 30cm', 15],
  ['C9300-SSD-240G', 'Catalyst 9300 240GB SSD Storage', 150],
  ['N9K-PAC-650W-B', 'Nexus 9300 650W AC PSU, Port-side Exhaust', 180],
  ['NXA-FAN-30CFM-B', 'Nexus Fan 30CFM, Port-side Exhaust', 60],
  ['UCSC-PSU1-770W', 'UCS C-Series 770W AC Power Supply', 90],
  ['UCS-MR-X32G2RS-H', 'UCS 32GB DDR4-2666 RDIMM 2Rx4', 70],
  ['UCS-MR-X64G2RW', 'UCS 64GB DDR4-3200 RDIMM 2Rx4', 170],
  ['UCS-HD12TB10K12N', 'UCS 1.2TB 12G SAS 10K RPM SFF HDD', 110],
  ['UCS-SD960GK1X-EV', 'UCS 960GB 2.5in Enterprise Value 6G SATA SSD', 130],
  ['UCSC-C220-M5SX', 'UCS C220 M5 SFF 10 HD w/o CPU, mem, HD, PCIe, PSU', 900],
  ['UCSC-C240-M5SX', 'UCS C240 M5 24 SFF + 2 rear drives w/o CPU, mem', 1400],
  ['UCSC-RAID-M5HD', 'Cisco 12G Modular RAID controller with 4GB cache', 300],
  ['UCSC-MLOM-C40Q-03', 'Cisco VIC 1387 Dual Port 40Gb QSFP CNA MLOM', 250],
];

const CISCO_ACCESS: ReadonlyArray<readonly [string, string, number]> = [
  ['CP-8845-K9', 'Cisco IP Phone 8845', 120],
  ['CP-8841-K9', 'Cisco IP Phone 8841', 70],
  ['CP-8851-K9', 'Cisco IP Phone 8851', 90],
  ['CP-7841-K9', 'Cisco IP Phone 7841', 40],
  ['CP-7821-K9', 'Cisco IP Phone 7821', 30],
  ['CP-8832-K9', 'Cisco IP Conference Phone 8832', 400],
  ['CP-8865-K9', 'Cisco IP Phone 8865', 180],
  ['AIR-AP2802I-E-K9', 'Cisco Aironet 2802i Access Point', 180],
  ['AIR-AP3802I-E-K9', 'Cisco Aironet 3802i Access Point', 250],
  ['AIR-AP1832I-E-K9', 'Cisco Aironet 1832i Access Point', 80],
  ['AIR-AP1852I-E-K9', 'Cisco Aironet 1852i Access Point', 120],
  ['C9115AXI-E', 'Catalyst 9115AX Access Point (Wi-Fi 6)', 300],
  ['C9120AXI-E', 'Catalyst 9120AX Access Point (Wi-Fi 6)', 400],
  ['C9130AXI-E', 'Catalyst 9130AX Access Point (Wi-Fi 6)', 650],
  ['AIR-CT5520-K9', 'Cisco 5520 Wireless Controller', 2500],
  ['C9800-L-C-K9', 'Catalyst 9800-L Wireless Controller, Copper', 2200],
];

/** Cisco's top assembly numbers (800-, 73-, 68-...), as printed on the hardware and quoted by brokers. */
function ciscoAssembly(r: Random): Made {
  const [prefix, kind] = r.pick([
    ['800', 'TAN'],
    ['73', 'PCA'],
    ['68', 'module'],
    ['74', 'assembly'],
    ['341', 'power'],
    ['10', 'optic'],
  ] as const);
  const [, desc, price] =
    kind === 'optic'
      ? r.pick(CISCO_OPTICS)
      : kind === 'power' || kind === 'module'
        ? r.pick(CISCO_MODULES)
        : ciscoSwitch(r);
  const text = desc.startsWith('Cisco') ? desc : `Cisco ${desc}`;
  return [
    `${prefix}-${r.pattern(prefix === '10' ? '9999' : '99999')}-0${r.int(1, 9)}`,
    `${text} (${kind} spare)`,
    price * 0.8,
  ];
}

const CISCO: Family[] = [
  {
    manufacturer: 'Cisco',
    list: 4,
    size: 1100,
    weight: 24,
    quantity: 'unit',
    conditions: 'enterprise',
    make: ciscoSwitch,
  },
  {
    manufacturer: 'Cisco',
    list: 4,
    size: 2000,
    weight: 26,
    quantity: 'unit',
    conditions: 'enterprise',
    make: ciscoAssembly,
  },
  {
    manufacturer: 'Cisco',
    list: 4,
    size: 90,
    weight: 14,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      if (r.chance(0.45)) {
        const [pn, desc, price] = r.pick(CISCO_OPTICS);
        return [pn, `Cisco ${desc}`, price];
      }
      const channel = (r.int(1700, 6141) / 100).toFixed(2);
      return r.chance(0.5)
        ? [`DWDM-SFP10G-${channel}`, `Cisco 10GBASE-DWDM SFP+ ${channel} nm (ITU ${r.int(17, 61)})`, 350]
        : [
            `CWDM-SFP${r.pick(['', '10G'])}-${r.pick([1470, 1490, 1510, 1530, 1550, 1570, 1590, 1610])}`,
            `Cisco CWDM SFP ${r.pick(['1G', '10G'])} Transceiver`,
            90,
          ];
    },
  },
  {
    manufacturer: 'Cisco',
    list: 4,
    size: 150,
    weight: 12,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [pn, desc, price] = r.pick(CISCO_ROUTERS);
      const bundle = pn.startsWith('ISR')
        ? r.pick(['/K9', '-SEC/K9', '-AX/K9', '-VSEC/K9', '-V/K9'])
        : pn.startsWith('CISCO')
          ? r.pick(['/K9', '-SEC/K9', '-V/K9', '-HSEC+/K9'])
          : '';
      return [
        `${pn}${bundle}`,
        `${desc}${bundle.includes('SEC') ? ' Security Bundle' : bundle.includes('AX') ? ' AX Bundle' : ''}`,
        price,
      ];
    },
  },
  {
    manufacturer: 'Cisco',
    list: 4,
    size: 40,
    weight: 7,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [pn, desc, price] = r.pick(CISCO_MODULES);
      return [r.chance(0.2) ? `${pn}=` : pn, `Cisco ${desc}`, price];
    },
  },
  {
    manufacturer: 'Cisco',
    list: 4,
    size: 30,
    weight: 6,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const [pn, desc, price] = r.pick(CISCO_ACCESS);
      return [r.chance(0.25) ? `${pn}=` : pn, desc, price];
    },
  },
];

// ---------------------------------------------------------------- Juniper

const JUNIPER_MODELS: ReadonlyArray<readonly [string, readonly string[], string, number]> = [
  ['EX2300', ['24T', '24P', '48T', '48P', 'C-12P', 'C-12T', '24MP', '48MP'], 'Ethernet Switch', 700],
  ['EX3400', ['24T', '24P', '48T', '48P', '48T-AFI', '24T-DC'], 'Ethernet Switch', 1500],
  ['EX4300', ['24T', '24P', '48T', '48P', '48MP', '32F', '48T-AFI', '48T-DC'], 'Ethernet Switch', 1800],
  ['EX4400', ['24T', '24P', '48T', '48P', '48F', '24MP'], 'Ethernet Switch', 4500],
  ['EX4600', ['40F', '40F-AFO', '40F-AFI'], 'Ethernet Switch', 3500],
  ['QFX5100', ['48S-AFI', '48S-AFO', '96S-AFO', '48T-AFI', '24Q-AFO'], 'Switch', 4000],
  ['QFX5110', ['48S-AFI', '48S-AFO', '32Q-AFO'], 'Switch', 6000],
  ['QFX5120', ['48Y-AFI', '48Y-AFO', '32C-AFO', '48T-AFI'], 'Switch', 8000],
  ['SRX', ['300', '320', '320-POE', '340', '345', '380', '550', '1500', '4100'], 'Services Gateway', 900],
  ['MX', ['204', '104', '150', '5-T', '10-T', '80'], 'Universal Routing Platform', 9000],
];

const JUNIPER: Family[] = [
  {
    manufacturer: 'Juniper',
    list: 4,
    size: 380,
    weight: 70,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [series, variants, kind, price] = r.pick(JUNIPER_MODELS);
      const variant = r.pick(variants);
      const base = series === 'SRX' || series === 'MX' ? `${series}${variant}` : `${series}-${variant}`;
      const suffix = r.pick(['', '', '', '-TAA', '-BUN', '-SYS-JB']);
      return [`${base}${suffix}`, `Juniper ${base} ${kind}${suffix === '-TAA' ? ' (TAA)' : ''}`, price];
    },
  },
  {
    manufacturer: 'Juniper',
    list: 4,
    size: 120,
    weight: 30,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<() => Made>([
        () => [
          `${r.pick(['EX', 'QFX', 'JNP'])}-SFP-${r.pick(['10GE-SR', '10GE-LR', '1GE-SX', '1GE-LX', '1GE-T', '10GE-ER', '25G-SR'])}`,
          'Juniper SFP/SFP+ Transceiver',
          50,
        ],
        () => [
          `JNP-QSFP-${r.pick(['100G-SR4', '100G-LR4', '40G-SR4', '40G-LR4', '100G-CWDM'])}`,
          'Juniper QSFP Transceiver',
          300,
        ],
        () => [
          `JPSU-${r.pick(['350', '600', '920', '650W', '715'])}-AC-${r.pick(['AFO', 'AFI', 'A'])}`,
          'Juniper AC Power Supply',
          150,
        ],
        () => [`EX-UM-${r.pick(['2X4SFP', '4X4SFP', '8X10GE', '4SFPP'])}`, 'Juniper EX Uplink Module', 250],
      ])(),
  },
];

// ---------------------------------------------------------------- Lenovo and IBM

const LENOVO_SERVERS: ReadonlyArray<readonly [string, string, number]> = [
  ['7X06', 'ThinkSystem SR650', 2500],
  ['7X02', 'ThinkSystem SR630', 2200],
  ['7X04', 'ThinkSystem SR550', 1500],
  ['7X08', 'ThinkSystem SR530', 1300],
  ['7X10', 'ThinkSystem ST550', 1600],
  ['7Z73', 'ThinkSystem SR650 V2', 4500],
  ['7Z71', 'ThinkSystem SR630 V2', 4000],
  ['7D2V', 'ThinkSystem SR665', 5000],
  ['7Y52', 'ThinkSystem SR250', 900],
  ['7Y45', 'ThinkSystem ST250', 800],
  ['7X19', 'ThinkSystem SR850', 6000],
  ['7X21', 'ThinkSystem SD530', 3000],
];

const lenovoFru = (r: Random) =>
  r.pattern(r.pick(['00AA999', '01AA999', '02JG999', '00YK999', '01KP999', '03GX999', '5B10A99999']));
const lenovoOption = (r: Random) =>
  r.pattern(r.pick(['4XB7A99999', '7XB7A99999', '4X77A99999', '7S06A99999', '4XC7A99999', '4Y37A99999']));

function lenovoComponent(r: Random): [string, number] {
  const kind = r.int(0, 5);
  if (kind === 0) {
    const [desc, price] = hdd(r, 'Lenovo ThinkSystem');
    return [desc.replace(' SFF', ' 2.5"').replace(' LFF', ' 3.5"'), price];
  }
  if (kind === 1) return ssd(r, 'Lenovo ThinkSystem');
  if (kind === 2) {
    const [desc, price] = memory(r, 'Lenovo ThinkSystem');
    return [desc, price];
  }
  if (kind === 3) {
    const [model, cores, ghz, watt, price] = xeon(r);
    return [
      `Lenovo ThinkSystem ${r.pick(LENOVO_SERVERS)[1]} Intel Xeon ${model} ${cores}C ${watt}W ${ghz}GHz Processor Option Kit`,
      price * 1.15,
    ];
  }
  if (kind === 4)
    return [
      `Lenovo ThinkSystem ${r.pick(['750W', '1100W', '550W', '1800W'])} Platinum Hot-Swap Power Supply`,
      120,
    ];
  return [
    `Lenovo ThinkSystem ${r.pick(['RAID 930-8i 2GB Flash', 'RAID 530-8i', 'RAID 940-16i 4GB Flash', '430-8i SAS/SATA HBA', 'Broadcom 57416 10GBASE-T 2-port OCP', 'Mellanox ConnectX-6 Lx 10/25GbE SFP28 2-port'])} Adapter`,
    250,
  ];
}

const LENOVO: Family[] = [
  {
    manufacturer: 'Lenovo',
    list: 2,
    size: 1100,
    weight: 26,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [desc, price] = lenovoComponent(r);
      return [r.chance(0.55) ? lenovoOption(r) : lenovoFru(r), desc, price];
    },
  },
  {
    manufacturer: 'Lenovo',
    list: 2,
    size: 400,
    weight: 12,
    quantity: 'system',
    conditions: 'enterprise',
    make: (r) => {
      const [type, name, price] = r.pick(LENOVO_SERVERS);
      const config = r.chance(0.4)
        ? 'CTO'
        : `${r.pick(['1x', '2x'])} Xeon ${xeon(r)[0]} ${r.pick([32, 64, 128])}GB ${r.pick(['930-8i', '530-8i', '940-8i'])} ${r.pick(['8x 2.5"', '12x 3.5"', '16x 2.5"', '4x 3.5"'])}`;
      return [
        `${type}${r.pattern('A9A99')}${r.pick(['EA', 'EU', 'GB', 'NA'])}`,
        `Lenovo ${name} ${config}`,
        price,
      ];
    },
  },
  {
    manufacturer: 'Lenovo',
    list: 7,
    size: 900,
    weight: 25,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, price, type] = r.pick(LAPTOPS.Lenovo);
      const [cpu, cpuPrice] = r.pick(CLIENT_CPUS);
      const ram = r.pick([8, 16, 16, 32]);
      return [
        `${type ?? '20W0'}${r.pattern('00XX')}${r.pick(['GE', 'UK', 'MH', 'MX', 'FR', 'IX', 'SP', 'US'])}`,
        `Lenovo ${model} ${cpu} ${ram}GB ${r.pick(['256GB', '512GB', '1TB'])} SSD ${r.pick(['W10P', 'W11P'])} ${r.pick(KEYBOARDS)}`,
        price + cpuPrice + ram * 3,
      ];
    },
  },
  {
    manufacturer: 'Lenovo',
    list: 1,
    size: 400,
    weight: 12,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, price, type] = r.pick(DESKTOPS.Lenovo);
      const [cpu, cpuPrice] = r.pick(DESKTOP_CPUS);
      return [
        `${type ?? '10T7'}${r.pattern('00XX')}${r.pick(['GE', 'UK', 'MH', 'MX', 'FR', 'IX'])}`,
        `Lenovo ${model} ${cpu} ${r.pick([8, 16])}GB ${r.pick(['256GB', '512GB'])} SSD`,
        price + cpuPrice,
      ];
    },
  },
  {
    manufacturer: 'Lenovo',
    list: 13,
    size: 120,
    weight: 8,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, size, kind, price] = r.pick(MONITORS.Lenovo!);
      return [
        `${r.pattern('99AAAAA9')}${r.pick(['EU', 'UK', 'WW'])}`,
        `Lenovo ${model} ${size}" ${kind} Monitor`,
        price,
      ];
    },
  },
  {
    manufacturer: 'Lenovo',
    list: 7,
    size: 500,
    weight: 17,
    quantity: 'unit',
    conditions: 'client',
    make: (r) => [
      r.pattern(r.pick(['5B10A99999', '01YR999', '5M10V99999', '5D10V99999', '5H50A99999'])),
      `Lenovo ${r.pick(LAPTOPS.Lenovo)[0]} ${r.pick(['System Board', 'LCD Panel 14" FHD', 'Keyboard', 'Battery 57Wh', 'Palmrest', 'Bottom Cover', 'Fan', 'USB-C Dock Gen 2', '65W USB-C Adapter'])}`,
      r.int(20, 250),
    ],
  },
];

const IBM: Family[] = [
  {
    manufacturer: 'IBM',
    list: 2,
    size: 1300,
    weight: 80,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const pn = r.chance(0.6)
        ? r.pattern(r.pick(['00AA999', '00NA999', '00LA999', '00Y9999', '01AF999']))
        : r.pattern(r.pick(['45W9999', '49Y9999', '46W9999', '90Y9999', '81Y9999', '44W9999']));
      const kind = r.int(0, 5);
      if (kind === 0) {
        const [desc, price] = hdd(r, 'IBM');
        return [pn, `${desc.replace(' SFF', ' 2.5" SFF G3HS').replace(' LFF', ' 3.5" LFF')}`, price * 0.8];
      }
      if (kind === 1) {
        const [desc, price] = memory(r, 'IBM');
        return [pn, desc, price * 0.8];
      }
      if (kind === 2)
        return [
          pn,
          `IBM ${r.pick(['LTO-6', 'LTO-7', 'LTO-8'])} ${r.pick(['FC', 'SAS'])} Tape Drive for ${r.pick(['TS3100', 'TS3200', 'TS4300', 'TS3500'])}`,
          1400,
        ];
      if (kind === 3)
        return [
          pn,
          `IBM Power${r.pick(['8', '9'])} ${r.pick(['S822', 'S824', 'S914', 'S922', 'E980'])} ${r.pick(['Processor Card', 'Memory Riser', 'Service Processor', 'PCIe3 RAID SAS Adapter', '1400W Power Supply'])}`,
          900,
        ];
      if (kind === 4)
        return [
          pn,
          `IBM Storwize ${r.pick(['V5000', 'V5030', 'V7000', 'V3700'])} ${r.pick(['Node Canister', 'Expansion Canister', '1.2TB 10K SAS HDD', '1.92TB SSD', 'Power Supply 764W'])}`,
          600,
        ];
      return [
        pn,
        `IBM System x ${r.pick(['x3550 M5', 'x3650 M5', 'x3650 M4', 'x3250 M6'])} ${r.pick(SERVER_PARTS)}`,
        r.int(20, 300),
      ];
    },
  },
  {
    manufacturer: 'IBM',
    list: 2,
    size: 150,
    weight: 20,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const feature = `${r.pick(['E', 'EJ', 'EN', 'ES'])}${r.pattern('X9')}${r.pick(['A', 'B', 'C', 'D', 'E'])}`;
      return [
        feature,
        `IBM Power Systems Feature ${feature} ${r.pick(['PCIe3 4-port 10GbE SR Adapter', '16Gb 2-port Fibre Channel Adapter', '387GB SFF-2 SSD', '600GB 10K SFF-3 Disk', '32GB DDR4 Memory'])}`,
        500,
      ];
    },
  },
];

// ---------------------------------------------------------------- HP Inc.

const HP_REGIONS = ['ABB', 'ABD', 'ABH', 'ABU', 'UUG', 'UUZ', 'ABF', 'ABE'] as const;
const hpSku = (r: Random, suffix: string) =>
  `${r.pattern(r.pick(['9A9A9', '9AA99', '9A99A', 'AA9A9']))}${suffix}`;

const HP: Family[] = [
  {
    manufacturer: 'HP',
    list: 7,
    size: 800,
    weight: 28,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, price] = r.pick(LAPTOPS.HP);
      const [cpu, cpuPrice] = r.pick(CLIENT_CPUS);
      const ram = r.pick([8, 16, 16, 32]);
      return [
        `${hpSku(r, r.pick(['EA', 'ET', 'AV']))}${r.chance(0.6) ? `#${r.pick(HP_REGIONS)}` : ''}`,
        `HP ${model} ${cpu} ${ram}GB ${r.pick(['256GB', '512GB', '1TB'])} SSD ${r.pick(['W10P', 'W11P'])} ${r.pick(KEYBOARDS)}`,
        price + cpuPrice + ram * 3,
      ];
    },
  },
  {
    manufacturer: 'HP',
    list: 1,
    size: 500,
    weight: 18,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, price] = r.pick(DESKTOPS.HP);
      const [cpu, cpuPrice] = r.pick(DESKTOP_CPUS);
      return [
        `${hpSku(r, r.pick(['EA', 'ET', 'AV']))}${r.chance(0.5) ? `#${r.pick(HP_REGIONS)}` : ''}`,
        `HP ${model} ${r.pick(['SFF', 'Mini', 'Tower'])} ${cpu} ${r.pick([8, 16])}GB ${r.pick(['256GB', '512GB'])} SSD`,
        price + cpuPrice,
      ];
    },
  },
  {
    manufacturer: 'HP',
    list: 5,
    size: 500,
    weight: 25,
    quantity: 'bulk',
    conditions: 'supply',
    make: (r) => {
      const pn =
        r.pick([
          `CF2${r.pattern('99')}`,
          `CE${r.int(2, 4)}${r.pattern('99')}`,
          `W2${r.pattern('099')}`,
          `W1${r.pattern('099')}`,
          `Q${r.pattern('9999')}`,
          `CF4${r.pattern('99')}`,
        ]) + r.pick(['A', 'X', 'A', 'AC', 'YC']);
      const number = r.pick([
        '59A',
        '26X',
        '30A',
        '85A',
        '12A',
        '10X',
        '87A',
        '89X',
        '17A',
        '44A',
        '415X',
        '207A',
      ]);
      return [
        pn,
        `HP ${number} ${r.pick(['Black', 'Black', 'Cyan', 'Magenta', 'Yellow'])} ${pn.endsWith('X') ? 'High Yield ' : ''}Original LaserJet Toner Cartridge`,
        r.int(40, 220),
      ];
    },
  },
  {
    manufacturer: 'HP',
    list: 5,
    size: 150,
    weight: 10,
    quantity: 'unit',
    conditions: 'client',
    make: (r) => [
      `${r.pattern('9AA99A')}${r.pick(['', '#B19', '#BAZ', '#ABU'])}`,
      `HP ${r.pick(['LaserJet Pro M404dn', 'LaserJet Enterprise M507dn', 'Color LaserJet Pro M454dw', 'LaserJet Enterprise MFP M528f', 'Color LaserJet Enterprise M555dn', 'LaserJet Pro MFP M428fdw', 'OfficeJet Pro 9022', 'PageWide Pro 477dw'])} Printer`,
      r.int(180, 900),
    ],
  },
  {
    manufacturer: 'HP',
    list: 13,
    size: 150,
    weight: 10,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, size, kind, price] = r.pick(MONITORS.HP!);
      return [
        `${r.pattern('9AA99')}${r.pick(['AA', 'AT', 'E9'])}${r.chance(0.4) ? `#${r.pick(HP_REGIONS)}` : ''}`,
        `HP ${model} ${size}" ${kind} Monitor`,
        price,
      ];
    },
  },
  {
    manufacturer: 'HP',
    list: 7,
    size: 120,
    weight: 9,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => [
      `${r.pattern('9AA99')}AA${r.chance(0.5) ? `#${r.pick(HP_REGIONS)}` : ''}`,
      `HP ${r.pick(['USB-C Dock G5', 'Thunderbolt Dock G2 120W', '65W USB-C Power Adapter', 'Elite Wireless Keyboard', 'Business Backpack 15.6', 'UltraSlim Docking Station', '90W Smart AC Adapter', 'Long Life 3-cell Battery'])}`,
      r.int(20, 200),
    ],
  },
];

// ---------------------------------------------------------------- Apple and Samsung

function applePn(r: Random): string {
  return `M${r.pattern(r.pick(['AA99', 'A9A9', 'AAA9', 'AA9A']))}${r.int(2, 3)}${r.pick(APPLE_REGIONS)}`;
}

const APPLE: Family[] = [
  {
    manufacturer: 'Apple',
    list: 11,
    size: 900,
    weight: 55,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, capacities, colours, price] = r.pick(IPHONES);
      const index = r.int(0, capacities.length - 1);
      const capacity = capacities[index]!;
      return [
        applePn(r),
        `Apple ${model} ${capacity >= 1024 ? '1TB' : `${capacity}GB`} ${r.pick(colours)}`,
        price * (1 + index * 0.15),
      ];
    },
  },
  {
    manufacturer: 'Apple',
    list: 7,
    size: 700,
    weight: 45,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [name, price, list] = r.pick(APPLE_COMPUTERS);
      return [applePn(r), `Apple ${name} ${r.pick(APPLE_COLOURS)}`, price, list];
    },
  },
];

const SAMSUNG_SSDS: ReadonlyArray<readonly [string, string, readonly string[], number]> = [
  ['MZ-7LH', 'PM883 SATA 2.5" SSD', ['240', '480', '960', '1T9', '3T8'], 120],
  ['MZ7L3', 'PM893 SATA 2.5" SSD', ['240', '480', '960', '1T9', '3T8', '7T6'], 130],
  ['MZ-7KH', 'SM883 SATA 2.5" SSD', ['240', '480', '960', '1T9', '3T8'], 180],
  ['MZQLB', 'PM983 NVMe U.2 SSD', ['960', '1T9', '3T8', '7T6'], 200],
  ['MZQL2', 'PM9A3 NVMe U.2 SSD', ['960', '1T9', '3T8', '7T6'], 220],
  ['MZ-V8V', '980 NVMe M.2 SSD', ['250', '500', '1T0'], 70],
  ['MZ-V8P', '980 PRO NVMe M.2 SSD', ['500', '1T0', '2T0'], 110],
  ['MZ-77E', '870 EVO SATA 2.5" SSD', ['250', '500', '1T0', '2T0', '4T0'], 80],
];

const SAMSUNG: Family[] = [
  {
    manufacturer: 'Samsung',
    list: 12,
    size: 500,
    weight: 26,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const size = r.pick([2, 4, 8, 1]);
      const gen = r.pick(['M393A', 'M393A', 'M386A', 'M378A', 'M471A', 'M321R']);
      const speed = r.pick(gen === 'M321R' ? ['CQK', 'CWM'] : ['CTD', 'CVF', 'CWE', 'CRC', 'CPB']);
      const pn = `${gen}${size}${r.pick(['K40', 'K43', 'G40', 'G43'])}${r.pick(['BB1', 'CB1', 'CB2', 'DB2', 'DB3', 'BB6', 'EB3'])}-${speed}`;
      const gb = size * (gen === 'M386A' ? 16 : gen === 'M378A' || gen === 'M471A' ? 4 : 8);
      const kind = { M393A: 'RDIMM', M386A: 'LRDIMM', M378A: 'UDIMM', M471A: 'SODIMM', M321R: 'RDIMM' }[gen];
      const generation = gen === 'M321R' ? 'DDR5' : 'DDR4';
      const mts =
        { CTD: 2666, CVF: 2933, CWE: 3200, CRC: 2400, CPB: 2133, CQK: 4800, CWM: 5600 }[speed] ?? 3200;
      return [pn, `Samsung ${gb}GB ${generation}-${mts} ${kind}`, gb * (generation === 'DDR5' ? 4 : 2.3)];
    },
  },
  {
    manufacturer: 'Samsung',
    list: 12,
    size: 350,
    weight: 20,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const [prefix, name, capacities, price] = r.pick(SAMSUNG_SSDS);
      const capacity = r.pick(capacities);
      const cap = capacity.includes('T') ? `${capacity.replace('T', '.')}TB` : `${capacity}GB`;
      const pn = prefix.includes('-')
        ? `${prefix}${capacity}${r.pick(['NE', 'HAJR-00005', 'HCJR-00A07', 'BW', 'B/EU', 'BE'])}`
        : `${prefix}${capacity}${r.pick(['HCJR-00A07', 'HCLS-00A07', 'HAJR-00005', 'HBLS-00007'])}`;
      return [pn, `Samsung ${cap} ${name}`, price * (capacities.indexOf(capacity) + 1) * 0.7];
    },
  },
  {
    manufacturer: 'Samsung',
    list: 11,
    size: 700,
    weight: 40,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, name, capacities, price] = r.pick(GALAXY);
      const index = r.int(0, capacities.length - 1);
      const [code, colour] = r.pick(GALAXY_COLOURS);
      return [
        `${model}${code}${'ADEF'[index] ?? 'A'}${r.pick(['EUB', 'EEB', 'DBT', 'XEF', 'PHE', 'ITV', 'EUE'])}`,
        `Samsung ${name} ${capacities[index]}GB ${colour}`,
        price * (1 + index * 0.12),
      ];
    },
  },
  {
    manufacturer: 'Samsung',
    list: 13,
    size: 100,
    weight: 14,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => {
      const [model, size, kind, price] = r.pick(MONITORS.Samsung!);
      return [
        `L${model.startsWith('S') ? model : `C${model.slice(1)}`}${r.pick(['UUXEN', 'WWPXEN', 'UXEN', 'NUXEN'])}`,
        `Samsung ${model} ${size}" ${kind} Monitor`,
        price,
      ];
    },
  },
];

// ---------------------------------------------------------------- Processors, drives, memory makers

const INTEL: Family[] = [
  {
    manufacturer: 'Intel',
    list: 12,
    size: 400,
    weight: 35,
    quantity: 'bulk',
    conditions: 'current',
    make: (r) => {
      const [model, cores, ghz, , price] = xeon(r);
      return [
        r.chance(0.6)
          ? `CD80${r.pick(['69504', '69504', '68904', '70604'])}${r.pattern('999999')}`
          : `SR${r.pattern('XXX')}`,
        `Intel Xeon ${model} ${cores}-Core ${ghz}GHz ${r.pick(['Tray', 'OEM', 'Tray'])}`,
        price,
      ];
    },
  },
  {
    manufacturer: 'Intel',
    list: 12,
    size: 120,
    weight: 25,
    quantity: 'bulk',
    conditions: 'current',
    make: (r) => {
      const [model, , price] = r.pick<readonly [string, string, number]>([
        ['i7-10700K', '80701', 220],
        ['i9-10900K', '80701', 300],
        ['i5-10400', '80701', 110],
        ['i5-11400', '80708', 130],
        ['i7-11700K', '80708', 250],
        ['i5-12400', '80715', 150],
        ['i7-12700K', '80715', 300],
        ['i9-12900K', '80715', 420],
        ['i5-13600K', '80715', 280],
        ['i7-13700K', '80715', 360],
        ['i9-13900K', '80715', 480],
        ['i9-9900K', '80684', 250],
      ]);
      const code =
        {
          'i9-9900K': '80684',
          'i5-10400': '80701',
          'i7-10700K': '80701',
          'i9-10900K': '80701',
          'i5-11400': '80708',
          'i7-11700K': '80708',
        }[model] ?? '80715';
      const variant = model.endsWith('K') ? r.pick(['', 'F']) : r.pick(['', 'F', 'T']);
      return [`BX${code}${model.slice(3)}${variant}`, `Intel Core ${model}${variant} Processor Boxed`, price];
    },
  },
  {
    manufacturer: 'Intel',
    list: 2,
    size: 150,
    weight: 25,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<Made>([
        [
          `X710DA${r.pick(['2', '4'])}${r.pick(['', 'BLK', 'G1P5', 'FH'])}`,
          'Intel Ethernet Converged Network Adapter X710 10GbE SFP+',
          180,
        ],
        [
          `E810XXVDA${r.pick(['2', '4'])}${r.pick(['', 'BLK', 'G1P5'])}`,
          'Intel Ethernet Network Adapter E810 25GbE SFP28',
          300,
        ],
        [
          `I350T${r.pick(['2', '4'])}V2${r.pick(['', 'BLK'])}`,
          'Intel Ethernet Server Adapter I350 1GbE RJ45',
          60,
        ],
        [
          `X550T${r.pick(['1', '2'])}${r.pick(['', 'BLK'])}`,
          'Intel Ethernet Converged Network Adapter X550 10GBASE-T',
          200,
        ],
        [
          `XXV710DA${r.pick(['1', '2'])}${r.pick(['', 'BLK', 'G1P5'])}`,
          'Intel Ethernet Network Adapter XXV710 25GbE',
          250,
        ],
        [
          `X520DA${r.pick(['1', '2'])}${r.pick(['', 'BLK'])}`,
          'Intel Ethernet Converged Network Adapter X520 10GbE SFP+',
          60,
        ],
      ]),
  },
  {
    manufacturer: 'Intel',
    list: 12,
    size: 150,
    weight: 15,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const [family, name] = r.pick([
        ['SSDSC2KB', 'D3-S4510 SATA 2.5" SSD'],
        ['SSDSC2KG', 'D3-S4610 SATA 2.5" SSD'],
        ['SSDSC2KB', 'D3-S4520 SATA 2.5" SSD'],
        ['SSDPE2KX', 'DC P4510 NVMe U.2 SSD'],
        ['SSDPF2KX', 'D7-P5510 NVMe U.2 SSD'],
        ['SSDPE2KE', 'DC P4610 NVMe U.2 SSD'],
      ] as const);
      const capacity = r.pick(
        family.startsWith('SSDSC')
          ? ['240G', '480G', '960G', '019T', '038T', '076T']
          : ['010T', '020T', '040T', '038T', '076T', '080T'],
      );
      const cap = capacity.endsWith('G')
        ? `${capacity.slice(0, 3)}GB`
        : `${Number(capacity.slice(0, 3)) / 10}TB`;
      return [
        `${family}${capacity}${r.pick(['8', '1', '801', '101'])}`,
        `Intel ${cap} ${name}`,
        120 *
          (1 +
            ['240G', '480G', '960G', '010T', '019T', '020T', '038T', '040T', '076T', '080T'].indexOf(
              capacity,
            ) *
              0.5),
      ];
    },
  },
];

const AMD: Family[] = [
  {
    manufacturer: 'AMD',
    list: 12,
    size: 250,
    weight: 100,
    quantity: 'bulk',
    conditions: 'current',
    make: (r) => {
      if (r.chance(0.55)) {
        const [model, cores, ghz, , price] = r.pick(EPYC_SPECS);
        return [
          `100-000000${r.pattern('999')}${r.pick(['', 'WOF'])}`,
          `AMD EPYC ${model} ${cores}-Core ${ghz}GHz Processor`,
          price,
        ];
      }
      if (r.chance(0.6)) {
        const [model, price] = r.pick<readonly [string, number]>([
          ['Ryzen 5 5600X', 140],
          ['Ryzen 7 5800X', 190],
          ['Ryzen 9 5900X', 260],
          ['Ryzen 9 5950X', 380],
          ['Ryzen 5 7600X', 220],
          ['Ryzen 7 7700X', 300],
          ['Ryzen 9 7950X', 550],
          ['Ryzen Threadripper PRO 3975WX', 1900],
        ]);
        return [
          `100-${r.pick(['100000', '000000'])}${r.pattern('999')}${r.pick(['WOF', 'BOX', 'MPK'])}`,
          `AMD ${model} Processor`,
          price,
        ];
      }
      return [
        `100-${r.pattern('506999')}`,
        `AMD Radeon Pro ${r.pick(['W5700', 'W6600', 'W6800', 'WX 3200', 'WX 5100'])} ${r.pick(['8GB', '16GB', '32GB', '4GB'])} Graphics`,
        450,
      ];
    },
  },
];

const NVIDIA: Family[] = [
  {
    manufacturer: 'Nvidia',
    list: 2,
    size: 120,
    weight: 35,
    quantity: 'unit',
    conditions: 'current',
    make: (r) => {
      const [name, price] = r.pick<readonly [string, number]>([
        ['Tesla V100 32GB PCIe', 2500],
        ['Tesla V100 16GB SXM2', 1200],
        ['A100 40GB PCIe', 8000],
        ['A100 80GB PCIe', 14000],
        ['Tesla T4 16GB PCIe', 700],
        ['A30 24GB PCIe', 4500],
        ['A40 48GB PCIe', 5000],
        ['RTX A4000 16GB', 800],
        ['RTX A5000 24GB', 1800],
        ['RTX A6000 48GB', 3800],
        ['Quadro RTX 4000 8GB', 450],
        ['L40S 48GB PCIe', 8000],
        ['H100 80GB PCIe', 28000],
      ]);
      return [
        `900-${r.pick(['2G500', '21001', '2G133', '5G133', '2G183', '5G500', '2G193'])}-${r.pattern('9999')}-${r.pick(['000', '100', '500'])}`,
        `NVIDIA ${name}`,
        price,
      ];
    },
  },
  {
    manufacturer: 'Nvidia',
    list: 15,
    size: 100,
    weight: 30,
    quantity: 'bulk',
    conditions: 'current',
    make: (r) => {
      const [name, price] = r.pick<readonly [string, number]>([
        ['GeForce RTX 3060 12GB', 280],
        ['GeForce RTX 3060 Ti 8GB', 330],
        ['GeForce RTX 3070 8GB', 400],
        ['GeForce RTX 3070 Ti 8GB', 450],
        ['GeForce RTX 3080 10GB', 550],
        ['GeForce RTX 3080 Ti 12GB', 700],
        ['GeForce RTX 3090 24GB', 900],
        ['GeForce RTX 4070 12GB', 580],
        ['GeForce RTX 4070 Ti 12GB', 780],
        ['GeForce RTX 4080 16GB', 1150],
        ['GeForce RTX 4090 24GB', 1800],
      ]);
      return [
        `900-1G${r.pick(['133', '136', '142', '141'])}-${r.pattern('2599')}-000`,
        `NVIDIA ${name} Founders Edition`,
        price,
      ];
    },
  },
  {
    manufacturer: 'Nvidia',
    list: 4,
    size: 120,
    weight: 35,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<Made>([
        [
          `MCX${r.pick(['512A', '4121A', '516A', '515A', '4131A', '623106A'])}-${r.pick(['ACAT', 'CCAT', 'XCAT', 'ACUT', 'GCAT'])}`,
          `Mellanox ConnectX ${r.pick(['10/25GbE SFP28 Dual-Port', '100GbE QSFP28 Dual-Port', '40GbE QSFP+'])} Adapter`,
          280,
        ],
        [
          `MCX653${r.pick(['105A', '106A'])}-${r.pick(['HDAT', 'ECAT', 'EDAT'])}`,
          'Mellanox ConnectX-6 VPI HDR100/HDR InfiniBand Adapter',
          700,
        ],
        [
          `MSN${r.pick(['2100', '2410', '2700', '3700'])}-${r.pick(['CB2F', 'BB2F', 'CB2FC', 'VS2F'])}`,
          `Mellanox Spectrum SN${r.pick(['2100', '2410', '2700', '3700'])} Ethernet Switch`,
          6000,
        ],
        [
          `MFA1A00-${r.pick(['C003', 'C005', 'C010', 'E010', 'E030'])}`,
          'Mellanox Active Fiber Cable 100GbE QSFP28',
          120,
        ],
        [
          `MCP${r.pick(['1600', '2M00', '7F00'])}-${r.pick(['C001', 'C002', 'C003', 'A001'])}`,
          'Mellanox Passive Copper Cable QSFP28/SFP28',
          40,
        ],
      ]),
  },
];

function seagateCapacity(r: Random): [string, string, number] {
  return r.pick<[string, string, number]>([
    ['1000', '1TB', 40],
    ['2000', '2TB', 55],
    ['4000', '4TB', 90],
    ['6000', '6TB', 120],
    ['8000', '8TB', 160],
    ['10000', '10TB', 200],
    ['12000', '12TB', 230],
    ['14000', '14TB', 260],
    ['16000', '16TB', 290],
    ['18000', '18TB', 320],
    ['20000', '20TB', 370],
    ['600', '600GB', 50],
    ['900', '900GB', 70],
    ['1200', '1.2TB', 100],
    ['1800', '1.8TB', 140],
    ['2400', '2.4TB', 180],
  ]);
}

const SEAGATE: Family[] = [
  {
    manufacturer: 'Seagate',
    list: 12,
    size: 1100,
    weight: 100,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const [code, cap, price] = seagateCapacity(r);
      const small = Number(code) < 3000 && code !== '1000' && code !== '2000';
      const line = small ? 'MM' : r.pick(['NM', 'NM', 'VN', 'DM', 'VX', 'NE']);
      const name = {
        MM: 'Exos 10E2400 SAS 12Gb/s 10K 2.5"',
        NM: `Exos ${r.pick(['7E8', 'X16', 'X18', 'X20'])} ${r.pick(['SATA 6Gb/s', 'SAS 12Gb/s'])} 7.2K 3.5"`,
        VN: 'IronWolf NAS SATA 3.5"',
        DM: 'BarraCuda SATA 3.5"',
        VX: 'SkyHawk Surveillance SATA 3.5"',
        NE: 'IronWolf Pro SATA 3.5"',
      }[line];
      return [
        `ST${code}${line}${r.pattern(r.pick(['0999', '00XA', '099A', '000A']))}`,
        `Seagate ${name} ${cap} HDD`,
        price * (line === 'MM' ? 1 : line === 'DM' ? 0.7 : 1),
      ];
    },
  },
];

const WD: Family[] = [
  {
    manufacturer: 'Western Digital',
    list: 12,
    size: 500,
    weight: 55,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const [code, cap, price] = r.pick<[string, string, number]>([
        ['1003', '1TB', 50],
        ['2003', '2TB', 70],
        ['4003', '4TB', 110],
        ['6003', '6TB', 150],
        ['8003', '8TB', 190],
        ['101K', '10TB', 230],
        ['121K', '12TB', 260],
        ['141K', '14TB', 290],
        ['40EF', '4TB', 100],
        ['80EF', '8TB', 180],
      ]);
      const [suffix, name] = r.pick([
        ['FRYZ', 'Gold Enterprise SATA 3.5"'],
        ['FZWX', 'Black SATA 3.5"'],
        ['FFBX', 'Red Pro NAS SATA 3.5"'],
        ['EFRX', 'Red Plus NAS SATA 3.5"'],
        ['PURZ', 'Purple Surveillance SATA 3.5"'],
        ['KRYZ', 'Gold Enterprise SATA 3.5"'],
      ] as const);
      return [`WD${code}${suffix}`, `WD ${name} ${cap} HDD`, price];
    },
  },
  {
    manufacturer: 'Western Digital',
    list: 12,
    size: 400,
    weight: 45,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      if (r.chance(0.5)) {
        const [code, cap, price] = r.pick<[string, string, number]>([
          ['HUS726T4TAL', '4TB', 110],
          ['HUS726T6TAL', '6TB', 150],
          ['HUS728T8TAL', '8TB', 190],
          ['HUH721010AL', '10TB', 230],
          ['HUH721212AL', '12TB', 260],
          ['WUH721414AL', '14TB', 290],
          ['WUH721816AL', '16TB', 320],
          ['WUH721818AL', '18TB', 350],
          ['HUC101812CS', '1.2TB', 100],
          ['HUC109060CS', '600GB', 50],
        ]);
        const iface = r.pick(['E6L4', 'E604', 'N6M0', '5204', '4200', 'E6L1']);
        return [
          `${code}${iface}`,
          `WD Ultrastar ${code.startsWith('HUC') ? 'C10K1800 SAS 2.5"' : `${r.pick(['DC HC310', 'DC HC330', 'DC HC530', 'DC HC550'])} ${iface.startsWith('E') ? 'SATA' : 'SAS'} 3.5"`} ${cap} HDD`,
          price,
        ];
      }
      return [
        `0${r.pick(['F', 'B'])}${r.pattern('99999')}`,
        `WD Ultrastar ${r.pick(['DC HC530 14TB SATA', 'DC HC550 16TB SAS', 'DC HC520 12TB SATA', 'DC SA620 960GB SATA SSD', 'DC SS530 1.6TB SAS SSD'])} (0F part)`,
        250,
      ];
    },
  },
];

const KINGSTON: Family[] = [
  {
    manufacturer: 'Kingston',
    list: 12,
    size: 450,
    weight: 70,
    quantity: 'bulk',
    conditions: 'current',
    make: (r) => {
      const speed = r.pick(['26', '29', '32', '48', '56']);
      const ddr5 = speed === '48' || speed === '56';
      const kind = r.pick(['R', 'E', 'ES']);
      const size = r.pick([8, 16, 32, 64]);
      return [
        `KSM${speed}${kind}${r.pick(ddr5 ? ['D8', 'S4', 'D4'] : ['D4', 'D8', 'S4', 'S8'])}/${size}${r.pick(['MR', 'HC', 'HA', 'ME', 'MF', 'HD', 'HAR'])}`,
        `Kingston Server Premier ${size}GB ${ddr5 ? 'DDR5' : 'DDR4'}-${{ 26: 2666, 29: 2933, 32: 3200, 48: 4800, 56: 5600 }[speed]} ${kind === 'R' ? 'Registered' : 'ECC Unbuffered'}`,
        size * (ddr5 ? 4 : 2.4),
      ];
    },
  },
  {
    manufacturer: 'Kingston',
    list: 12,
    size: 120,
    weight: 30,
    quantity: 'bulk',
    conditions: 'current',
    make: (r) => {
      const [family, name] = r.pick([
        ['SEDC500M', 'DC500M Enterprise SATA SSD'],
        ['SEDC600M', 'DC600M Enterprise SATA SSD'],
        ['SEDC1500M', 'DC1500M U.2 NVMe SSD'],
        ['SKC3000D', 'KC3000 NVMe M.2 SSD'],
        ['SA400S37', 'A400 SATA SSD'],
        ['SNV2S', 'NV2 NVMe M.2 SSD'],
      ] as const);
      const cap = r.pick(['240G', '480G', '960G', '1920G', '3840G']);
      return [
        `${family}/${cap}`,
        `Kingston ${cap.replace('G', 'GB')} ${name}`,
        Number(cap.replace('G', '')) / 8,
      ];
    },
  },
];

const MICRON: Family[] = [
  {
    manufacturer: 'Micron',
    list: 12,
    size: 300,
    weight: 60,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      const chips = r.pick([9, 18, 36]);
      const density = r.pick([1, 2, 4, 8]);
      const speed = r.pick(['2G1', '2G3', '2G6', '2G9', '3G2']);
      const gb = chips === 9 ? density * 8 : chips === 18 ? density * 8 : density * 16;
      return [
        `MTA${chips}ASF${density}G72PZ-${speed}${r.pick(['A2', 'B1', 'E1', 'E2', 'J1', 'B2'])}`,
        `Micron ${gb}GB DDR4-${{ '2G1': 2133, '2G3': 2400, '2G6': 2666, '2G9': 2933, '3G2': 3200 }[speed]} ${chips === 36 ? '2Rx4' : chips === 18 ? '1Rx4' : '1Rx8'} RDIMM`,
        gb * 2.3,
      ];
    },
  },
  {
    manufacturer: 'Micron',
    list: 12,
    size: 200,
    weight: 40,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      if (r.chance(0.3)) {
        const [pn, desc, price] = r.pick<readonly [string, string, number]>([
          ['CT16G4DFRA32A', 'Crucial 16GB DDR4-3200 UDIMM', 35],
          ['CT32G4DFD832A', 'Crucial 32GB DDR4-3200 UDIMM', 65],
          ['CT1000MX500SSD1', 'Crucial MX500 1TB SATA SSD', 60],
          ['CT2000MX500SSD1', 'Crucial MX500 2TB SATA SSD', 110],
          ['CT1000P3PSSD8', 'Crucial P3 Plus 1TB NVMe SSD', 55],
          ['CT2000P5PSSD8', 'Crucial P5 Plus 2TB NVMe SSD', 120],
          ['CT16G4SFRA32A', 'Crucial 16GB DDR4-3200 SODIMM', 35],
        ]);
        return [pn, desc, price];
      }
      const capacity = r.pick(['480', '960', '1T9', '3T8', '7T6']);
      const [prefix, name] = r.pick([
        ['MTFDDAK', '5300 PRO SATA 2.5" SSD'],
        ['MTFDDAK', '5400 PRO SATA 2.5" SSD'],
        ['MTFDHAL', '7300 PRO NVMe U.2 SSD'],
        ['MTFDKCC', '7450 PRO NVMe U.3 SSD'],
      ] as const);
      return [
        `${prefix}${capacity}${r.pick(['TDS', 'TDT', 'TGA', 'TFR'])}-1AW1ZAB${r.pick(['YY', 'YYR', 'YYT'])}`,
        `Micron ${capacity.includes('T') ? `${capacity.replace('T', '.')}TB` : `${capacity}GB`} ${name}`,
        150,
      ];
    },
  },
];

const TOSHIBA: Family[] = [
  {
    manufacturer: 'Toshiba',
    list: 12,
    size: 400,
    weight: 100,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) => {
      if (r.chance(0.6)) {
        const [model, cap, price] = r.pick<readonly [string, string, number]>([
          ['MG04ACA400E', '4TB', 90],
          ['MG04ACA600E', '6TB', 120],
          ['MG06ACA800E', '8TB', 160],
          ['MG07ACA14TE', '14TB', 250],
          ['MG08ACA16TE', '16TB', 280],
          ['MG09ACA18TE', '18TB', 310],
          ['MG04SCA40EE', '4TB SAS', 110],
          ['MG07SCA14TE', '14TB SAS', 270],
          ['HDWG480UZSVA', '8TB N300', 180],
          ['DT01ACA200', '2TB', 50],
        ]);
        return [
          `${model}${r.pick(['', '', 'A', 'Y'])}`,
          `Toshiba ${cap} ${model.startsWith('MG') ? 'Enterprise Capacity 7.2K 3.5"' : 'Desktop 3.5"'} HDD`,
          price,
        ];
      }
      const [code, cap] = r.pick([
        ['AL14SEB030N', '300GB'],
        ['AL14SEB060N', '600GB'],
        ['AL14SEB090N', '900GB'],
        ['AL14SEB120N', '1.2TB'],
        ['AL15SEB18EQ', '1.8TB'],
        ['AL15SEB24EQ', '2.4TB'],
        ['AL14SXB60EN', '600GB 15K'],
      ] as const);
      return [
        `${code}${r.pick(['', 'Y', 'H'])}`,
        `Toshiba ${cap} SAS 12Gb/s 10K 2.5" Enterprise Performance HDD`,
        90,
      ];
    },
  },
];

// ---------------------------------------------------------------- Storage, servers, networking others

const NETAPP: Family[] = [
  {
    manufacturer: 'NetApp',
    list: 2,
    size: 450,
    weight: 60,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const [desc, price] = r.chance(0.65) ? hdd(r, 'NetApp') : ssd(r, 'NetApp');
      const shelf = r.pick(['DS224C', 'DS2246', 'DS4246', 'DS212C', 'DS460C', 'FAS2750', 'AFF A250']);
      return [
        `${r.pick(['X', 'SP-X', 'X'])}${r.pattern(r.pick(['999A', '9999A', '999B']))}-R6`,
        `${desc} for ${shelf}`,
        price * 1.3,
      ];
    },
  },
  {
    manufacturer: 'NetApp',
    list: 2,
    size: 300,
    weight: 40,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<() => Made>([
        () => [
          `111-${r.pattern('09999')}`,
          `NetApp ${r.pick(['IOM12 Module', 'IOM6 Module', 'Controller Module FAS2750', '913W PSU', 'Boot Media 128GB', 'NVMEM Battery', 'Fan Module', 'Midplane DS224C', 'X2065A 4-port SAS HBA'])} (FRU)`,
          r.int(80, 2500),
        ],
        () => [
          r.pick(['DS224C', 'DS212C', 'DS4246', 'DS2246', 'DS460C', 'DS4486']) +
            r.pick(['', '-0-24-0-0-0', '-R6', '-DA']),
          `NetApp ${r.pick(['DS224C 24x 2.5"', 'DS212C 12x 3.5"', 'DS4246 24x 3.5"', 'DS2246 24x 2.5"', 'DS460C 60x 3.5"'])} Disk Shelf`,
          2000,
        ],
        () => [
          r.pick([
            'FAS2750',
            'FAS2720',
            'FAS8200',
            'FAS8300',
            'AFF-A250',
            'AFF-A300',
            'AFF-A400',
            'AFF-A700',
          ]) + r.pick(['A', '-HA', '-BASE', '-001']),
          'NetApp Storage Controller HA Pair',
          9000,
        ],
        () => [
          `X${r.pattern('66099')}${r.pick(['A', 'B'])}${r.pick(['-R6', '-0.5-C', '-2-C', '-5-C'])}`,
          `NetApp ${r.pick(['Cable SAS 0.5m', 'Cable SAS 2m', 'Cable Cluster 10GbE 2m', 'Mini-SAS HD Cable 5m'])}`,
          40,
        ],
      ])(),
  },
];

const FUJITSU: Family[] = [
  {
    manufacturer: 'Fujitsu',
    list: 2,
    size: 700,
    weight: 70,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const pn = r.pick([
        `S26361-F${r.pattern('9999')}-${r.pick(['L', 'E', 'L'])}${r.pattern('999')}`,
        `S26361-K${r.pattern('9999')}-V${r.pattern('999')}`,
        `CA${r.pattern('99999')}-${r.pattern('9999')}`,
        `PY-${r.pick(['TP', 'SH', 'BS', 'ME', 'CP', 'LA'])}${r.pattern('99999')}`,
      ]);
      const kind = r.int(0, 4);
      if (kind === 0) {
        const [desc, price] = hdd(r, 'Fujitsu');
        return [pn, desc.replace(' SFF', ' 2.5" H-P EP').replace(' LFF', ' 3.5" H-P BC'), price];
      }
      if (kind === 1) {
        const [desc, price] = ssd(r, 'Fujitsu');
        return [pn, desc, price];
      }
      if (kind === 2) {
        const [desc, price] = memory(r, 'Fujitsu');
        return [pn, desc, price];
      }
      if (kind === 3)
        return [
          pn,
          `Fujitsu PRIMERGY ${r.pick(['RX2530 M4', 'RX2540 M4', 'RX2530 M5', 'RX2540 M5', 'RX2540 M6', 'TX1330 M4', 'RX1330 M4', 'TX2550 M5'])} ${r.pick(['Server Barebone', 'Base Unit 8x 2.5"', 'Base Unit 12x 3.5"'])}`,
          1500,
        ];
      return [
        pn,
        `Fujitsu ${r.pick(['PRAID EP420i', 'PRAID EP540i', 'PSAS CP400i', 'PLAN EP X710-DA2', 'Modular PSU 800W Platinum', 'Rack Mount Kit F1 CMA'])}`,
        150,
      ];
    },
  },
  {
    manufacturer: 'Fujitsu',
    list: 7,
    size: 200,
    weight: 30,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => [
      `VFY:${r.pick(['U7', 'E5', 'U9', 'E4', 'U7X'])}${r.pattern('99A')}MF${r.pattern('A9')}${r.pick(['DE', 'NL', 'GB', 'FR'])}`,
      `Fujitsu LIFEBOOK ${r.pick(['U7410', 'U7510', 'E5410', 'E5510', 'U9311', 'U7411', 'U7311'])} ${r.pick(CLIENT_CPUS)[0]} ${r.pick([8, 16])}GB ${r.pick(['256GB', '512GB'])} SSD`,
      350,
    ],
  },
];

const HUAWEI: Family[] = [
  {
    manufacturer: 'Huawei',
    list: 4,
    size: 450,
    weight: 70,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) => {
      const model = r.pick([
        `S5735-L${r.pick(['24', '48'])}${r.pick(['T4X', 'P4X', 'T4S', 'LP4X'])}-A1`,
        `S5720-${r.pick(['28', '52'])}${r.pick(['X', 'P', 'X-PWR'])}-${r.pick(['SI', 'LI', 'EI'])}-AC`,
        `S6730-H${r.pick(['24', '48'])}X6C`,
        `CE${r.pick(['6881', '6857', '6865', '8850'])}-${r.pick(['48S6CQ', '48S6CQ-EI', '32CQ-EI', '48T6CQ'])}`,
        `AR${r.pick(['651', '6120', '6140', '6280', '161'])}${r.pick(['', '-S', 'W-S'])}`,
        `USG${r.pick(['6305E', '6525E', '6555E'])}-AC`,
      ]);
      return [
        r.chance(0.5) ? `${r.pick(['02', '98'])}${r.pattern('35XXXX')}` : model,
        `Huawei ${model} ${model.startsWith('AR') ? 'Router' : model.startsWith('USG') ? 'Firewall' : 'Switch'}`,
        1200,
      ];
    },
  },
  {
    manufacturer: 'Huawei',
    list: 2,
    size: 250,
    weight: 30,
    quantity: 'bulk',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<Made>([
        [`OMXD${r.pattern('30000')}`, 'Huawei eSFP+ 10G Multi-mode 850nm 0.3km LC Optical Transceiver', 30],
        [
          `0231${r.pattern('AAAA')}`,
          `Huawei ${r.pick(['eSFP-GE-SX-MM850', 'SFP-10G-USR', 'QSFP-40G-iSR4', 'SFP-25G-SR'])} Transceiver`,
          25,
        ],
        [
          `0235${r.pattern('9999')}`,
          `Huawei FusionServer ${r.pick(['2288H V5', '1288H V5', '2288H V6'])} ${r.pick(['Chassis 12x 3.5"', 'Mainboard', '900W PSU', 'RAID 3508'])}`,
          700,
        ],
        [
          `0630${r.pattern('9999')}`,
          `Huawei FusionServer ${r.pick(['32GB DDR4-2933 RDIMM', '64GB DDR4-3200 RDIMM', '1.2TB SAS 10K HDD', '960GB SATA SSD'])}`,
          120,
        ],
      ]),
  },
];

const SUPERMICRO: Family[] = [
  {
    manufacturer: 'Supermicro',
    list: 2,
    size: 450,
    weight: 100,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<() => Made>([
        () => {
          const model = `SYS-${r.pick(['1', '2', '6', '4'])}0${r.pick(['19', '29', '39', '49'])}${r.pick(['P', 'U', 'BT', 'TP', 'GP'])}-${r.pick(['TR', 'TRT', 'WTR', 'TR4', 'E1CR12L', 'C1RT', 'HTTR'])}`;
          return [model, `Supermicro SuperServer ${model.slice(4)} Barebone`, 1800];
        },
        () => {
          const model = `AS-${r.pick(['1', '2'])}${r.pick(['014', '024', '114', '124'])}${r.pick(['S', 'US', 'TS'])}-${r.pick(['TNR', 'TNRP', 'WTRT', 'HNTR'])}`;
          return [model, `Supermicro A+ Server ${model.slice(3)} (AMD EPYC)`, 2500];
        },
        () => [
          r.pick([
            'X11DPi-NT',
            'X10DRi-T',
            'X12DPi-NT6',
            'H11SSL-i',
            'X11SPL-F',
            'X9DRi-LN4F+',
            'X11DPH-T',
            'H12SSL-i',
            'X10DRU-i+',
            'X11SSL-F',
          ]) + r.pick(['', '-O', '-B']),
          `Supermicro ${r.pick(['Dual Socket', 'Single Socket'])} Server Motherboard`,
          400,
        ],
        () => [
          `CSE-${r.pick(['826', '216', '846', '815', '825', '836'])}${r.pick(['BE1C4', 'BE1C', 'TQ', 'BE2C', 'BAC4'])}-R${r.pick(['1K23', '920', '1K28', '741'])}${r.pick(['LPB', 'B', 'WB'])}`,
          'Supermicro Server Chassis with Redundant PSU',
          700,
        ],
        () => [
          `MEM-DR4${r.pick(['16', '32', '64'])}L-${r.pick(['SL', 'HL', 'CL'])}0${r.int(1, 7)}-ER${r.pick(['26', '29', '32'])}`,
          `Supermicro ${r.pick(['16GB', '32GB', '64GB'])} DDR4 ECC RDIMM`,
          90,
        ],
        () => [
          `AOC-${r.pick(['STGN-i2S', 'S25G-B2S', 'STG-i4S', 'S40G-i2Q', 'S3008L-L8e', 'MTG-i4T'])}`,
          'Supermicro Add-on Card',
          150,
        ],
      ])(),
  },
];

const BROCADE: Family[] = [
  {
    manufacturer: 'Brocade',
    list: 2,
    size: 250,
    weight: 100,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<() => Made>([
        () => {
          const model = r.pick(['G620', 'G610', 'G720', '6510', '6505', '300', 'G630', '6520']);
          const ports = r.pick(['24', '48', '8', '12', '64']);
          const speed = r.pick(['16G', '32G', '64G', '8G']);
          return [
            `BR-${model}-${ports}-${speed}-${r.pick(['R', 'F', 'R', '0'])}`,
            `Brocade ${model} ${ports}-port ${speed} Fibre Channel Switch`,
            4000,
          ];
        },
        () => [
          `57-1000${r.pattern('999')}-01`,
          `Brocade ${r.pick(['16Gb SWL SFP+', '32Gb SWL SFP+', '8Gb SWL SFP+', '16Gb LWL SFP+', '10GbE SR SFP+'])} Transceiver`,
          70,
        ],
        () => [
          `XBR-000${r.pattern('999')}`,
          `Brocade ${r.pick(['16Gb SWL SFP+ 8-pack', '32Gb SWL SFP+', '10GbE SR SFP+'])} Optics`,
          120,
        ],
        () => [
          `BR-${r.pick(['G620', '6510', 'G610'])}-${r.pick(['8POD', '12POD', '24POD'])}-${r.pick(['16G', '32G'])}`,
          'Brocade Ports on Demand License Upgrade',
          1500,
        ],
      ])(),
  },
];

const FORTINET: Family[] = [
  {
    manufacturer: 'Fortinet',
    list: 4,
    size: 300,
    weight: 100,
    quantity: 'unit',
    conditions: 'current',
    make: (r) => {
      const [model, price, kind] = r.pick<readonly [string, number, string]>([
        ['FG-40F', 400, 'FortiGate'],
        ['FG-60F', 600, 'FortiGate'],
        ['FG-80F', 900, 'FortiGate'],
        ['FG-100F', 2200, 'FortiGate'],
        ['FG-200F', 4500, 'FortiGate'],
        ['FG-600E', 12000, 'FortiGate'],
        ['FG-60E', 300, 'FortiGate'],
        ['FG-100E', 900, 'FortiGate'],
        ['FS-124F-FPOE', 900, 'FortiSwitch'],
        ['FS-148F-POE', 1200, 'FortiSwitch'],
        ['FS-448E-FPOE', 3500, 'FortiSwitch'],
        ['FAP-231F-E', 450, 'FortiAP'],
        ['FAP-431F-E', 900, 'FortiAP'],
        ['FAP-U231F-E', 400, 'FortiAP'],
      ]);
      if (kind === 'FortiGate' && r.chance(0.6)) {
        const bundle = r.pick(['950', '809', '811', '874']);
        const months = r.pick(['12', '36', '60']);
        return [
          `${model}-BDL-${bundle}-${months}`,
          `${kind} ${model.slice(3)} Hardware plus ${months} months ${bundle === '950' ? 'UTP' : bundle === '809' ? 'Enterprise Protection' : '24x7 FortiCare'} Bundle`,
          price * 1.6,
        ];
      }
      return [model, `Fortinet ${kind} ${model.replace(/^F[GSA]P?-/, '')}`, price];
    },
  },
];

// ---------------------------------------------------------------- Printing, POS, power, software, misc

const LEXMARK: Family[] = [
  {
    manufacturer: 'Lexmark',
    list: 5,
    size: 400,
    weight: 100,
    quantity: 'bulk',
    conditions: 'supply',
    make: (r) =>
      r.pick<() => Made>([
        () => [
          `${r.pick(['50', '51', '52', '53', '56', '58', '60', '71', '74', '78'])}F${r.pick(['0', '1', '2', '5'])}${r.pick(['H', 'U', 'X', '0'])}${r.pick(['00', '0E', 'E0'])}`,
          `Lexmark ${r.pick(['502H', '512H', '522X', '532', '56F2H', '58D2U'])} ${r.pick(['High Yield', 'Extra High Yield', 'Return Program'])} Toner Cartridge`,
          120,
        ],
        () => [
          `${r.pick(['24B', '25B'])}${r.pattern('9999')}`,
          `Lexmark ${r.pick(['MS810', 'MX710', 'CS720', 'XC2235', 'MS621'])} ${r.pick(['Toner', 'Imaging Unit', 'Waste Toner Bottle'])}`,
          150,
        ],
        () => [
          `${r.pick(['29', '35', '36', '38', '40', '41', '42', '47', '50'])}S${r.pattern('0999')}`,
          `Lexmark ${r.pick(['MS510dn', 'MS621dn', 'MX521ade', 'CS521dn', 'MX622adhe', 'MS826de', 'CX725de'])} ${r.pick(['Mono', 'Colour'])} Laser Printer`,
          400,
        ],
        () => [
          `40X${r.pattern('9999')}`,
          `Lexmark ${r.pick(['Fuser Maintenance Kit 220V', 'Transfer Roller', 'Pick Roller Kit', 'ADF Maintenance Kit'])}`,
          180,
        ],
      ])(),
  },
];

const KYOCERA: Family[] = [
  {
    manufacturer: 'Kyocera',
    list: 5,
    size: 200,
    weight: 100,
    quantity: 'bulk',
    conditions: 'supply',
    make: (r) =>
      r.chance(0.6)
        ? [
            `TK-${r.pick(['1150', '1160', '1170', '3160', '3190', '5240K', '5240C', '5270K', '8335K', '8545K'])}`,
            `Kyocera Toner Kit ${r.pick(['Black', 'Cyan', 'Magenta', 'Yellow'])}`,
            60,
          ]
        : [
            `110${r.pattern('2A99NL0')}`,
            `Kyocera ECOSYS ${r.pick(['M5526cdn', 'P3145dn', 'M2540dn', 'P2040dn', 'M3655idn', 'TASKalfa 2553ci'])} Printer`,
            400,
          ],
  },
];

const ZEBRA: Family[] = [
  {
    manufacturer: 'Zebra',
    list: 10,
    size: 600,
    weight: 100,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) =>
      r.pick<() => Made>([
        () => [
          `ZT${r.pick(['410', '411', '420', '421', '610'])}${r.pick(['42', '43', '62'])}-T${r.pick(['0', '1', '2'])}E${r.pattern('0000Z')}`,
          `Zebra ${r.pick(['ZT410', 'ZT411', 'ZT420', 'ZT421', 'ZT610'])} Industrial Label Printer ${r.pick(['203dpi', '300dpi'])}`,
          1200,
        ],
        () => [
          `ZD${r.pick(['420', '421', '620', '621'])}${r.pick(['42', '43'])}-${r.pick(['D', 'T'])}0E${r.pattern('E00EZ')}`,
          `Zebra ${r.pick(['ZD420', 'ZD421', 'ZD620', 'ZD621'])} Desktop Label Printer`,
          400,
        ],
        () => [`GK42-${r.pattern('202520')}-000`, 'Zebra GK420d Desktop Label Printer', 180],
        () => [
          `DS${r.pick(['2208', '2278', '4608', '8108', '8178', '9308'])}-SR${r.pattern('7U2100')}${r.pick(['AZW', 'SGW', 'AZN'])}`,
          `Zebra ${r.pick(['DS2208', 'DS2278', 'DS4608', 'DS8108', 'DS8178', 'DS9308'])} Barcode Scanner Kit`,
          120,
        ],
        () => [
          `${r.pick(['TC52', 'TC57', 'TC21', 'TC26', 'MC33', 'TC72', 'TC52AX'])}${r.pick(['0K', 'AK', 'BK', '0X'])}-${r.pattern('1PEZU4P')}-${r.pick(['EU', 'A6', 'NA'])}`,
          `Zebra ${r.pick(['TC52', 'TC57', 'TC21', 'TC26', 'MC3300', 'TC72', 'TC52ax'])} Mobile Computer Android`,
          650,
        ],
      ])(),
  },
];

const HONEYWELL: Family[] = [
  {
    manufacturer: 'Honeywell',
    list: 10,
    size: 200,
    weight: 100,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) =>
      r.pick<Made>([
        [`1950GSR-2${r.pick(['', 'USB', '-R'])}`, 'Honeywell Xenon 1950g Area Imaging Scanner', 150],
        [`1472G2D-2USB-${r.int(1, 5)}-R`, 'Honeywell Xenon XP 1472g Cordless Scanner Kit', 220],
        [`1250G-2USB-${r.int(1, 2)}${r.pick(['', 'N'])}`, 'Honeywell Voyager 1250g Laser Scanner', 80],
        [
          `CT40-L1N-${r.pattern('27D1E')}${r.pick(['NG', 'NE', 'GE'])}`,
          'Honeywell CT40 Mobile Computer',
          600,
        ],
        [
          `PC42T${r.pick(['PE', 'WE'])}01${r.pattern('313')}`,
          'Honeywell PC42t Thermal Transfer Printer',
          220,
        ],
        [`PM45A${r.pattern('10010030200')}`, 'Honeywell PM45 Industrial Printer', 1300],
      ]),
  },
];

const APC: Family[] = [
  {
    manufacturer: 'APC',
    list: 8,
    size: 300,
    weight: 100,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<() => Made>([
        () => {
          const va = r.pick(['750', '1000', '1500', '2200', '3000']);
          const form = r.pick(['I', 'IC', 'RMI2U', 'RMI2UC', 'RMI1U', 'XLI']);
          return [
            `SMT${va}${form}`,
            `APC Smart-UPS ${va}VA ${form.includes('RM') ? 'Rack Mount' : 'Tower'} LCD 230V`,
            Number(va) * 0.4,
          ];
        },
        () => {
          const va = r.pick(['1000', '1500', '2200', '3000', '5K', '6K', '8K', '10K']);
          return [
            `SRT${va}${r.pick(['XLI', 'RMXLI', 'RMXLI-NC'])}`,
            `APC Smart-UPS SRT ${va}VA Online 230V`,
            1200,
          ];
        },
        () => [
          `AP${r.pick(['78', '79', '88', '89'])}${r.pattern('99')}${r.pick(['', 'B', 'EU3', 'A'])}`,
          `APC Rack PDU ${r.pick(['Switched', 'Metered', 'Metered-by-Outlet', 'Basic'])} ${r.pick(['0U', '1U', '2U'])} ${r.pick(['16A', '32A'])} 230V`,
          600,
        ],
        () => [`APCRBC1${r.pattern('99')}`, 'APC Replacement Battery Cartridge', 180],
        () => [
          r.pick(['AP9631', 'AP9641', 'AP9640', 'AR3100', 'AR3300', 'AR3150', 'SRT192BP2', 'SRT96BP']),
          `APC ${r.pick(['UPS Network Management Card 2', 'NetShelter SX 42U Rack', 'Smart-UPS SRT Battery Pack'])}`,
          500,
        ],
      ])(),
  },
];

const EATON: Family[] = [
  {
    manufacturer: 'Eaton',
    list: 8,
    size: 100,
    weight: 100,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<Made>([
        [
          `5P${r.pick(['650', '850', '1150', '1550'])}${r.pick(['i', 'iR', 'IR'])}`,
          'Eaton 5P UPS Line-Interactive',
          400,
        ],
        [
          `9SX${r.pick(['1000', '1500', '2000', '3000', '5000', '6000'])}${r.pick(['I', 'IR', 'IRM'])}`,
          'Eaton 9SX Online Double-Conversion UPS',
          1300,
        ],
        [`5PX${r.pick(['1500', '2200', '3000'])}IRT2UG2`, 'Eaton 5PX G2 Rack/Tower UPS', 900],
        [
          `EBM${r.pick(['9SX', '5PX'])}${r.pick(['48', '72', '96', '240'])}${r.pick(['R', 'RT'])}`,
          'Eaton Extended Battery Module',
          500,
        ],
      ]),
  },
];

const LOGITECH: Family[] = [
  {
    manufacturer: 'Logitech',
    list: 8,
    size: 150,
    weight: 100,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => [
      `${r.pick(['960', '981', '920', '910', '939'])}-00${r.pattern('0999')}`,
      `Logitech ${r.pick(['C920 HD Pro Webcam', 'Brio 4K Webcam', 'MX Master 3 Mouse', 'MX Keys Keyboard', 'Zone Wireless Headset', 'H390 USB Headset', 'Rally Bar Video Bar', 'MeetUp Conference Cam', 'C925e Business Webcam', 'MK295 Keyboard Mouse Combo'])}`,
      r.int(20, 900),
    ],
  },
];

const MICROSOFT: Family[] = [
  {
    manufacturer: 'Microsoft',
    list: 6,
    size: 150,
    weight: 60,
    quantity: 'bulk',
    conditions: 'supply',
    make: (r) =>
      r.pick<Made>([
        [
          `${r.pattern('AA9')}-${r.pattern('09999')}`,
          `Microsoft Windows Server ${r.pick(['2019', '2022'])} ${r.pick(['Standard', 'Datacenter'])} ${r.pick(['16 Core', '2 Core Add-on', '24 Core'])} ${r.pick(['OEM', 'DSP', 'CSP'])}`,
          700,
        ],
        [
          `${r.pattern('AA9')}-${r.pattern('09999')}`,
          `Microsoft Office ${r.pick(['2019', '2021'])} ${r.pick(['Professional Plus', 'Home & Business', 'Standard'])} ${r.pick(['ESD', 'Retail', 'OLP'])}`,
          180,
        ],
        [
          `${r.pattern('AA9')}-${r.pattern('09999')}`,
          `Microsoft Windows ${r.pick(['10', '11'])} Pro ${r.pick(['OEM 64-bit', 'Retail USB', 'Upgrade OLP'])}`,
          120,
        ],
        [
          `${r.pattern('AA9')}-${r.pattern('09999')}`,
          `Microsoft SQL Server ${r.pick(['2019', '2022'])} ${r.pick(['Standard', 'Enterprise'])} ${r.pick(['2 Core', 'Server + 10 CAL'])}`,
          1500,
        ],
        [
          `${r.pattern('AA9')}-${r.pattern('09999')}`,
          `Microsoft Windows Server ${r.pick(['2019', '2022'])} ${r.pick(['5 User CAL', '5 Device CAL', 'RDS 5 User CAL'])}`,
          150,
        ],
      ]),
  },
  {
    manufacturer: 'Microsoft',
    list: 14,
    size: 120,
    weight: 30,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) => [
      `${r.pattern('9AA')}-0000${r.int(1, 9)}`,
      `Microsoft Surface ${r.pick(['Pro 7', 'Pro 7+', 'Pro 8', 'Pro 9', 'Go 3', 'Laptop 4', 'Laptop 5', 'Book 3'])} ${r.pick(['i5', 'i7'])} ${r.pick([8, 16])}GB ${r.pick(['128GB', '256GB', '512GB'])}`,
      800,
    ],
  },
  {
    manufacturer: 'Microsoft',
    list: 15,
    size: 12,
    weight: 10,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) =>
      r.pick<Made>([
        [`RRT-0000${r.int(1, 9)}`, 'Microsoft Xbox Series X 1TB Console', 420],
        [`RRS-0000${r.int(1, 9)}`, 'Microsoft Xbox Series S 512GB Console', 230],
        [`QAT-0000${r.int(1, 9)}`, 'Microsoft Xbox Wireless Controller', 45],
      ]),
  },
];

const VMWARE: Family[] = [
  {
    manufacturer: 'VMware',
    list: 6,
    size: 60,
    weight: 100,
    quantity: 'unit',
    conditions: 'supply',
    make: (r) => {
      const [code, name] = r.pick([
        ['VS7-EPL-C', 'vSphere 7 Enterprise Plus for 1 processor'],
        ['VS7-STD-C', 'vSphere 7 Standard for 1 processor'],
        ['VS8-EPL-C', 'vSphere 8 Enterprise Plus for 1 processor'],
        ['VS8-STD-C', 'vSphere 8 Standard for 1 processor'],
        ['VCS7-STD-C', 'vCenter Server 7 Standard'],
        ['VS7-ESSL-KIT-C', 'vSphere 7 Essentials Kit'],
        ['VS7-ESPL-KIT-C', 'vSphere 7 Essentials Plus Kit'],
        ['VSAN7-ST-C', 'vSAN 7 Standard for 1 processor'],
      ] as const);
      const support = r.pick(['', '-G-SSS-C', '-P-SSS-C', '-3G-SSS-C']);
      return [
        `${code.replace(/-C$/, '')}${support || '-C'}`,
        `VMware ${name}${support ? ` with ${support.includes('P') ? 'Production' : 'Basic'} Support` : ''}`,
        2500,
      ];
    },
  },
];

const SONY: Family[] = [
  {
    manufacturer: 'Sony',
    list: 15,
    size: 20,
    weight: 100,
    quantity: 'bulk',
    conditions: 'client',
    make: (r) =>
      r.pick<Made>([
        [`CFI-${r.pick(['1016A', '1116A', '1216A'])}`, 'Sony PlayStation 5 Console 825GB Disc Edition', 480],
        [`CFI-${r.pick(['1016B', '1116B', '1216B'])}`, 'Sony PlayStation 5 Console Digital Edition', 380],
        [`CFI-${r.pick(['2016', '2016A', '2016B'])}`, 'Sony PlayStation 5 Slim 1TB', 450],
        [`CFI-ZCT1W${r.pick(['', '01', '02'])}`, 'Sony DualSense Wireless Controller', 55],
      ]),
  },
];

const BROADCOM: Family[] = [
  {
    manufacturer: 'Broadcom',
    list: 2,
    size: 250,
    weight: 100,
    quantity: 'unit',
    conditions: 'enterprise',
    make: (r) =>
      r.pick<Made>([
        [
          `05-50${r.pattern('0999')}-0${r.int(0, 2)}`,
          `Broadcom MegaRAID ${r.pick(['9460-16i', '9460-8i', '9560-16i', '9361-8i', '9440-8i'])} Controller`,
          400,
        ],
        [
          `LSI00${r.pattern('499')}`,
          `LSI ${r.pick(['SAS 9300-8i', 'SAS 9305-16i', 'MegaRAID 9271-8i', 'SAS 9207-8e', 'SAS 9400-16i'])} Host Bus Adapter`,
          180,
        ],
        [
          `QLE${r.pick(['2692', '2742', '2772', '2562', '2672'])}-${r.pick(['SR-CK', 'LR-CK', 'CK'])}`,
          `QLogic ${r.pick(['16Gb', '32Gb', '8Gb'])} Dual Port Fibre Channel HBA`,
          300,
        ],
        [
          `LPe${r.pick(['32002', '31002', '35002', '16002', '12002'])}-${r.pick(['M2', 'M6', 'M8', 'AP'])}`,
          `Emulex ${r.pick(['32Gb', '16Gb', '64Gb'])} Fibre Channel HBA`,
          350,
        ],
        [`BCM957${r.pattern('414A4142CC')}`, 'Broadcom NetXtreme 25GbE SFP28 Dual Port Adapter', 150],
      ]),
  },
];

/** Every family of the catalogue. */
export const FAMILIES: readonly Family[] = [
  ...HPE,
  ...ARUBA,
  ...DELL,
  ...CISCO,
  ...JUNIPER,
  ...LENOVO,
  ...IBM,
  ...HP,
  ...APPLE,
  ...SAMSUNG,
  ...INTEL,
  ...AMD,
  ...NVIDIA,
  ...SEAGATE,
  ...WD,
  ...KINGSTON,
  ...MICRON,
  ...TOSHIBA,
  ...NETAPP,
  ...FUJITSU,
  ...HUAWEI,
  ...SUPERMICRO,
  ...BROCADE,
  ...FORTINET,
  ...LEXMARK,
  ...KYOCERA,
  ...ZEBRA,
  ...HONEYWELL,
  ...APC,
  ...EATON,
  ...LOGITECH,
  ...MICROSOFT,
  ...VMWARE,
  ...SONY,
  ...BROADCOM,
];
