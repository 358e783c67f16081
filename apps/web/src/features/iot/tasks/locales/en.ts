/** The texts of the task centre and the points log. */
export const tasksMessages = {
  tasks: {
    points: 'My points',
    multiplier: 'VIP ×{{count}}',
    multiplierHint: 'Members earn {{count}} times the points',
    signIn: {
      title: 'Daily sign-in',
      week: 'This week',
      day: 'Day {{day}}',
      bonus: 'Bonus',
      signedDay: 'Signed',
      streak: 'Signed in {{count}} days in a row',
      streak_one: 'Signed in {{count}} day in a row',
      streakNone: 'Sign in every day: bonus points on the bonus days',
      submit: 'Sign in',
      signed: 'Signed in today',
      done: '+{{points}} points',
      doneBonus: '+{{points}} points, +{{bonus}} streak bonus',
    },
    list: 'Tasks',
    reward: '+{{points}} points',
    done: 'Done',
    go: 'Go',
    empty: 'No tasks yet',
    rules: 'Task rules',
    landscape: 'Wide view',
    portrait: 'List view',
    links: 'Rules and history',
    log: 'Points history',
    loadFailed: 'Could not load the tasks',
  },
  pointsLog: {
    after: 'Points {{count}}',
    empty: 'No points changes yet',
    toTasks: 'Earn points in the task centre',
    loadFailed: 'Could not load your points',
  },
};

export type TasksMessages = typeof tasksMessages;
