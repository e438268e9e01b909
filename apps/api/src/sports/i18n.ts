/** The feed's languages, the site's eleven (see `db/seed.ts`); English is the fallback. */
export const FEED_LANGS = ['en', 'ru', 'uk', 'kk', 'az', 'de', 'es', 'pt', 'tr', 'fr', 'it'] as const;
export type FeedLang = (typeof FEED_LANGS)[number];

/** A text in every feed language, stored as jsonb (`{ "en": …, "ru": … }`). */
export type Localized = Record<FeedLang, string>;

const CYRILLIC: readonly FeedLang[] = ['ru', 'uk', 'kk'];

/**
 * A localized text from its English and Russian forms plus overrides: Ukrainian and Kazakh default to the
 * Russian form (a foreign name is usually spelt the same), the Latin-script languages to the English one.
 * @example
 * loc('Spartak Moscow', 'Спартак Москва', { de: 'Spartak Moskau' });
 */
export function loc(en: string, ru: string, overrides: Partial<Localized> = {}): Localized {
  const text = {} as Localized;
  for (const lang of FEED_LANGS) text[lang] = overrides[lang] ?? (CYRILLIC.includes(lang) ? ru : en);
  return text;
}

/** The same text in every language (brand names such as `Natus Vincere`). */
export function same(text: string): Localized {
  return loc(text, text);
}

/** A language tag (`pt-BR`, `RU`, `xx`) reduced to a feed language; anything unknown becomes English. */
export function feedLang(tag: string | undefined): FeedLang {
  const primary = (tag ?? '').slice(0, 2).toLowerCase();
  return (FEED_LANGS as readonly string[]).includes(primary) ? (primary as FeedLang) : 'en';
}

/** Builds a localized text by applying `format` to each language's parts. */
export function mapLocalized(format: (lang: FeedLang) => string): Localized {
  const text = {} as Localized;
  for (const lang of FEED_LANGS) text[lang] = format(lang);
  return text;
}

