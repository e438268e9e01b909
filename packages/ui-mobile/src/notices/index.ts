export { NotificationStack } from './notification-stack.tsx';
export { ScrollToTopButton } from './scroll-to-top.tsx';
