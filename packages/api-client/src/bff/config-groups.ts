/** Config groups the BFF serves (S2 §7: b.core, d.core, d.auth, d.betting, d.reg, d.responsible and others). */
export const CONFIG_GROUPS = ['b.core', 'd.core', 'd.auth', 'd.betting', 'd.reg', 'd.responsible'] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];
