import { serverMessage } from '@rules/errors/server-messages';
import { forbidden } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { DisplayPreferencesService } from './display-preferences.service';
import type { NotificationPreferencesService } from './notification-preferences.service';

export function preferencesHandlers({
  preferences,
  displayPreferences,
}: {
  preferences: NotificationPreferencesService;
  displayPreferences: DisplayPreferencesService;
}): Pick<
  Handlers,
  'getNotificationPreferences' | 'updateNotificationPreferences' | 'getDisplayPreferences' | 'updateDisplayPreferences'
> {
  const own = (userId: string, sessionUserId: string) => {
    if (userId !== sessionUserId) throw forbidden(serverMessage('forbidden.preferences'));
  };
  return {
    async getNotificationPreferences({ path, user }) {
      own(path.userId, user!.id);
      return { status: 200, body: await preferences.get(user!.id) };
    },
    async updateNotificationPreferences({ path, body, user }) {
      own(path.userId, user!.id);
      return { status: 200, body: await preferences.save(user!.id, body) };
    },
    async getDisplayPreferences({ path, user }) {
      own(path.userId, user!.id);
      return { status: 200, body: await displayPreferences.get(user!.id) };
    },
    async updateDisplayPreferences({ path, body, user }) {
      own(path.userId, user!.id);
      return { status: 200, body: await displayPreferences.save(user!.id, body) };
    },
  };
}
