import { mount } from './exposes/mount';

// Standalone shell: the remote's pages with its own providers and router, plus the demo sign-in
// shortcut, so the team works without the host (pnpm --filter remote-auth dev).
mount(document.getElementById('root')!, { router: 'browser', standalone: true });
