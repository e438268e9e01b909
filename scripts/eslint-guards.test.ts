import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The guard rails of docs/screen-models.md, proved on the real lint config: each deliberately wrong file is refused
// with the rule's message, and the right shape of the same file passes.

const cwd = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('screen guard rails', () => {
  it('refuses a rule hook imported from headless into an app screen', async () => {
    const found = await problems('apps/mobile/src/screens/guard-probe.tsx', "import { useCoupon } from '@bf/headless/coupon';\nexport const probe = useCoupon;\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('A screen renders its screen model');
  });

  it('lets an app screen import its screen model and the interaction hooks', async () => {
    const code = "import { useCouponSlipScreen } from '@bf/headless/screens/coupon-slip';\nimport * as interactions from '@bf/headless/interactions';\nexport const probe = [useCouponSlipScreen, interactions];\n";
    expect(await problems('apps/desktop/src/screens/guard-probe.tsx', code)).toEqual([]);
  });

  it('refuses swr, valtio, react-router-dom and the API client in app screens', async () => {
    for (const source of ['swr', 'valtio', 'react-router-dom', '@bf/api-client/betting']) {
      const found = await problems('apps/desktop/src/screens/guard-probe.tsx', `import * as probe from '${source}';\nexport { probe };\n`);
      expect(found, source).toHaveLength(1);
    }
  });

  it('refuses a shared screen naming a platform kit or data library; it draws with @kit', async () => {
    for (const source of ['@bf/ui-desktop/components', '@bf/ui-mobile/auth', 'swr', '@bf/api-client/office']) {
      const found = await problems('packages/screens/src/guard-probe.tsx', `import * as probe from '${source}';\nexport { probe };\n`);
      expect(found, source).toHaveLength(1);
    }
    const right = "import { PageHeading } from '@kit/layout';\nimport { useStatusScreen } from '@bf/headless/screens/status';\nexport const probe = [PageHeading, useStatusScreen];\n";
    expect(await problems('packages/screens/src/guard-probe.tsx', right)).toEqual([]);
  });

  it('refuses one screen importing another', async () => {
    const found = await problems('apps/desktop/src/screens/guard-probe.tsx', "import { HomeScreen } from './home-screen';\nexport const probe = HomeScreen;\n");
    expect(found[0]).toContain('Screens never import screens');
  });

  it('refuses useEffect in a UI kit, imported or as a member', async () => {
    expect(await problems('packages/ui-desktop/src/components/guard-probe.tsx', "import { useEffect } from 'react';\nexport const probe = useEffect;\n")).toHaveLength(1);
    expect(await problems('packages/ui-mobile/src/components/guard-probe.tsx', "import * as React from 'react';\nexport const probe = React.useLayoutEffect;\n")).toHaveLength(1);
  });

  it('lets a kit take a screen model type but not its hook', async () => {
    expect(await problems('packages/ui-mobile/src/coupon/guard-probe.tsx', "import type { CouponSlipModel } from '@bf/headless/screens/coupon-slip';\nexport type Probe = CouponSlipModel;\n")).toEqual([]);
    expect(await problems('packages/ui-mobile/src/coupon/guard-probe.tsx', "import { useCouponSlipScreen } from '@bf/headless/screens/coupon-slip';\nexport const probe = useCouponSlipScreen;\n")).toHaveLength(1);
  });

  it('lets ui-core take a screen model type, but not its hook, a rule or a platform kit', async () => {
    expect(await problems('packages/ui-core/src/casino/guard-probe.tsx', "import type { CasinoGridModel } from '@bf/headless/screens/casino';\nexport type Probe = CasinoGridModel;\n")).toEqual([]);
    for (const code of [
      "import { useCasinoScreen } from '@bf/headless/screens/casino';\nexport const probe = useCasinoScreen;\n",
      "import { useCoupon } from '@bf/headless/coupon';\nexport const probe = useCoupon;\n",
      "import type { Coupon } from '@bf/headless/coupon';\nexport type Probe = Coupon;\n",
      "import { Button } from '@bf/ui-desktop/components';\nexport const probe = Button;\n",
    ]) {
      expect(await problems('packages/ui-core/src/casino/guard-probe.tsx', code), code).toHaveLength(1);
    }
  });

  it('refuses the other platform’s kit in an app', async () => {
    expect(await problems('apps/desktop/src/layouts/guard-probe.tsx', "import { Button } from '@bf/ui-mobile/components';\nexport const probe = Button;\n")).toHaveLength(1);
  });
});
