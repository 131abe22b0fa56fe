export { createChatHub, type ChatHub, type ChatWatcher } from './chat.hub'
export { chatSeed } from './chat.seed'
export {
  CHAT_OFFLINE_REPLY_TASK,
  createChatService,
  OFFLINE_NOTICE_AFTER_MS,
  type ChatService,
  type ChatStaff,
} from './chat.service'
export { createHelpService, type HelpService } from './help.service'
