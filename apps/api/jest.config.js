const config = require('../../jest.preset.js')(__dirname);

// oauth4webapi (the real OAuth client of the OAuth flow test) ships only ES modules: ts-jest
// turns it into CommonJS like our own sources, instead of Jest skipping node_modules.
for (const project of config.projects) {
  project.transform = { ...project.transform, '/oauth4webapi/build/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true } }] };
  project.transformIgnorePatterns = ['/node_modules/(?!(\\.pnpm/oauth4webapi@[^/]+/node_modules/)?oauth4webapi/)'];
}
module.exports = config;
