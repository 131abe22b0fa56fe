export { helpFriend, startHelpTask, useHelpActivities, useHelpTask, useMyHelpTasks } from './api/friend-help'
