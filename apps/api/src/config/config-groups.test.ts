import { CONFIG_GROUPS, siteConfigSchema } from '@bf/api-client/schemas/site-config';
import { describe, expect, it } from 'vitest';
import { CONFIG_GROUP_FIELDS } from './config-groups.ts';

describe('CONFIG_GROUP_FIELDS', () => {
  it('puts every SiteConfig field in exactly one group', () => {
    const fields = CONFIG_GROUPS.flatMap((group) => CONFIG_GROUP_FIELDS[group]);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(siteConfigSchema._zod.innerType.shape).sort());
  });
});
