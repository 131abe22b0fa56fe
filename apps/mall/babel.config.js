/* global module */
// babel-preset-taro: React + TypeScript, compiled by the Vite runner.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'vite' }]],
}
