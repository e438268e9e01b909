import type { CatalogChamp } from '../catalog-types.ts';
import { loc } from '../i18n.ts';

const atpPlayers = [
  loc('Lukas Hartmann', 'Лукас Хартманн', { uk: 'Лукас Гартманн' }),
  loc('Mateo Ferrer', 'Матео Феррер'),
  loc('Ilya Sorokin', 'Илья Сорокин', { uk: 'Ілля Сорокін' }),
  loc('Tomas Novak', 'Томаш Новак', { uk: 'Томаш Новак' }),
  loc('Julien Moreau', 'Жюльен Моро', { uk: 'Жульєн Моро' }),
  loc('Andrea Conti', 'Андреа Конти', { uk: 'Андреа Конті' }),
  loc('Ethan Walker', 'Итан Уокер', { uk: 'Ітан Вокер' }),
  loc('Kenji Takeda', 'Кэндзи Такеда', { uk: 'Кендзі Такеда' }),
  loc('Nikolai Petrov', 'Николай Петров', { uk: 'Ніколай Петров' }),
  loc('Felix Lindqvist', 'Феликс Линдквист', { uk: 'Фелікс Ліндквіст' }),
  loc('Diego Salazar', 'Диего Салазар', { uk: 'Дієго Салазар' }),
  loc('Oliver Brandt', 'Оливер Брандт', { uk: 'Олівер Брандт' }),
];
const wtaPlayers = [
  loc('Elena Markova', 'Елена Маркова', { uk: 'Олена Маркова' }),
  loc('Sofia Rinaldi', 'София Ринальди', { uk: 'Софія Рінальді' }),
  loc('Chloe Bernard', 'Хлоэ Бернар', { uk: 'Хлое Бернар', fr: 'Chloé Bernard' }),
  loc('Anna Kowalska', 'Анна Ковальска', { uk: 'Анна Ковальська' }),
  loc('Mia Schneider', 'Миа Шнайдер', { uk: 'Міа Шнайдер' }),
  loc('Lucia Moreno', 'Лусия Морено', { uk: 'Лусія Морено', es: 'Lucía Moreno' }),
  loc('Emma Lawson', 'Эмма Лоусон', { uk: 'Емма Лоусон' }),
  loc('Yulia Belova', 'Юлия Белова', { uk: 'Юлія Бєлова' }),
  loc('Hana Sato', 'Хана Сато'),
  loc('Karolina Dvorakova', 'Каролина Дворжакова', { uk: 'Кароліна Дворжакова' }),
  loc('Ingrid Larsen', 'Ингрид Ларсен', { uk: 'Інгрід Ларсен' }),
  loc('Valentina Greco', 'Валентина Греко'),
];

/** The tennis competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const tennis: CatalogChamp[] = [
  {
    id: 401, sportId: 4, country: 'ES', isTop: true, teams: atpPlayers,
    names: loc('ATP. Madrid', 'ATP. Мадрид', { pt: 'ATP. Madri' }),
  },
  {
    id: 402, sportId: 4, country: 'ES', isTop: false, variant: 'wta', teams: wtaPlayers,
    names: loc('WTA. Madrid', 'WTA. Мадрид', { pt: 'WTA. Madri' }),
  },
  {
    id: 403, sportId: 4, country: 'IT', isTop: false, teams: atpPlayers,
    names: loc('ATP. Rome', 'ATP. Рим', { az: 'ATP. Roma', de: 'ATP. Rom', es: 'ATP. Roma', pt: 'ATP. Roma', tr: 'ATP. Roma', it: 'ATP. Roma' }),
  },
  {
    id: 404, sportId: 4, country: 'IT', isTop: false, variant: 'wta', teams: wtaPlayers,
    names: loc('WTA. Rome', 'WTA. Рим', { az: 'WTA. Roma', de: 'WTA. Rom', es: 'WTA. Roma', pt: 'WTA. Roma', tr: 'WTA. Roma', it: 'WTA. Roma' }),
  },
  {
    id: 405, sportId: 4, country: 'CZ', isTop: false, variant: 'challenger', teams: atpPlayers,
    names: loc('ATP Challenger. Prague', 'ATP Challenger. Прага', {
      az: 'ATP Challenger. Praqa', de: 'ATP Challenger. Prag', es: 'ATP Challenger. Praga', pt: 'ATP Challenger. Praga', tr: 'ATP Challenger. Prag',
      it: 'ATP Challenger. Praga',
    }),
  },
];
