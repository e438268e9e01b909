// The clipboard is browser access, kept in env/; the slip screens ask for it by this name.
export { copyText } from '../env/clipboard.ts';
