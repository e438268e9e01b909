// The player's office calls (spec: S2 §3, §4, §7; docs/decisions.md CALL-029, CALL-035 to CALL-038).
export * from './office-schemas.ts';
