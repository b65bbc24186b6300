import { startPreload } from './remotes/preload';

// The first load's calls start now, while the framework downloads (no round trip per step: docs/performance.md).
startPreload();
// The bootstrap split lets Module Federation negotiate the shared singletons before any of them runs.
import('./bootstrap');
