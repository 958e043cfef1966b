// The de catalogue: every part's messages in one object (written by `npm run messages` from scripts/i18n/catalogue-areas.ts).
import app from './app.json';
import ui from './ui.json';
import sell from './sell.json';
import parked from './parked.json';
import alerts from './alerts.json';
import display from './display.json';
import checkout from './checkout.json';
import receipt from './receipt.json';
import giftcards from './giftcards.json';
import mail from './mail.json';
import printer from './printer.json';
import stock from './stock.json';
import labels from './labels.json';
import settings from './settings.json';
import customer from './customer.json';
import orders from './orders.json';
import board from './board.json';
import offline from './offline.json';
import shift from './shift.json';
import reports from './reports.json';
import staff from './staff.json';
import returns from './returns.json';
import language from './language.json';

const catalogue: Record<string, string> = {
  ...app,
  ...ui,
  ...sell,
  ...parked,
  ...alerts,
  ...display,
  ...checkout,
  ...receipt,
  ...giftcards,
  ...mail,
  ...printer,
  ...stock,
  ...labels,
  ...settings,
  ...customer,
  ...orders,
  ...board,
  ...offline,
  ...shift,
  ...reports,
  ...staff,
  ...returns,
  ...language,
};
export default catalogue;
