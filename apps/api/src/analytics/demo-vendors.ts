/**
 * Demo stand-ins for the operator's analytics vendors (spec: S2 §7: a tag manager, a sports-data tracking queue, a goal
 * counter, two social pixels; ANLT-001). The reference API names them in its counters answer so the site's vendor
 * wiring runs for real: each script takes over its queue the way a vendor's script does and keeps what it read in
 * `window.bfDemoVendors[kind]` (ids, events, the last consent update). It sends nothing anywhere.
 */
export const DEMO_VENDOR_QUEUES = {
  tag_manager: 'dataLayer',
  sports_data_queue: '_sdq',
  goal_counter: '_gcq',
  social_pixel: '_spq',
} as const;
export type DemoVendorKind = keyof typeof DEMO_VENDOR_QUEUES;

export const isDemoVendorKind = (kind: string): kind is DemoVendorKind => Object.hasOwn(DEMO_VENDOR_QUEUES, kind);

/** Where the reference API serves a demo vendor's script. */
export const demoVendorSrc = (kind: DemoVendorKind, id: string) => `/web-api/analytics/v1/vendors/${kind}.js?id=${encodeURIComponent(id)}`;

/** The analytics counters of the demo site: which vendors the page reports to, with their ids and scripts. */
export const DEMO_COUNTERS = [
  { kind: 'tag_manager', id: 'GTM-BFDEMO', src: demoVendorSrc('tag_manager', 'GTM-BFDEMO') },
  { kind: 'sports_data_queue', id: 'sd-demo', src: demoVendorSrc('sports_data_queue', 'sd-demo') },
  { kind: 'goal_counter', id: '1045', src: demoVendorSrc('goal_counter', '1045') },
  { kind: 'social_pixel', id: 'px-demo-a', src: demoVendorSrc('social_pixel', 'px-demo-a') },
  { kind: 'social_pixel', id: 'px-demo-b', src: demoVendorSrc('social_pixel', 'px-demo-b') },
  { kind: 'internal_collector', id: '1518' },
];

/** The demo script of one vendor kind: plain ES5; nothing of the request is written into it but the checked kind. */
export function demoVendorScript(kind: DemoVendorKind): string {
  return `(function () {
  var kind = ${JSON.stringify(kind)}, name = ${JSON.stringify(DEMO_VENDOR_QUEUES[kind])}, w = window;
  var all = (w.bfDemoVendors = w.bfDemoVendors || {});
  var seen = (all[kind] = all[kind] || { ids: [], events: [], consent: null });
  var me = document.currentScript;
  var id = me && me.src ? new URL(me.src).searchParams.get('id') : null;
  if (id && seen.ids.indexOf(id) < 0) seen.ids.push(id);
  if (seen.wired) return;
  seen.wired = true;
  function take(item) {
    var isList = item && typeof item === 'object' && typeof item.length === 'number';
    if (isList && item[0] === 'consent') seen.consent = item[2];
    else seen.events.push(isList ? Array.prototype.slice.call(item) : item);
  }
  var queue = (w[name] = w[name] || []);
  for (var i = 0; i < queue.length; i++) take(queue[i]);
  var push = queue.push;
  queue.push = function () {
    for (var j = 0; j < arguments.length; j++) take(arguments[j]);
    return push.apply(queue, arguments);
  };
})();
`;
}
