// The bootstrap split lets Module Federation negotiate the shared singletons before any of them runs.
import('./bootstrap');
