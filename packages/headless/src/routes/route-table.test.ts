import { describe, expect, it } from 'vitest';
import { ROUTES, routeHref, findRoute } from '@bf/headless/routes';

describe('route table', () => {
  it('has unique ids and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('holds every route of the spec', () => {
    const paths = ROUTES.map((r) => r.path);
    const required = [
      '', 'multi', 'champs/:champId?', 'toto/:totoSection?', 'lotto/:sectionName?/:lottoId?', 'games', 'games/:gameRoute', 'games-landing/:landingRoute',
      'allgamesentrance/:gameRoute?', 'news/:slug?', 'betting-alphabet/:block?/:category?/:slug?', 'football-champions-rules/:chapter?', 'results/:type?',
      'statistic', 'statisticpopup', 'registration', 'registration/:type', 'user/login', 'points', 'betting-awards', 'ipl-betting-app', 'cricket-app',
      'cricket-world-cup', 'our-partners', 'promo', 'office/account', 'office/history', 'office/historypay', 'office/recharge', 'office/security',
      'office/responsible', 'office/settings', 'office/bonuses/deposit', 'office/bonuses/wager', 'office/casino/vipcashback', 'office/casino/premiumcashback',
      'office/deduce', 'office/promotion', 'office/bringfriend', 'office/support', 'office/rewards', 'office/verification', 'office/identification',
      'office/share-idea', 'office/payment/requests', 'office/payment/create-request/:topicId', 'office/payment/:topicId/transactions',
      'office/payment/:topicId/transactions/:transactionId', 'office/payment/:topicId/:subTopicId', 'rules/:ruleGroup/:chapter?', 'information/contacts',
      'information/about', 'information/howbet', 'information/cookies', 'information/licenses', 'information/taxation', 'information/consent',
      'information/simpleidentification', 'information/smsbets', 'information/amlkyc', 'information/amlpolicy', 'information/disputeresolution',
      'information/kycpolicy', 'information/responsiblegaming', 'information/cash_terminals', 'information/betting-calculator', 'information/payment',
      'cyber/:cyberType', 'cyber/:cyberType/disciplines', 'cyber/:cyberType/all', 'cyber/:cyberType/:discipline', 'cyber/:cyberType/:discipline/champs',
      'cyber/:cyberType/:discipline/:champ', 'bonuses/:section', 'bonus-rules/:id', 'partners/:id', 'promotions/:promotionId', 'bingo', 'bonus/casino',
      'bonus/casino/promotions/:id', 'tournaments', 'tournaments/:id', 'poker/:game?', 'slots/:subcategory?', 'slots/game/:gameId/:gameName',
      'casino/:subcategory?', 'casino/game/:gameId/:gameName', 'keno', 'tvgames', 'virtualsports', 'fast-games', 'fast-bet', 'scratchcards',
      'fishinghunting', 'asian-games', 'card-games', 'crash-games', 'skill-games', 'my-casino', 'favorites', 'casino-lobby', 'providers',
      'providers/:provider', 'casino-search', 'othergames', 'slots/thank-you', 'casino/thank-you', 'keno/thank-you', 'landing-page/:landingId',
      'lpage/:landingId?', 'onpay/:outcome', 'onpay/withdraw/:outcome', 'print-coupon/:couponId', 'block', 'block-ua', 'block-ie', 'site-updates',
      'confirm', 'maintenance', 'block-appeal-history', 'user/forgotpassword', 'user/coupon', 'user/accountverify', 'user/activate', 'user/activatefast',
      'user/passwordreset', 'user/stopnewsletter', 'verification/sumsub', 'coming-soon', 'suspension', 'oldbrowser', '500', 'office/convert-account',
    ];
    expect(required.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('puts each route in the layout the spec names', () => {
    expect(findRoute('office-account')?.layout).toBe('office');
    expect(findRoute('slots')?.layout).toBe('casino');
    expect(findRoute('landing-page')?.layout).toBe('headless');
    expect(findRoute('print-coupon')?.layout).toBe('empty');
    expect(findRoute('maintenance')?.layout).toBe('maintenance');
    expect(findRoute('block-appeal-history')?.layout).toBe('blocked');
  });

  it('marks office, confirm and block-appeal-history signed-in only', () => {
    const signedIn = ROUTES.filter((r) => r.guards?.signedInOnly).map((r) => r.id);
    expect(signedIn).toEqual(expect.arrayContaining(['office-account', 'confirm-terms', 'block-appeal-history']));
    expect(ROUTES.filter((r) => r.layout === 'office').every((r) => r.guards?.signedInOnly)).toBe(true);
  });

  it('lets game pages hide the header', () => {
    expect(findRoute('slots-game')?.flags?.hideHeader).toBe(true);
    expect(findRoute('casino-game')?.flags?.hideHeader).toBe(true);
  });

  it('builds hrefs with the language prefix and drops missing optional params', () => {
    expect(routeHref('home', 'en')).toBe('/en');
    expect(routeHref('news', 'de')).toBe('/de/news');
    expect(routeHref('news', 'de', { slug: 'a b' })).toBe('/de/news/a%20b');
    expect(() => routeHref('print-coupon', 'en')).toThrow(/couponId/);
  });
});
