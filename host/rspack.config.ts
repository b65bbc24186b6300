import { createAppConfig } from 'tooling/rspack/createAppConfig';
import federation from './module-federation.config';

export default createAppConfig({ appDir: __dirname, federation });