/** Words the market and outcome names are made of. */
export const WORDS = {
  matchResult: loc('Match result', 'Исход матча', {
    uk: 'Результат матчу', kk: 'Матч нәтижесі', az: 'Matçın nəticəsi', de: 'Spielausgang', es: 'Resultado del partido',
    pt: 'Resultado da partida', tr: 'Maç sonucu', fr: 'Résultat du match', it: 'Esito finale',
  }),
  regularTime: loc('Match result (regular time)', 'Исход (основное время)', {
    uk: 'Результат (основний час)', kk: 'Нәтиже (негізгі уақыт)', az: 'Nəticə (əsas vaxt)', de: 'Spielausgang (reguläre Spielzeit)',
    es: 'Resultado (tiempo reglamentario)', pt: 'Resultado (tempo regulamentar)', tr: 'Maç sonucu (normal süre)',
    fr: 'Résultat (temps réglementaire)', it: 'Esito (tempi regolamentari)',
  }),
  winner: loc('Winner', 'Победитель', {
    uk: 'Переможець', kk: 'Жеңімпаз', az: 'Qalib', de: 'Sieger', es: 'Ganador', pt: 'Vencedor', tr: 'Kazanan', fr: 'Vainqueur', it: 'Vincente',
  }),
  winnerOvertime: loc('Winner (incl. overtime)', 'Победитель (с учётом овертайма)', {
    uk: 'Переможець (з урахуванням овертайму)', kk: 'Жеңімпаз (овертайммен)', az: 'Qalib (əlavə vaxt daxil)', de: 'Sieger (inkl. Verlängerung)',
    es: 'Ganador (incl. prórroga)', pt: 'Vencedor (incl. prorrogação)', tr: 'Kazanan (uzatmalar dahil)', fr: 'Vainqueur (prolongation incluse)',
    it: 'Vincente (supplementari inclusi)',
  }),
  doubleChance: loc('Double chance', 'Двойной шанс', {
    uk: 'Подвійний шанс', kk: 'Қос мүмкіндік', az: 'İkiqat şans', de: 'Doppelte Chance', es: 'Doble oportunidad', pt: 'Dupla chance',
    tr: 'Çifte şans', fr: 'Double chance', it: 'Doppia chance',
  }),
  totals: loc('Totals', 'Тоталы', {
    uk: 'Тотали', kk: 'Тоталдар', az: 'Totallar', de: 'Über/Unter', es: 'Más/Menos', pt: 'Mais/Menos', tr: 'Alt/Üst', fr: 'Plus/Moins', it: 'Under/Over',
  }),
  handicap: loc('Handicap', 'Фора', {
    uk: 'Фора', kk: 'Фора', az: 'Fora', de: 'Handicap', es: 'Hándicap', pt: 'Handicap', tr: 'Handikap', fr: 'Handicap', it: 'Handicap',
  }),
  btts: loc('Both teams to score', 'Обе забьют', {
    uk: "Обидві заб'ють", kk: 'Екі команда да гол соғады', az: 'Hər iki komanda qol vuracaq', de: 'Beide Teams treffen', es: 'Ambos equipos marcan',
    pt: 'Ambas marcam', tr: 'Karşılıklı gol', fr: 'Les deux équipes marquent', it: 'Entrambe le squadre segnano',
  }),
  correctScore: loc('Correct score', 'Точный счёт', {
    uk: 'Точний рахунок', kk: 'Нақты есеп', az: 'Dəqiq hesab', de: 'Genaues Ergebnis', es: 'Resultado exacto', pt: 'Placar exato', tr: 'Doğru skor',
    fr: 'Score exact', it: 'Risultato esatto',
  }),
  teamTotals: loc('Team totals', 'Индивидуальные тоталы', {
    uk: 'Індивідуальні тотали', kk: 'Жеке тоталдар', az: 'Fərdi totallar', de: 'Team-Über/Unter', es: 'Más/Menos por equipo', pt: 'Mais/Menos por equipe',
    tr: 'Takım alt/üst', fr: 'Plus/Moins par équipe', it: 'Under/Over squadra',
  }),
  teamTotal: loc('total', 'тотал', {
    uk: 'тотал', kk: 'тоталы', az: 'total', de: 'Über/Unter', es: 'más/menos', pt: 'mais/menos', tr: 'alt/üst', fr: 'plus/moins', it: 'under/over',
  }),
  method: loc('Method of victory', 'Способ победы', {
    uk: 'Спосіб перемоги', kk: 'Жеңіс тәсілі', az: 'Qələbə üsulu', de: 'Siegmethode', es: 'Método de victoria', pt: 'Método de vitória',
    tr: 'Kazanma yöntemi', fr: 'Méthode de victoire', it: 'Metodo di vittoria',
  }),
  distance: loc('Fight goes the distance', 'Бой пройдёт всю дистанцию', {
    uk: 'Бій пройде всю дистанцію', kk: 'Жекпе-жек толық өтеді', az: 'Döyüş tam məsafəni keçəcək', de: 'Kampf geht über die volle Distanz',
    es: 'El combate llega a la decisión', pt: 'Luta vai para a decisão', tr: 'Maç karara gider', fr: "Combat jusqu'à la décision",
    it: "L'incontro arriva alla decisione",
  }),
  over: loc('Over', 'Больше', { uk: 'Більше', kk: 'Көп', az: 'Çox', de: 'Über', es: 'Más de', pt: 'Mais de', tr: 'Üst', fr: 'Plus de', it: 'Over' }),
  under: loc('Under', 'Меньше', { uk: 'Менше', kk: 'Аз', az: 'Az', de: 'Unter', es: 'Menos de', pt: 'Menos de', tr: 'Alt', fr: 'Moins de', it: 'Under' }),
  yes: loc('Yes', 'Да', { uk: 'Так', kk: 'Иә', az: 'Bəli', de: 'Ja', es: 'Sí', pt: 'Sim', tr: 'Evet', fr: 'Oui', it: 'Sì' }),
  no: loc('No', 'Нет', { uk: 'Ні', kk: 'Жоқ', az: 'Xeyr', de: 'Nein', es: 'No', pt: 'Não', tr: 'Hayır', fr: 'Non', it: 'No' }),
  anyOther: loc('Any other', 'Другой счёт', {
    uk: 'Інший рахунок', kk: 'Басқа есеп', az: 'Digər hesab', de: 'Anderes Ergebnis', es: 'Otro resultado', pt: 'Outro placar', tr: 'Diğer skor',
    fr: 'Autre score', it: 'Altro risultato',
  }),
  submission: loc('Submission', 'Сдача', {
    uk: 'Здача', kk: 'Берілу', az: 'Təslim', de: 'Aufgabe', es: 'Sumisión', pt: 'Finalização', tr: 'Pes ettirme', fr: 'Soumission', it: 'Sottomissione',
  }),
  decision: loc('Decision', 'Решение судей', {
    uk: 'Рішення суддів', kk: 'Төрешілер шешімі', az: 'Hakimlərin qərarı', de: 'Punktentscheidung', es: 'Decisión', pt: 'Decisão', tr: 'Hakem kararı',
    fr: 'Décision', it: 'Decisione',
  }),
} as const;

/** The unit a total or handicap counts. */
export type CountUnit = 'goals' | 'points' | 'games' | 'sets' | 'maps' | 'rounds';

