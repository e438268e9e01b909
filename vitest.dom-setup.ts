import { configure } from '@testing-library/dom';

// The apps' screen tests render a page as a browser gets it, and a call's answer schema loads with the call (a chunk
// of its own). On a busy 2-core machine its first transform can take seconds, so a finder waits up to 10 s, not 1 s;
// it still returns as soon as the element is there.
configure({ asyncUtilTimeout: 10_000 });
