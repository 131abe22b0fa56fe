export * from './route'
export * from './common'
export * from './identity'
export * from './content'