export const TOTAL_NAMES: Record<CountUnit, Localized> = {
  goals: loc('Total goals', 'Тотал голов', {
    uk: 'Тотал голів', kk: 'Голдар тоталы', az: 'Qolların totalı', de: 'Tore gesamt', es: 'Total de goles', pt: 'Total de gols', tr: 'Toplam gol',
    fr: 'Total de buts', it: 'Totale gol',
  }),
  points: loc('Total points', 'Тотал очков', {
    uk: 'Тотал очок', kk: 'Ұпайлар тоталы', az: 'Xalların totalı', de: 'Punkte gesamt', es: 'Total de puntos', pt: 'Total de pontos', tr: 'Toplam sayı',
    fr: 'Total de points', it: 'Totale punti',
  }),
  games: loc('Total games', 'Тотал геймов', {
    uk: 'Тотал геймів', kk: 'Геймдер тоталы', az: 'Geymlərin totalı', de: 'Spiele gesamt', es: 'Total de juegos', pt: 'Total de games', tr: 'Toplam oyun',
    fr: 'Total de jeux', it: 'Totale game',
  }),
  sets: loc('Total sets', 'Тотал сетов', {
    uk: 'Тотал сетів', kk: 'Сеттер тоталы', az: 'Setlərin totalı', de: 'Sätze gesamt', es: 'Total de sets', pt: 'Total de sets', tr: 'Toplam set',
    fr: 'Total de sets', it: 'Totale set',
  }),
  maps: loc('Total maps', 'Тотал карт', {
    uk: 'Тотал карт', kk: 'Карталар тоталы', az: 'Xəritələrin totalı', de: 'Maps gesamt', es: 'Total de mapas', pt: 'Total de mapas', tr: 'Toplam harita',
    fr: 'Total de cartes', it: 'Totale mappe',
  }),
  rounds: loc('Total rounds', 'Тотал раундов', {
    uk: 'Тотал раундів', kk: 'Раундтар тоталы', az: 'Raundların totalı', de: 'Runden gesamt', es: 'Total de asaltos', pt: 'Total de rounds',
    tr: 'Toplam raunt', fr: 'Total de rounds', it: 'Totale round',
  }),
};

export const HANDICAP_NAMES: Record<CountUnit, Localized> = {
  goals: WORDS.handicap,
  points: loc('Points handicap', 'Фора по очкам', {
    uk: 'Фора за очками', kk: 'Ұпайлар бойынша фора', az: 'Xallar üzrə fora', de: 'Punkte-Handicap', es: 'Hándicap de puntos', pt: 'Handicap de pontos',
    tr: 'Sayı handikapı', fr: 'Handicap points', it: 'Handicap punti',
  }),
  games: loc('Games handicap', 'Фора по геймам', {
    uk: 'Фора за геймами', kk: 'Геймдер бойынша фора', az: 'Geymlər üzrə fora', de: 'Spiele-Handicap', es: 'Hándicap de juegos', pt: 'Handicap de games',
    tr: 'Oyun handikapı', fr: 'Handicap jeux', it: 'Handicap game',
  }),
  sets: loc('Set handicap', 'Фора по сетам', {
    uk: 'Фора за сетами', kk: 'Сеттер бойынша фора', az: 'Setlər üzrə fora', de: 'Satz-Handicap', es: 'Hándicap de sets', pt: 'Handicap de sets',
    tr: 'Set handikapı', fr: 'Handicap sets', it: 'Handicap set',
  }),
  maps: loc('Map handicap', 'Фора по картам', {
    uk: 'Фора за картами', kk: 'Карталар бойынша фора', az: 'Xəritələr üzrə fora', de: 'Map-Handicap', es: 'Hándicap de mapas', pt: 'Handicap de mapas',
    tr: 'Harita handikapı', fr: 'Handicap cartes', it: 'Handicap mappe',
  }),
  rounds: loc('Rounds handicap', 'Фора по раундам', {
    uk: 'Фора за раундами', kk: 'Раундтар бойынша фора', az: 'Raundlar üzrə fora', de: 'Runden-Handicap', es: 'Hándicap de rondas', pt: 'Handicap de rounds',
    tr: 'Raunt handikapı', fr: 'Handicap rounds', it: 'Handicap round',
  }),
};

/** What the first period is called in each sport. */
export type PeriodWord = 'half' | 'period' | 'quarter' | 'set' | 'map';

export const FIRST_PERIOD: Record<PeriodWord, Localized> = {
  half: loc('1st half', '1-й тайм', {
    uk: '1-й тайм', kk: '1-тайм', az: '1-ci hissə', de: '1. Halbzeit', es: '1.ª parte', pt: '1º tempo', tr: 'İlk yarı', fr: '1re mi-temps', it: '1° tempo',
  }),
  period: loc('1st period', '1-й период', {
    uk: '1-й період', kk: '1-кезең', az: '1-ci period', de: '1. Drittel', es: '1.er periodo', pt: '1º período', tr: '1. periyot', fr: '1re période',
    it: '1° periodo',
  }),
  quarter: loc('1st quarter', '1-я четверть', {
    uk: '1-ша чверть', kk: '1-ширек', az: '1-ci rüb', de: '1. Viertel', es: '1.er cuarto', pt: '1º quarto', tr: '1. çeyrek', fr: '1er quart-temps',
    it: '1° quarto',
  }),
  set: loc('1st set', '1-й сет', {
    uk: '1-й сет', kk: '1-сет', az: '1-ci set', de: '1. Satz', es: '1.er set', pt: '1º set', tr: '1. set', fr: '1er set', it: '1° set',
  }),
  map: loc('1st map', '1-я карта', {
    uk: '1-ша карта', kk: '1-карта', az: '1-ci xəritə', de: '1. Map', es: '1.er mapa', pt: '1º mapa', tr: '1. harita', fr: '1re carte', it: '1ª mappa',
  }),
};
