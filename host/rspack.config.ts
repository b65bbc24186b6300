import { createAppConfig } from 'tooling/rspack/createAppConfig';
import federation from './module-federation.config';
import { hostLoads } from './src/routes/routeTable';

export default createAppConfig({ appDir: __dirname, federation, loads: hostLoads() });
