// The HTTP client loads its call pipeline with its first call (a dynamic import); loaded here, before each file, so a
// test driving fake timers sees a first call go out in the tick it is made, as it does once the pipeline is in.
import { preloadHttpCalls } from '@bf/api-client/http';

await preloadHttpCalls();
