export { useTabBar } from './tabbar'
