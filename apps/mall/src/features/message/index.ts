// The message feature's public face: the in-site messages (站内信) paged, reading one or all of them, a message row.
// The unread count itself is the session's (loaded after login); the page hands it each read's answer.
export { useInbox, type Inbox } from './hooks/use-inbox'
export { MessageRow } from './components/message-row'
