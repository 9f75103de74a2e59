/* One file per area of the app; keys start with the area's name ('profile.title'). */
import common from './common.json';
import app from './app.json';
import landing from './landing.json';
import help from './help.json';
import legal from './legal.json';
import auth from './auth.json';
import scan from './scan.json';
import results from './results.json';
import items from './items.json';
import outbox from './outbox.json';
import profile from './profile.json';
import history from './history.json';
import dashboard from './dashboard.json';
import notifications from './notifications.json';
import training from './training.json';
import labs from './labs.json';
import errors from './errors.json';
import units from './units.json';

export const messages = {
  ...common,
  ...app,
  ...landing,
  ...help,
  ...legal,
  ...auth,
  ...scan,
  ...results,
  ...items,
  ...outbox,
  ...profile,
  ...history,
  ...dashboard,
  ...notifications,
  ...training,
  ...labs,
  ...errors,
  ...units,
};
