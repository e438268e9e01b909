/** bench/budget.json. */
export interface Budget {
  routes: { app: 'mobile' | 'desktop'; path: string; jsLimitKiB: number; jsTargetKiB: number; why: string }[];
  css: { app: 'mobile' | 'desktop'; cssLimitKiB: number; why: string }[];
}

/** One route as the built site served it. */
export interface Measured {
  app: 'mobile' | 'desktop';
  path: string;
  jsKiB: number;
  cssKiB: number;
  jsFiles: number;
}

/**
 * Compares the measured routes with the budget: a figure over its limit is a failure; one over its target only
 * says so. A budgeted route that was not measured fails too (a typo must not pass silently).
 */
export function checkBudget(budget: Budget, measured: Measured[], floorKiB: number): { lines: string[]; failures: string[] } {
  const failures: string[] = [];
  const lines = [`Initial JS per route (gzip -9) beside the bare-stack floor of ${floorKiB.toFixed(1)} KiB (React + react-router + i18next)`];
  for (const route of budget.routes) {
    const found = measured.find((m) => m.app === route.app && m.path === route.path);
    if (!found) {
      failures.push(`${route.app} ${route.path}: not measured`);
      continue;
    }
    const over = found.jsKiB > route.jsLimitKiB;
    if (over) failures.push(`${route.app} ${route.path}: JS ${found.jsKiB.toFixed(1)} KiB > limit ${route.jsLimitKiB} KiB`);
    const target = found.jsKiB <= route.jsTargetKiB ? 'target met' : `target ${route.jsTargetKiB} KiB: ${(found.jsKiB - route.jsTargetKiB).toFixed(1)} KiB to go`;
    lines.push(
      `  ${`${route.app} ${route.path}`.padEnd(20)} ${found.jsKiB.toFixed(1).padStart(6)} KiB in ${found.jsFiles} files = floor + ${(found.jsKiB - floorKiB).toFixed(1)} KiB; limit ${route.jsLimitKiB} KiB ${over ? 'OVER' : 'ok'}; ${target}`,
    );
  }
  lines.push('CSS per app (gzip -9)');
  for (const css of budget.css) {
    const found = measured.find((m) => m.app === css.app);
    if (!found) {
      failures.push(`${css.app} CSS: not measured`);
      continue;
    }
    const over = found.cssKiB > css.cssLimitKiB;
    if (over) failures.push(`${css.app} CSS ${found.cssKiB.toFixed(1)} KiB > limit ${css.cssLimitKiB} KiB`);
    lines.push(`  ${css.app.padEnd(20)} ${found.cssKiB.toFixed(1).padStart(6)} KiB; limit ${css.cssLimitKiB} KiB ${over ? 'OVER' : 'ok'}`);
  }
  return { lines, failures };
}
