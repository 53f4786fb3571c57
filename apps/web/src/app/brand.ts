/** Brand colours: a kitchen copper on a warm paper background, all text at AA contrast or better. */
export const BRAND = { primary: '#9a3412', secondary: '#155e75', background: '#faf7f5' } as const;
