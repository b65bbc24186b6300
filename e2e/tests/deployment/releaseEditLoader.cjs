// The one change of "release B" of a remote in the deployment e2e: a text of one source file replaced by
// another, as a team's commit would. Fails the build when the text is not there (the test would prove nothing).
module.exports = function releaseEditLoader(source) {
  const { search, replace } = this.getOptions();
  if (!source.includes(search)) throw new Error(`releaseEditLoader: ${this.resourcePath} no longer contains ${JSON.stringify(search)}`);
  return source.replace(search, replace);
};
