import type { CatalogChamp } from '../catalog-types.ts';
import { loc, same } from '../i18n.ts';

const ukrainianPlayers = [
  loc('Oleksandr Kravets', 'Александр Кравец', { uk: 'Олександр Кравець' }),
  loc('Dmytro Boiko', 'Дмитрий Бойко', { uk: 'Дмитро Бойко' }),
  loc('Serhii Melnyk', 'Сергей Мельник', { uk: 'Сергій Мельник' }),
  loc('Vitalii Tkachenko', 'Виталий Ткаченко', { uk: 'Віталій Ткаченко' }),
  loc('Andrii Shevchuk', 'Андрей Шевчук', { uk: 'Андрій Шевчук' }),
  loc('Yurii Lysenko', 'Юрий Лысенко', { uk: 'Юрій Лисенко' }),
  loc('Roman Hnatiuk', 'Роман Гнатюк'),
  loc('Maksym Kovalenko', 'Максим Коваленко'),
];
const czechPlayers = [
  loc('Pavel Horák', 'Павел Горак'),
  loc('Jakub Svoboda', 'Якуб Свобода'),
  loc('Martin Kučera', 'Мартин Кучера', { uk: 'Мартін Кучера' }),
  loc('Ondřej Beneš', 'Ондржей Бенеш'),
  loc('Lukáš Procházka', 'Лукаш Прохазка'),
  loc('Petr Dvořák', 'Петр Дворжак'),
  loc('Tomáš Veselý', 'Томаш Веселы', { uk: 'Томаш Веселий' }),
  loc('Jan Krejčí', 'Ян Крейчи', { uk: 'Ян Крейчі' }),
];
const worldPlayers = [
  loc('Liu Yang', 'Лю Ян'),
  loc('Chen Jun', 'Чэнь Цзюнь', { uk: 'Чень Цзюнь' }),
  loc('Ryo Tanaka', 'Рё Танака', { uk: 'Рьо Танака' }),
  loc('Kim Min-jae', 'Ким Мин Джэ', { uk: 'Кім Мін Дже' }),
  loc('Hugo Lebrun', 'Юго Лебрен'),
  loc('Marcus Weber', 'Маркус Вебер'),
  loc('Anders Holm', 'Андерс Хольм', { uk: 'Андерс Гольм' }),
  loc('Lin Wei', 'Линь Вэй', { uk: 'Лінь Вей' }),
];

/** The table tennis competitions in the catalogue (see `CHAMPS` in catalog.ts). */
export const tableTennis: CatalogChamp[] = [
  { id: 1001, sportId: 10, country: 'UA', isTop: false, names: loc('Setka Cup', 'Сетка Кап'), teams: ukrainianPlayers },
  { id: 1002, sportId: 10, country: 'UA', isTop: false, names: loc('TT Cup', 'ТТ Кап'), teams: ukrainianPlayers },
  {
    id: 1003, sportId: 10, country: 'CZ', isTop: false, teams: czechPlayers,
    names: loc('Czech Republic. Liga Pro', 'Чехия. Лига Про', {
      uk: 'Чехія. Ліга Про', az: 'Çexiya. Liga Pro', de: 'Tschechien. Liga Pro', es: 'Chequia. Liga Pro', pt: 'Chéquia. Liga Pro', tr: 'Çekya. Liga Pro',
      fr: 'Tchéquie. Liga Pro', it: 'Cechia. Liga Pro',
    }),
  },
  { id: 1004, sportId: 10, country: null, isTop: true, names: same('WTT Champions'), teams: worldPlayers },
];
