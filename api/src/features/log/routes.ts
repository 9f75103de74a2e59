import { serverMessage } from '@rules/errors/server-messages';
import { forbidden } from '../../http/errors';
import type { Handlers } from '../../http/operations';
import type { DayLogService } from './day-log.service';
import type { GoalsService } from './goals.service';

/** The daily log: goals, days and the summary of a user's log; only the user's own. */
export function logHandlers({
  goals,
  dayLog,
}: {
  goals: GoalsService;
  dayLog: DayLogService;
}): Pick<Handlers, 'getGoals' | 'updateGoals' | 'listDays' | 'getLogSummary'> {
  const ownOnly = (pathUserId: string, userId: string) => {
    if (pathUserId !== userId) throw forbidden(serverMessage('forbidden.log'));
  };
  return {
    async getGoals({ path, user }) {
      ownOnly(path.userId, user.id);
      return { status: 200, body: await goals.current(user.id) };
    },

    async updateGoals({ path, body, user }) {
      ownOnly(path.userId, user.id);
      return { status: 200, body: await goals.set(user.id, body) };
    },

    async listDays({ path, query, user }) {
      ownOnly(path.userId, user.id);
      return { status: 200, body: await dayLog.days(user.id, query.from, query.to, query.tz) };
    },

    async getLogSummary({ path, query, user }) {
      ownOnly(path.userId, user.id);
      return { status: 200, body: await dayLog.summary(user.id, query.tz) };
    },
  };
}
