/** The host exposes nothing and knows no remote at build time: remotes.json names them at run time. */
export default {
  name: 'host',
  exposes: {},
};
