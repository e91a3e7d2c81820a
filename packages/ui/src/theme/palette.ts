/** Ujuzi's raw colour scales. Components never use these directly: they use the semantic tokens built on them. */

/** Brand green. 600 is Ujuzi's #0b6e4f (6.3:1 on white). */
export const brand = {
  50: '#e9f6f0',
  100: '#c9e9da',
  200: '#97d4ba',
  300: '#5fba96',
  400: '#2f9d76',
  500: '#13845f',
  600: '#0b6e4f',
  700: '#095a41',
  800: '#074734',
  900: '#053427',
  950: '#03221a',
} as const;

/** Warm accent (amber), for highlights and call-outs; dark text on its solid shade. */
export const accent = {
  50: '#fff7eb',
  100: '#feeac8',
  200: '#fcd28c',
  300: '#f9b550',
  400: '#f39a22',
  500: '#d97d0b',
  600: '#b06007',
  700: '#8a480b',
  800: '#6e3a0e',
  900: '#5a300f',
  950: '#331805',
} as const;

/** Neutrals with a faint green cast so greys sit well next to the brand colour. */
export const gray = {
  50: '#f7f8f8',
  100: '#eef1f0',
  200: '#dfe3e1',
  300: '#c6ccc9',
  400: '#98a19d',
  500: '#6d7773',
  600: '#535c58',
  700: '#3e4643',
  800: '#292f2d',
  900: '#1a1f1d',
  950: '#0f1311',
} as const;

/** Status scales, tuned so the shades used for text and solid fills keep WCAG AA contrast. */
export const red = {
  50: '#fef3f2',
  100: '#fee4e2',
  200: '#fecdca',
  300: '#fda29b',
  400: '#f97066',
  500: '#f04438',
  600: '#d92d20',
  700: '#b42318',
  800: '#912018',
  900: '#7a271a',
  950: '#55160c',
} as const;

export const orange = {
  50: '#fffaeb',
  100: '#fef0c7',
  200: '#fedf89',
  300: '#fec84b',
  400: '#fdb022',
  500: '#f79009',
  600: '#dc6803',
  700: '#b54708',
  800: '#93370d',
  900: '#7a2e0e',
  950: '#4e1d09',
} as const;

export const green = {
  50: '#ecfdf3',
  100: '#d1fadf',
  200: '#a6f4c5',
  300: '#6ce9a6',
  400: '#32d583',
  500: '#12b76a',
  600: '#039855',
  700: '#027a48',
  800: '#05603a',
  900: '#054f31',
  950: '#053321',
} as const;

export const blue = {
  50: '#eff8ff',
  100: '#d1e9ff',
  200: '#b2ddff',
  300: '#84caff',
  400: '#53b1fd',
  500: '#2e90fa',
  600: '#1570ef',
  700: '#175cd3',
  800: '#1849a9',
  900: '#194185',
  950: '#102a56',
} as const;

export const scales = { brand, accent, gray, red, orange, green, blue } as const;
export type ScaleName = keyof typeof scales;

export type Scale = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950, string>;
