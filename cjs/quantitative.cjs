// require('irl-kitchen/quantitative'): see load.cjs.
'use strict';
module.exports = require('./load.cjs')('irl-kitchen/quantitative', () => require('../dist/src/quantitative/index.js'));
