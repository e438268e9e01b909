// The bet history (office/history).
export { BetHistory } from './bet-history.tsx';
