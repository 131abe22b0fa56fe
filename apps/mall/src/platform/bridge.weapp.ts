import type { Bridge } from './bridge.types'

/** The mini-program runs in no app shell: nothing to listen to, nothing to tell. */
export const startBridge: Bridge['startBridge'] = () => () => undefined
export const isInAppShell: Bridge['isInAppShell'] = () => false
export const postToApp: Bridge['postToApp'] = () => false
export const onPayResult: Bridge['onPayResult'] = () => () => undefined
